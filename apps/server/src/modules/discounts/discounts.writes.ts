import type { Readable } from 'node:stream';
import { AppError } from '@vitrina/domain/common/errors';
import { type CountryId } from '@vitrina/domain/countries/countries';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import { dateRangeProblem, isLogoFileName, publishedStock, todayIn, statusAfter } from '@vitrina/domain/discounts/discounts.rules';
import type { DiscountInput, deleteSchema, publishSchema } from '@vitrina/domain/discounts/discounts.schema';
import type { z } from 'zod';
import { notFound } from '../access/errors';
import { requireDiscountOwner } from '../access/require-discounts';
import type { DiscountRow } from './discounts.repo';
import { type Caller, conflict, bad, type DiscountsCommon } from './discounts.common';

/** A tenant's campaign writes: the form's checks and logo, create, edit, publish, delete. */
export function createDiscountsWrites(common: DiscountsCommon) {
  const { deps, repo, clock, scopeOf, countryOf, toDto, loadOwned, auditOf, mustAllow } = common;
  /**
   * Checks a campaign's JSON part before its logo is read: the brand within the caller's reach
   * (manage:Discounts), the buildings among the brand's, the dates against today in the country.
   */
  async function accept(caller: Caller, input: DiscountInput, existing?: DiscountRow) {
    const scope = await scopeOf(caller);
    const brand = await repo.brand(input.brand_id);
    if (!brand) throw notFound(M.brandNotFound);
    requireDiscountOwner(scope, { client_id: brand.client_id, brand_id: brand.id }, M.brandNotFound);
    if (existing && existing.client_id !== brand.client_id) throw notFound(M.brandNotFound);
    const countryId = countryOf((await repo.clientCountry(brand.client_id)) ?? 'CHL');
    const own = new Set((await repo.brandBuildings(brand.id)).map((b) => b.id));
    if (input.buildings_ids.some((b) => !own.has(b))) throw bad(M.buildingNotOfBrand);
    const today = todayIn(clock.now(), countryId);
    // an unchanged start of an existing draft may already be in the past
    const problem = dateRangeProblem(existing && existing.start === input.start ? today : input.start, input.end, today);
    if (problem && !(problem === 'startBeforeToday' && existing?.start === input.start)) throw bad(M[problem]);
    return { clientId: brand.client_id, countryId, scope };
  }

  /** A campaign's columns from the form (the e-mail and channels only when it is sent to review). */
  const valuesOf = (input: DiscountInput) => ({
    brand_id: input.brand_id,
    name: input.name,
    description: input.description,
    conditions: input.conditions,
    discount_type: input.discount_type,
    value: input.value,
    week_days: input.week_days,
    start_date: input.start,
    end_date: input.end,
    stock: input.status === 'pending' ? publishedStock(input.stock) : input.stock,
    status: input.status,
    email: input.status === 'pending' ? (input.email ?? null) : null,
    channels: input.status === 'pending' ? input.channels : [],
  });

  /**
   * The owner's status change of a campaign (publish, delete): allowed from its status only
   * (409 otherwise), written while it is still in `from` (409 when it moved meanwhile), audited.
   */
  async function changeStatus(
    caller: Caller,
    id: number,
    action: 'publish' | 'delete',
    from: string[],
    values: Parameters<typeof repo.update>[2] | ((d: DiscountRow) => Parameters<typeof repo.update>[2]),
    details: (d: DiscountRow) => Record<string, unknown>,
  ) {
    const d = await loadOwned(await scopeOf(caller), id);
    mustAllow(d, action);
    const now = clock.now();
    const ok = await repo.update(
      id,
      from,
      { status: statusAfter(action), ...(typeof values === 'function' ? values(d) : values), updated_at: now },
      auditOf(caller, d, action, now, details(d)),
    );
    if (!ok) throw conflict();
    return d;
  }

  async function storeLogo(caller: Caller, clientId: string, name: string, source: Readable) {
    if (!isLogoFileName(name)) {
      source.resume();
      throw new AppError('unsupported_file_type', 415, M.logoType);
    }
    try {
      return (await deps.files.store(caller, clientId, 'image', name, source)).id;
    } catch (e) {
      const err = e as AppError;
      if (err.code === 'unsupported_file_type') throw new AppError('unsupported_file_type', 415, M.logoType);
      if (err.status === 413 || err.code === 'file_too_large') throw new AppError('file_too_large', 413, M.logoSize);
      throw e;
    }
  }

  return {
    accept,
    storeLogo,
    discardLogos: (caller: Caller, ids: string[]) => Promise.all(ids.map((id) => deps.files.remove(caller, id).catch(() => {}))),

    async create(caller: Caller, input: DiscountInput, ctx: { clientId: string; countryId: CountryId }, logoId: string | undefined) {
      if (!logoId) throw bad(`${M.required}: logo`);
      const now = clock.now();
      const id = await repo.insert(
        {
          client_id: ctx.clientId,
          country_id: ctx.countryId,
          ...valuesOf(input),
          image_id: logoId,
          created_by: caller.userId,
          created_at: now,
          updated_at: now,
        },
        input.buildings_ids,
      );
      return toDto((await repo.byId(id))!);
    },

    /** Loads a campaign for an edit: the owner's, and only a draft (409 otherwise). */
    async editable(caller: Caller, id: number) {
      const scope = await scopeOf(caller);
      const d = await loadOwned(scope, id);
      mustAllow(d, 'edit');
      return d;
    },

    async update(caller: Caller, d: DiscountRow, input: DiscountInput, logoId: string | undefined) {
      const now = clock.now();
      const ok = await repo.update(
        d.id,
        ['draft'],
        {
          ...valuesOf(input),
          ...(logoId ? { image_id: logoId } : {}),
          updated_at: now,
        },
        auditOf(caller, d, 'update', now, { status: input.status }),
        input.buildings_ids,
      );
      if (!ok) throw conflict(M.editOnlyDraft);
      if (logoId && d.image_id) await deps.files.remove(caller, d.image_id).catch(() => {});
      return toDto((await repo.byId(d.id))!);
    },

    async publish(caller: Caller, id: number, body: z.output<typeof publishSchema>) {
      // a campaign published without a stock waits at 0 for the review to give one
      const values = (row: DiscountRow) => ({ email: body.email, channels: body.channels, stock: publishedStock(row.stock) });
      const d = await changeStatus(caller, id, 'publish', ['draft'], values, () => ({
        channels: body.channels,
      }));
      return { message: M.created, detail: M.createdDetail, data: toDto((await repo.byId(d.id))!) };
    },

    async remove(caller: Caller, id: number, body: z.output<typeof deleteSchema>) {
      await changeStatus(caller, id, 'delete', ['draft', 'pending', 'approved'], { delete_reason: body.reason }, (d) => ({
        reason: body.reason,
        from: d.status,
      }));
      return { message: M.deleted };
    },
  };
}
