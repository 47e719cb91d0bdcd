import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedIcon from '@mui/icons-material/Verified';
import GppBadIcon from '@mui/icons-material/GppBad';
import { COUNTRIES, formatMoney, formatNumber } from '@vitrina/domain/countries/countries';
import { formatDayMonthYear } from '@vitrina/domain/sales/calendar';
import type { ReceiptVerification } from '@vitrina/domain/sales/receipts';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { useReceiptVerification } from '../api/verify-receipt';

const TEXT = {
  title: 'Verificación de comprobante',
  genuine: 'Comprobante auténtico',
  genuineIntro: 'Vitrina emitió este comprobante. Certifica que el portal aceptó la siguiente declaración:',
  invalid: 'Comprobante no válido',
  invalidIntro:
    'Este código no corresponde a un comprobante emitido por Vitrina, o el comprobante fue alterado. Revisa que el código sea el del documento.',
  badCode: 'El código de verificación no es válido. Tiene 4 grupos de 5 letras o números, por ejemplo ABCDE-FGHIJ-KLMNO-PQRST.',
  loading: 'Verificando el comprobante…',
  failed: 'No pudimos verificar el comprobante en este momento. Intenta nuevamente en unos minutos.',
  code: 'Código',
  kind: 'Tipo',
  company: 'Empresa',
  taxId: 'Identificador fiscal',
  building: 'Centro comercial',
  brand: 'Marca',
  store: 'Local',
  period: 'Período declarado',
  justification: 'Justificación',
  tickets: 'Tickets',
  gross: 'Monto total bruto',
  rows: 'Filas de la carga',
  declaredBy: 'Declarado por',
  declaredAt: 'Registrado en el servidor',
  issuedAt: 'Comprobante emitido',
  signIn: 'Ir a Vitrina',
} as const;

type Receipt = NonNullable<ReceiptVerification['comprobante']>;

/** '2026-11-21' → '21/11/2026'; '2026-11' → '11/2026'; '2026-11-17/2026-11-18' → 'del 17/11/2026 al 18/11/2026'. */
function periodLabel(p: string) {
  const [from, to] = p.split('/');
  if (to) return `del ${formatDayMonthYear(from!)} al ${formatDayMonthYear(to)}`;
  return /^\d{4}-\d{2}$/.test(p) ? `${p.slice(5)}/${p.slice(0, 4)}` : formatDayMonthYear(p);
}

/** What the receipt certifies, in the receipt's country's money and time zone. */
function certified(r: Receipt, code: string): [string, string][] {
  const zone = COUNTRIES[r.pais].timeZone;
  const rows: [string, string | null | undefined][] = [
    [TEXT.code, code],
    [TEXT.kind, r.tipo_nombre],
    [TEXT.company, r.empresa],
    [TEXT.taxId, r.tax_id],
    [TEXT.building, r.edificio],
    [TEXT.brand, r.marca],
    [TEXT.store, r.local],
    [TEXT.period, periodLabel(r.periodo)],
    [TEXT.justification, r.justificacion],
    [TEXT.rows, r.cantidad_filas === undefined ? undefined : formatNumber(r.cantidad_filas, r.pais)],
    [TEXT.tickets, r.total_tickets == null ? undefined : formatNumber(r.total_tickets, r.pais)],
    [TEXT.gross, r.monto_total_bruto == null ? undefined : formatMoney(r.monto_total_bruto, r.pais)],
    [TEXT.declaredBy, r.declarado_por],
    [TEXT.declaredAt, formatDateTime(r.registrado_en, zone)],
    [TEXT.issuedAt, formatDateTime(r.emitido_en, zone)],
  ];
  return rows.filter((row): row is [string, string] => !!row[1]);
}

function Outcome({ code }: { code: string }) {
  const q = useReceiptVerification(code);
  if (q.isPending) {
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{TEXT.loading}</Typography>
      </Stack>
    );
  }
  if (q.isError) {
    const bad = q.error instanceof ApiError && q.error.status === 400;
    return <Alert severity={bad ? 'warning' : 'error'}>{bad ? TEXT.badCode : TEXT.failed}</Alert>;
  }
  const r = q.data.valido ? q.data.comprobante : undefined;
  if (!r) {
    return (
      <Stack spacing={2}>
        <Verdict icon={<GppBadIcon color="error" fontSize="large" aria-hidden />} title={TEXT.invalid} intro={TEXT.invalidIntro} />
      </Stack>
    );
  }
  return (
    <Stack spacing={2}>
      <Verdict icon={<VerifiedIcon color="success" fontSize="large" aria-hidden />} title={TEXT.genuine} intro={TEXT.genuineIntro} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, columnGap: 2, rowGap: 1 }}>
        {certified(r, code).map(([k, v]) => (
          <Box key={k} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {k}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
              {v}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

/**
 * comprobantes/{code}: where a receipt's verification link leads a person, with no session needed.
 * It says whether the receipt is genuine and what it certifies; machines read the same answer as
 * JSON at GET /api/fo/receipts/verify/{code}.
 */
export default function ReceiptVerificationPage() {
  const { code = '' } = useParams();
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default', display: 'flex', justifyContent: 'center', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 720, alignSelf: 'flex-start', mt: { xs: 2, sm: 6 } }}>
        <CardContent>
          <Stack spacing={3}>
            <Typography variant="h1">{TEXT.title}</Typography>
            <Outcome code={code} />
            <Link href="/">{TEXT.signIn}</Link>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

/** The answer of a check: its icon and title, then what it means. */
function Verdict({ icon, title, intro }: { icon: ReactNode; title: string; intro: string }) {
  return (
    <>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        {icon}
        <Typography variant="h2">{title}</Typography>
      </Stack>
      <Typography>{intro}</Typography>
    </>
  );
}
