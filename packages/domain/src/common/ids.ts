import { z } from 'zod';

/**
 * The largest id a request may name: the database's integer keys end here (PostgreSQL
 * `integer`; the `bigserial` keys stay far below it). A larger number is no id of ours, and
 * refusing it at validation keeps it from reaching a query (which would fail with a 500).
 */
export const MAX_ID = 2_147_483_647;

/** Whether `n` can be a database id (a positive integer up to MAX_ID). */
export const isId = (n: number) => Number.isInteger(n) && n > 0 && n <= MAX_ID;

/** A database id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_ID);

/** A database id in a path or query string (text, coerced). */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_ID);

/** Path parameters `{ id }` of a route addressing one row by its numeric id. */
export const idParamsSchema = z.object({ id: idParamSchema });
