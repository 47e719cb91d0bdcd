import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import { discountLabel } from '@vitrina/domain/discounts/discounts.rules';
import type { Discount, DiscountListQuery } from '@vitrina/domain/discounts/discounts.schema';
import { notFound } from '../access/errors';
import { mayManageDiscounts, requireDiscountReader, requireDiscountsClient } from '../access/require-discounts';
import { type Caller, LOGO_BUCKET, noDiscount, type DiscountsCommon } from './discounts.common';
import { requireValidLink } from '../access/require-links';

/** A tenant's campaign reads: the list, the brands to choose from, one campaign, its logo by signed link, its label. */
export function createDiscountsReads(common: DiscountsCommon) {
  const { deps, repo, scopeOf, countryOf, toDto } = common;
  return {
    async list(caller: Caller, q: DiscountListQuery) {
      const scope = await scopeOf(caller);
      const clientId = requireDiscountsClient(scope, q.client);
      const filter = { clientId, q: q.q, statuses: q.statuses, ids: q.ids, buildings: q.buildings, from: q.from, to: q.to };
      const [rows, total] = await Promise.all([repo.page({ ...filter, limit: q.size, offset: (q.page - 1) * q.size }), repo.count(filter)]);
      return { content: rows.map(toDto), total_elements: total };
    },

    /** The client's brands (those within the caller's reach) with their shopping centres: the form's and the filter's choices. */
    async brands(caller: Caller, client?: string) {
      const scope = await scopeOf(caller);
      const clientId = requireDiscountsClient(scope, client);
      const brands = (await repo.clientBrands(clientId)).filter((b) =>
        mayManageDiscounts(scope, { client_id: b.client_id, brand_id: b.id }),
      );
      return { client_id: clientId, country_id: countryOf(clientId.slice(0, 3)), brands };
    },

    async get(caller: Caller, id: number) {
      const scope = await scopeOf(caller);
      const d = await repo.byId(id);
      if (!d) throw noDiscount();
      requireDiscountReader(scope, d, M.notFound);
      return toDto(d);
    },

    /** The logo of a signed link (an <img> sends no session: holding the link is the credential). */
    async logo(id: number, q: { expires?: number; signature?: string }) {
      const d = await repo.byId(id);
      if (!d?.image_id) throw notFound();
      requireValidLink(deps.links.verify(LOGO_BUCKET, `logo/${d.id}/${d.image_id}`, q.expires, q.signature), {
        code: 'link_invalid',
        message: 'El enlace no es válido o expiró',
      });
      const f = await repo.fileLocation(d.image_id);
      if (!f) throw notFound();
      return { mime: f.mime, body: await deps.storage.get(f.bucket, f.path) };
    },

    label: (d: Discount) => discountLabel(d.discount_type, d.value, countryOf(d.country_id)),
  };
}
