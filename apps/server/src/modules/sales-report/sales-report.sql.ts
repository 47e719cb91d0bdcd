import { sql, type SQL } from 'drizzle-orm';
import { reachesSql } from '../access/reach';
import { salesReportClients } from '../access/require-sales';
import type { Scope } from '../access/scope';

const list = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * The spaces 'Informe de ventas' sums for the caller, as SQL on a contracts alias `c`: the
 * contracts of the clients the access layer grants (salesReportClients), all of them where the
 * caller administers the client, elsewhere those its assignments reach (reach.ts).
 */
export function salesReportContractsSql(scope: Scope, companyId?: string): SQL {
  const { clients, adminOf } = salesReportClients(scope, companyId);
  const admin = adminOf.length ? sql`c.client_id in (${list(adminOf)})` : sql`false`;
  const reach = reachesSql(scope.userId, {
    id: sql`c.id`,
    client_id: sql`c.client_id`,
    brand_id: sql`c.brand_id`,
    space_id: sql`c.space_id`,
  });
  return sql`(c.client_id in (${list(clients)}) and (${admin} or ${reach}))`;
}
