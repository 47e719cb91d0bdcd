import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { COUNTRIES } from '@vitrina/domain/countries/countries';
import { AUDIT_ACTION_NAMES, AUDIT_LOG_PAGE_SIZE, auditActionName } from '@vitrina/domain/console/console.schema';
import { PagedTable } from '../../../components/paged-table';
import { TextInput } from '../../../components/text-input';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useAuditLog, type AuditLogFilters, type AuditLogPage } from '../api/get-audit-log';
import { useExportAuditLog } from '../api/export-audit-log';
import { CONSOLE_TEXT as T } from '../messages';
import { DateField } from '../../../components/date-field';

type Row = AuditLogPage['data'][number];

const detailText = (d: unknown) => {
  if (!d || typeof d !== 'object') return '';
  const o = d as Record<string, unknown>;
  const parts: string[] = [];
  if (typeof o.motivo === 'string') parts.push(`Motivo: ${o.motivo}`);
  if (Array.isArray(o.dates) && o.dates.length) parts.push(`Días: ${o.dates.length}`);
  if (typeof o.role === 'string') parts.push(`Rol: ${o.role}`);
  if (typeof o.email === 'string') parts.push(o.email);
  return parts.join(' · ') || JSON.stringify(o).slice(0, 200);
};

/** consola/registro (ADMIN, read:AuditLog): who did what to which client, filterable, exportable to .xlsx. */
export default function AuditLogPage() {
  const { user } = useSession();
  const tz = COUNTRIES[user?.paisId ?? 'CHL'].timeZone;
  const [draft, setDraft] = useState<AuditLogFilters>({});
  const [filters, setFilters] = useState<AuditLogFilters>({});
  const [page, setPage] = useState(1);
  const log = useAuditLog(filters, page);
  const exportLog = useExportAuditLog();
  const set = (k: keyof AuditLogFilters) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  return (
    <Stack spacing={2}>
      <Typography variant="h1">{T.logTitle}</Typography>
      <Stack
        component="form"
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'flex-start' } }}
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setFilters(draft);
        }}
      >
        <TextInput label={T.actor} value={draft.actor ?? ''} onChange={set('actor')} htmlInput={{ maxLength: 200 }} />
        <TextInput label={T.client} value={draft.client ?? ''} onChange={set('client')} htmlInput={{ maxLength: 100 }} />
        <FormControl sx={{ minWidth: 220 }}>
          <InputLabel id="audit-action-label">{T.action}</InputLabel>
          <Select labelId="audit-action-label" label={T.action} value={draft.action ?? ''} onChange={set('action')}>
            <MenuItem value="">{T.allActions}</MenuItem>
            {Object.entries(AUDIT_ACTION_NAMES).map(([k, v]) => (
              <MenuItem key={k} value={k}>
                {v}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <DateField
          label={T.from}
          value={draft.from ?? ''}
          onChange={(from) => setDraft((d) => ({ ...d, from }))}
          max={draft.to || undefined}
        />
        <DateField label={T.to} value={draft.to ?? ''} onChange={(to) => setDraft((d) => ({ ...d, to }))} min={draft.from || undefined} />
        <Button type="submit" variant="contained" sx={{ alignSelf: { md: 'center' } }}>
          {T.filter}
        </Button>
        <Button
          startIcon={<DownloadIcon />}
          disabled={exportLog.isPending}
          onClick={() => exportLog.mutate(filters)}
          sx={{ alignSelf: { md: 'center' } }}
        >
          {T.export}
        </Button>
      </Stack>
      <PagedTable<Row>
        caption={T.logCaption}
        scrollable
        rows={log.data?.data ?? []}
        rowKey={(r) => String(r.id)}
        loading={log.isPending}
        emptyText={T.noEntries}
        cards={{ summary: (r) => auditActionName(r.action) }}
        paging={{
          total: log.data?.total ?? 0,
          page: page - 1,
          pageSize: log.data?.pageSize ?? AUDIT_LOG_PAGE_SIZE,
          onPageChange: (p) => setPage(p + 1),
        }}
        columns={[
          { key: 'at', header: T.when, rowHeader: true, render: (r) => formatDateTime(r.at, tz) },
          { key: 'actor', header: T.user, render: (r) => r.actor_email },
          { key: 'action', header: T.action, render: (r) => auditActionName(r.action) },
          { key: 'entity', header: T.entity, render: (r) => `${r.entity}${r.entity_id ? ` ${r.entity_id}` : ''}` },
          { key: 'client', header: T.client, render: (r) => r.client_name ?? r.client_id },
          { key: 'details', header: T.details, render: (r) => detailText(r.details) },
        ]}
      />
    </Stack>
  );
}
