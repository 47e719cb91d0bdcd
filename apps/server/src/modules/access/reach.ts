import { sql, type SQL } from 'drizzle-orm';
import type { Assignment } from './access.repo';

/**
 * The one assignment rule: an assignment reaches a contract of its client when it names the
 * contract, the contract's brand (a Brand assignment), or the contract's space (a space
 * assignment without contract). `reachesSql` is the same rule for queries; a test checks that
 * both agree.
 */
export interface ContractRef {
  client_id: string;
  contract_id: string;
  brand_id: string;
  space_id: string;
}

export const reaches = (a: Assignment, c: ContractRef) =>
  a.client_id === c.client_id &&
  (a.contract_id === c.contract_id ||
    (a.type === 'Brand' && a.brand_id === c.brand_id) ||
    (!a.contract_id && a.type !== 'Brand' && a.space_id === c.space_id));

/** A Brand assignment reaches its brand. */
export const reachesBrand = (a: Assignment, b: { id: string; client_id: string }) =>
  a.type === 'Brand' && a.brand_id === b.id && a.client_id === b.client_id;

/** Whether any of the assignments reaches the contract. */
export const assigned = (assignments: readonly Assignment[], c: ContractRef) => assignments.some((a) => reaches(a, c));

/**
 * `reaches` as SQL: an assignment of the user reaches the contract whose columns are given (for
 * example `{ id: sql\`c.id\`, ... }` of a contracts alias `c`).
 */
export const reachesSql = (userId: SQL | string, c: { id: SQL; client_id: SQL; brand_id: SQL; space_id: SQL }): SQL => sql`exists (
  select 1 from assignments a where a.user_id = ${userId} and a.client_id = ${c.client_id}
    and (a.contract_id = ${c.id} or (a.type = 'Brand' and a.brand_id = ${c.brand_id})
      or (a.contract_id is null and a.type <> 'Brand' and a.space_id = ${c.space_id})))`;
