import { isInternalRole, staffAbilities, type AbilityCode } from '@vitrina/domain/auth/roles';
import type { Clock } from '@vitrina/domain/common/clock';
import type { Db } from '../../db/client';
import { salesAccessLog } from '../../db/schema/index';

/** The abilities that read a tenant's sales, and what the tenant's access log calls each. */
export const SALES_READS: Partial<Record<AbilityCode, string>> = {
  'read:DailySales': 'Ventas diarias',
  'read:MonthlySales': 'Ventas mensuales',
  'read:Sales': 'Informe de ventas',
};
export const isSalesRead = (code: string) => code in SALES_READS;

/** Who reads, as the log says it: a staff user (with the internal roles that grant the read) or an API key. */
export type SalesReader =
  { kind: 'user'; userId: string; email: string; roles: Set<string> } | { kind: 'key'; keyId: string; name: string; prefix: string };

export interface SalesRead {
  clientId: string;
  code: AbilityCode;
  /** which contract / space (codes) when known */
  detail?: string;
}

const DETAIL_MAX = 500;

/**
 * The record of outside reads of tenants' sales ('every read of a tenant's sales by
 * staff is recorded'). The access layer notes a read where it grants one to someone outside the
 * client (require.ts contractAccess, noteSalesRead); the notes of one moment are written together,
 * one row per reader, client and kind of data (the contracts and spaces joined), and every
 * response waits for them (ability-hook.ts), so a read is on record before its answer leaves.
 */
export function createSalesReadLog(db: Db, clock: Clock) {
  let queue: { reader: SalesReader; read: SalesRead }[] = [];
  let scheduled = false;
  const pending = new Set<Promise<unknown>>();
  let failed: unknown;

  function flush() {
    scheduled = false;
    if (!queue.length) return;
    const batch = queue;
    queue = [];
    const rows = new Map<string, typeof salesAccessLog.$inferInsert & { parts: Set<string> }>();
    const at = clock.now();
    for (const { reader, read } of batch) {
      const who = reader.kind === 'user' ? reader.userId : reader.keyId;
      const k = `${who}|${read.clientId}|${read.code}`;
      let row = rows.get(k);
      if (!row) {
        const role =
          reader.kind === 'user'
            ? [...reader.roles].filter((r) => isInternalRole(r) && staffAbilities([r]).has(read.code)).join(', ') || 'Interno'
            : 'API';
        row = {
          at,
          client_id: read.clientId,
          user_id: reader.kind === 'user' ? reader.userId : null,
          api_key_id: reader.kind === 'key' ? reader.keyId : null,
          actor: reader.kind === 'user' ? reader.email : `API ${reader.name} (${reader.prefix})`,
          role,
          resource: SALES_READS[read.code] ?? read.code,
          parts: new Set(),
        };
        rows.set(k, row);
      }
      if (read.detail) row.parts.add(read.detail);
    }
    const values = [...rows.values()].map(({ parts, ...r }) => {
      const detail = [...parts].join(', ');
      return { ...r, detail: detail ? (detail.length > DETAIL_MAX ? `${detail.slice(0, DETAIL_MAX - 1)}…` : detail) : null };
    });
    const p = db
      .insert(salesAccessLog)
      .values(values)
      .then(
        () => undefined,
        (err: unknown) => {
          failed = err;
        },
      )
      .finally(() => pending.delete(p));
    pending.add(p);
  }

  return {
    /** Notes an outside read; written at the next turn or when a response is about to leave. */
    note(reader: SalesReader, read: SalesRead) {
      queue.push({ reader, read });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
    /** Writes what is noted and waits for every write under way; throws when a write failed (the read is not answered unrecorded). */
    async settled() {
      flush();
      await Promise.all([...pending]);
      if (failed) {
        const err = failed;
        failed = undefined;
        throw err;
      }
    },
  };
}
export type SalesReadLog = ReturnType<typeof createSalesReadLog>;
