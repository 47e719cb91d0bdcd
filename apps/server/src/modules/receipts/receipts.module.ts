import { sharedModule } from '../../plugins/deps';
import { resolveSecret } from '../../lib/secrets';
import { createContractsRepo } from '../../lib/contracts.repo';
import { createReceiptsRepo } from './receipts.repo';
import { createReceiptsService, type ReceiptsService } from './receipts.service';
import { registerReceiptMail, receiptsRoutes, receiptsSalesRoutes } from './receipts.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** declaration receipts (the daily sales' bulk loads issue theirs) */
    receipts: ReceiptsService;
    /** receipt e-mails under way (tests wait for them) */
    receiptMails: Set<Promise<unknown>>;
  }
}

/**
 * Declaration receipts: next to the daily and monthly routes (/api/fo/sales), their public
 * verification (/api/fo/receipts), and the e-mail after an accepted declaration. App-wide:
 * registered before the sales modules, whose answers its hook follows.
 */
export const receiptsModule = sharedModule(
  async (app, { config, database, clock, dataDir, access, mailer }) => {
    const receipts = createReceiptsService({
      repo: createReceiptsRepo(database.db),
      contracts: createContractsRepo(database.db),
      access,
      clock,
      secret: resolveSecret('receipts-secret', config.receiptsSecret, dataDir),
      publicUrl: config.publicUrl,
      mailer,
    });
    const receiptMails = new Set<Promise<unknown>>();
    app.decorate('receipts', receipts);
    app.decorate('receiptMails', receiptMails);
    registerReceiptMail(app, receipts, (p) => {
      receiptMails.add(p);
      void p.finally(() => receiptMails.delete(p));
    });
    await app.register(receiptsSalesRoutes, { prefix: '/api/fo/sales', service: receipts });
    await app.register(receiptsRoutes, { prefix: '/api/fo/receipts', service: receipts });
  },
  { name: 'receipts' },
);
