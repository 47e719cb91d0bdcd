import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import * as t from './schema/index';

/** Joins a query over `contracts` (or one already joined to it) to the contract's space and the space's building. */
export const joinContractBuilding = <Q extends PgSelect>(q: Q) =>
  q.innerJoin(t.spaces, eq(t.spaces.id, t.contracts.space_id)).innerJoin(t.buildings, eq(t.buildings.id, t.spaces.building_id));

/**
 * Joins a query over `contracts` (or one already joined to it) to the contract's space, the space's
 * building and the contract's brand: where a store is.
 */
export const joinContractPlace = <Q extends PgSelect>(q: Q) =>
  joinContractBuilding(q).innerJoin(t.brands, eq(t.brands.id, t.contracts.brand_id));
