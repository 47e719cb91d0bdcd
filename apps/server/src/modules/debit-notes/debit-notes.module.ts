import type { ModulePlugin } from '../../plugins/deps';
import { createDebitNotesRepo } from './debit-notes.repo';
import { createDebitNotesService } from './debit-notes.service';
import { debitNotesRoutes } from './debit-notes.routes';

/** Debit notes (/api/fo/debit-notes). */
export const debitNotesModule: ModulePlugin = async (app, { database, clock }) => {
  await app.register(debitNotesRoutes, {
    prefix: '/api/fo/debit-notes',
    service: createDebitNotesService({ repo: createDebitNotesRepo(database.db), clock }),
  });
};
