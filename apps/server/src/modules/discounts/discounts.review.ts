import { approvalNeedsStock, statusAfter } from '@vitrina/domain/discounts/discounts.rules';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import type { approveSchema, rejectSchema } from '@vitrina/domain/discounts/discounts.schema';
import type { z } from 'zod';
import { requireStaff } from '../access/require';
import { requireDiscountReviewer } from '../access/require-discounts';
import type { DiscountRow } from './discounts.repo';
import { type Caller, bad, conflict, noDiscount, type DiscountsCommon } from './discounts.common';

/** Marketing's review of the pending campaigns, and the tenant's notice of the verdict. */
export function createDiscountsReview(common: DiscountsCommon) {
  const { deps, repo, clock, scopeOf, countryOf, toDto, auditOf, mustAllow } = common;
  /** The tenant's bell notice and e-mail of a decision (the e-mail is written in the decision's transaction). */
  async function decisionNotice(d: DiscountRow, approved: boolean, comment?: string) {
    const title = approved ? 'Tu descuento fue aprobado' : 'Tu descuento fue rechazado';
    const body = approved
      ? `El descuento "${d.name}" de ${d.brand_name} fue aprobado y ya se publica en el catálogo.`
      : `El descuento "${d.name}" de ${d.brand_name} fue rechazado. Motivo: ${comment ?? ''}`;
    const escaped = body.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
    const path = `/${COUNTRIES[countryOf(d.country_id)].routeCode}/shopping/mis-descuentos`;
    const to = d.email ?? (await repo.userById(d.created_by))?.email;
    return {
      bell: () => deps.notify([d.created_by], { title, body: `<p>${escaped}</p>`, action: { url: path, label: 'Ver mis descuentos' } }),
      mail: to
        ? {
            to,
            subject: title,
            text: `${body}\n\n${deps.publicUrl}${path}`,
            html: `<p>${escaped}</p><p><a href="${deps.publicUrl}${path}">Ver mis descuentos</a></p>`,
          }
        : undefined,
    };
  }

  return {
    async reviewQueue(caller: Caller) {
      const scope = await scopeOf(caller);
      requireStaff(scope, 'review:Discount');
      return { content: (await repo.pendingIn(scope.countryId)).map(toDto) };
    },

    async review(
      caller: Caller,
      id: number,
      verdict: 'approve' | 'reject',
      body?: z.output<typeof rejectSchema> | z.output<typeof approveSchema>,
    ) {
      const comment = body && 'comment' in body ? body.comment : undefined;
      const stock = verdict === 'approve' && body && 'stock' in body ? body.stock : undefined;
      const scope = await scopeOf(caller);
      const d = await repo.byId(id);
      if (!d) throw noDiscount();
      requireDiscountReviewer(scope, d);
      mustAllow(d, verdict);
      // a campaign published without a stock is given one when approved
      if (verdict === 'approve' && approvalNeedsStock(d.stock, stock)) throw bad(M.stock);
      const now = clock.now();
      const notice = await decisionNotice(d, verdict === 'approve', comment);
      let mail: string | undefined;
      const ok = await repo.update(
        id,
        ['pending'],
        {
          status: statusAfter(verdict),
          review_comment: comment ?? null,
          ...(stock !== undefined ? { stock } : {}),
          reviewed_by: caller.userId,
          reviewed_at: now,
          updated_at: now,
        },
        auditOf(caller, d, verdict, now, { comment: comment ?? null, ...(stock !== undefined ? { stock } : {}) }),
        undefined,
        async (tx) => {
          if (notice.mail) mail = await deps.mailer.enqueue(notice.mail, { tx });
        },
      );
      if (!ok) throw conflict();
      if (mail) deps.mailer.deliverSoon(mail);
      await notice.bell();
      return { message: verdict === 'approve' ? M.approved : M.rejected, data: toDto((await repo.byId(id))!) };
    },
  };
}
