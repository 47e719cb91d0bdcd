import { DEMO } from '../../test/harness';
import { DEMO_CLIENTS, demoTaxId } from '../../db/seed/demo-data';

/*
 * What the worker registry's and the staffing's test files share: Andes (the first demo client),
 * the callers they log in, and who is refused on Andes' records.
 */

export const TAX = demoTaxId(DEMO_CLIENTS[0]!);
/** Andes' key in the API (COUNTRY-taxId) */
export const CLIENT = `CHL-${TAX}`;
/** Andes' client id */
export const ANDES = `CHL${TAX}`;
export const OPERACIONES = 'int_operaciones@vitrina.test';

/** The callers each file logs in. */
export const USERS = [DEMO.empresaChl, DEMO.marcaChl, DEMO.localChl, DEMO.empresaPer, DEMO.finanzas, OPERACIONES];

/** Who is refused on an Andes record, and how: no session 401, another client 404, no manage:Workers or staff 403. */
export const REFUSED = [
  [undefined, 401],
  [DEMO.empresaPer, 404],
  [DEMO.marcaChl, 403],
  [DEMO.localChl, 403],
  [DEMO.finanzas, 403],
  [OPERACIONES, 403],
] as const;
