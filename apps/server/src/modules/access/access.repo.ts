import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** An assignment of a user inside a client: a contract, a space (without contract) or a brand. */
export interface Assignment {
  type: string;
  client_id: string;
  contract_id: string | null;
  brand_id: string | null;
  space_id: string | null;
}

export interface ScopeRow {
  id: string;
  email: string;
  country_id: string;
  corporativo: boolean;
  /** the profile's 'Comprobantes por correo' (read after every accepted declaration: receipts) */
  receipts_by_email: boolean;
  /** in the user's order of clients (position) */
  clients: { client_id: string; permission_ids: number[] }[];
  assignments: Assignment[];
  /** enabled roles */
  roles: string[];
  /** the shopping centres a staff member works at (staff_buildings) */
  buildings: string[];
}

/** The one scope query: the user, its clients with their permission ids, assignments, enabled roles and staff buildings. No rules here. */
export function createAccessRepo(db: Db) {
  return {
    scopeRow: async (userId: string): Promise<ScopeRow | undefined> => {
      const res = await db.execute(sql`
        select u.id, u.email, u.country_id, u.corporativo, u.receipts_by_email,
          coalesce((select json_agg(json_build_object('client_id', uc.client_id, 'permission_ids', uc.permission_ids) order by uc.position, uc.client_id)
            from user_clients uc where uc.user_id = u.id), '[]'::json) as clients,
          coalesce((select json_agg(json_build_object('type', a.type, 'client_id', a.client_id, 'contract_id', a.contract_id,
            'brand_id', a.brand_id, 'space_id', a.space_id)) from assignments a where a.user_id = u.id), '[]'::json) as assignments,
          coalesce((select json_agg(r.role_id) from user_roles r where r.user_id = u.id and r.enabled), '[]'::json) as roles,
          coalesce((select json_agg(sb.building_id) from staff_buildings sb where sb.user_id = u.id), '[]'::json) as buildings
        from users u where u.id = ${userId}`);
      const row = res.rows[0] as unknown as ScopeRow | undefined;
      const parse = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
      return (
        row && {
          ...row,
          clients: parse(row.clients),
          assignments: parse(row.assignments),
          roles: parse(row.roles),
          buildings: parse(row.buildings),
        }
      );
    },
  };
}
export type AccessRepo = ReturnType<typeof createAccessRepo>;
