import { loadExcel } from '../../lib/xlsx';
import { COUNTRIES, type CountryId } from '@vitrina/domain/countries/countries';
import { ACCESS_LOG_MSG } from '@vitrina/domain/access-log/access-log.messages';
import type { AccessLogPage } from '@vitrina/domain/access-log/access-log.schema';
import type { Access } from '../access/scope';
import { requireClient } from '../access/require';
import { notFound } from '../access/errors';
import type { AccessLogRepo } from './access-log.repo';

/** Most rows of one export. */
const EXPORT_MAX = 50_000;

type Filters = { desde?: string; hasta?: string; quien?: string; rol?: string };

/**
 * 'Accesos a tus datos': a client's company administrators (manage:Client) read who
 * outside the client read its sales (staff, API keys), filter it and export it. Nobody else does:
 * another client's log answers 404.
 */
export function createAccessLogService(d: { repo: AccessLogRepo; access: Access }) {
  const { repo, access } = d;

  async function clientOf(caller: { userId: string }, clientId: string) {
    const scope = await access.loadScope(caller.userId);
    requireClient(scope, clientId, 'manage:Client');
    const client = await repo.client(clientId);
    if (!client) throw notFound();
    return { ...client, timeZone: COUNTRIES[client.country_id as CountryId].timeZone };
  }

  const toRow = (r: Awaited<ReturnType<AccessLogRepo['page']>>['rows'][number]) => ({
    id: r.id,
    fecha: r.at.toISOString(),
    quien: r.actor,
    rol: r.role,
    que: r.resource,
    detalle: r.detail,
  });

  return {
    async list(caller: { userId: string }, clientId: string, q: Filters & { page: number; size: number }): Promise<AccessLogPage> {
      const c = await clientOf(caller, clientId);
      const f = { clientId, timeZone: c.timeZone, desde: q.desde, hasta: q.hasta, quien: q.quien || undefined, rol: q.rol || undefined };
      const [{ rows, total }, roles] = await Promise.all([repo.page(f, q.size, (q.page - 1) * q.size), repo.roles(clientId)]);
      return { data: rows.map(toRow), total, page: q.page, size: q.size, roles };
    },
    async xlsx(caller: { userId: string }, clientId: string, q: Filters) {
      const c = await clientOf(caller, clientId);
      const f = { clientId, timeZone: c.timeZone, desde: q.desde, hasta: q.hasta, quien: q.quien || undefined, rol: q.rol || undefined };
      const { rows } = await repo.page(f, EXPORT_MAX, 0);
      const wb = new (await loadExcel()).Workbook();
      const ws = wb.addWorksheet(ACCESS_LOG_MSG.sheet);
      ws.columns = [
        { header: ACCESS_LOG_MSG.colWhen, key: 'fecha', width: 22 },
        { header: ACCESS_LOG_MSG.colWho, key: 'quien', width: 34 },
        { header: ACCESS_LOG_MSG.colRole, key: 'rol', width: 16 },
        { header: ACCESS_LOG_MSG.colWhat, key: 'que', width: 20 },
        { header: ACCESS_LOG_MSG.colDetail, key: 'detalle', width: 60 },
      ];
      ws.getRow(1).font = { bold: true };
      const fmt = new Intl.DateTimeFormat(COUNTRIES[c.country_id as CountryId].locale, {
        timeZone: c.timeZone,
        dateStyle: 'short',
        timeStyle: 'medium',
      });
      for (const r of rows) ws.addRow({ fecha: fmt.format(r.at), quien: r.actor, rol: r.role, que: r.resource, detalle: r.detail ?? '' });
      return { name: `accesos-${c.id}.xlsx`, body: Buffer.from(await wb.xlsx.writeBuffer()) };
    },
  };
}
export type AccessLogService = ReturnType<typeof createAccessLogService>;
