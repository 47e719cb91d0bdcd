import type { Readable } from 'node:stream';
import { AppError } from '@vitrina/domain/common/errors';
import type { Clock } from '@vitrina/domain/common/clock';
import { isCountryId, type CountryId } from '@vitrina/domain/countries/countries';
import { DISCOUNT_MSG as M } from '@vitrina/domain/discounts/discounts.messages';
import { discountAllows, type DiscountAction } from '@vitrina/domain/discounts/discounts.rules';
import type { Discount } from '@vitrina/domain/discounts/discounts.schema';
import type { Mailer } from '../../lib/mailer';
import type { FileStorage } from '../../lib/storage';
import type { LinkSigner } from '../../lib/signed-links';
import type { Access, Scope } from '../access/scope';
import { notFound } from '../access/errors';
import { requireDiscountOwner } from '../access/require-discounts';
import type { DiscountRow, DiscountsRepo } from './discounts.repo';

export interface Caller {
  userId: string;
}

/** What the module needs of the file service (wired in app.ts): store a sniffed image, remove it. */
export interface LogoFiles {
  store(caller: Caller, clientId: string, kind: 'image', name: string, source: Readable): Promise<{ id: string }>;
  remove(caller: Caller, id: string): Promise<unknown>;
}

/** A notification to users' bells (wired in app.ts to the notifications' store and live push). */
import type { Notify } from '../../lib/notify';
export type { Notify };

export const LOGOS_BASE = '/api/fo/discounts/logos';
export const LOGO_BUCKET = 'discounts';

export const conflict = (message: string = M.statusConflict) => new AppError('status_conflict', 409, message);
export const bad = (message: string) => new AppError('validation_error', 400, message);
export const noDiscount = () => notFound(M.notFound);

export interface DiscountsDeps {
  repo: DiscountsRepo;
  access: Access;
  clock: Clock;
  files: LogoFiles;
  storage: FileStorage;
  links: LinkSigner;
  mailer: Mailer;
  notify: Notify;
  publicUrl: string;
}

/** What the discounts' use cases share: the dependencies, the scope, the DTO, the owner's and the status checks. */
export function createDiscountsCommon(deps: DiscountsDeps) {
  const { repo, access, clock } = deps;
  const scopeOf = (caller: Caller) => access.loadScope(caller);
  const countryOf = (id: string): CountryId => (isCountryId(id) ? id : 'CHL');

  const logoUrl = (d: DiscountRow) => {
    if (!d.image_id) return null;
    const { expires, signature } = deps.links.sign(LOGO_BUCKET, `logo/${d.id}/${d.image_id}`, { stable: true });
    return `${LOGOS_BASE}/${d.id}?${new URLSearchParams({ expires: String(expires), signature })}`;
  };

  const toDto = (d: DiscountRow): Discount => ({
    id: d.id,
    client_id: d.client_id,
    country_id: d.country_id,
    brand_id: d.brand_id,
    brand: d.brand_name,
    buildings_ids: d.buildings.map((b) => b.id),
    buildings: d.buildings,
    name: d.name,
    description: d.description,
    conditions: d.conditions,
    discount_type: d.discount_type,
    value: d.value,
    redeem_type: 'unique',
    week_days: d.week_days,
    start: d.start,
    end: d.end,
    stock: d.stock,
    status: d.status,
    image_id: d.image_id,
    image_url: logoUrl(d),
    image_name: d.image_name,
    email: d.email,
    channels: d.channels,
    review_comment: d.review_comment,
    delete_reason: d.delete_reason,
    created_at: d.created_at.toISOString(),
    discount_users_count: d.users_count,
    discount_users_redeemed_count: d.redeemed_count,
  });

  const loadOwned = async (scope: Scope, id: number) => {
    const d = await repo.byId(id);
    if (!d) throw noDiscount();
    requireDiscountOwner(scope, d, M.notFound);
    return d;
  };

  /** The audit row of a change to a campaign (`discount.<action>`). */
  const auditOf = (caller: Caller, d: DiscountRow, action: string, at: Date, details: Record<string, unknown>) => ({
    at,
    actor_user_id: caller.userId,
    action: `discount.${action}`,
    entity: 'discount',
    entity_id: String(d.id),
    client_id: d.client_id,
    details,
  });

  const mustAllow = (d: DiscountRow, action: DiscountAction) => {
    if (!discountAllows(d.status, action)) throw conflict(action === 'edit' ? M.editOnlyDraft : M.statusConflict);
  };

  return { deps, repo, access, clock, scopeOf, countryOf, logoUrl, toDto, loadOwned, auditOf, mustAllow };
}

export type DiscountsCommon = ReturnType<typeof createDiscountsCommon>;
