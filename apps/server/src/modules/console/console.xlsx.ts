import { loadExcel } from '../../lib/xlsx';
import { zonedParts } from '@vitrina/domain/common/clock';
import { auditActionName } from '@vitrina/domain/console/console.schema';

const pad = (n: number) => String(n).padStart(2, '0');
/** dd/MM/yyyy HH:mm in the given zone. */
function when(at: Date, timeZone: string) {
  const p = zonedParts(at, timeZone);
  return `${pad(p.day)}/${pad(p.month)}/${p.year} ${pad(p.hour)}:${pad(p.minute)}`;
}

/** The audit log export: one row per entry, newest first. */
export async function auditLogXlsx(
  rows: {
    at: Date;
    actor_email: string | null;
    action: string;
    entity: string;
    entity_id: string | null;
    client_id: string | null;
    client_name: string | null;
    ip: string | null;
    details: unknown;
  }[],
  timeZone: string,
) {
  const wb = new (await loadExcel()).Workbook();
  wb.creator = 'Vitrina';
  const ws = wb.addWorksheet('Registro de auditoría');
  ws.columns = [
    { key: 'at', header: 'Fecha', width: 18 },
    { key: 'actor', header: 'Usuario', width: 30 },
    { key: 'action', header: 'Acción', width: 34 },
    { key: 'entity', header: 'Entidad', width: 14 },
    { key: 'entity_id', header: 'Id', width: 38 },
    { key: 'client', header: 'Cliente', width: 30 },
    { key: 'ip', header: 'IP', width: 16 },
    { key: 'details', header: 'Detalle', width: 60 },
  ];
  ws.getRow(1).font = { bold: true };
  for (const r of rows)
    ws.addRow({
      at: when(r.at, timeZone),
      actor: r.actor_email ?? '',
      action: auditActionName(r.action),
      entity: r.entity,
      entity_id: r.entity_id ?? '',
      client: r.client_name ? `${r.client_name} (${r.client_id})` : (r.client_id ?? ''),
      ip: r.ip ?? '',
      details: r.details == null ? '' : JSON.stringify(r.details),
    });
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await wb.xlsx.writeBuffer());
}
