import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { COUNTRIES, clientId, type CountryId } from '@vitrina/domain/countries/countries';
import { todayIn } from '@vitrina/domain/finance/aging';
import type { DebtStatus } from '@vitrina/domain/finance/finance.schema';
import type { Db } from '../client';
import * as t from '../schema/index';
import type { FileStorage } from '../../lib/storage';
import { textPdf } from '../../lib/pdf';
import { commonExpenseFile } from '../../modules/finance/expense-files';
import type { FileInsert } from '../schema/files';

/** The demo's hundreds of invoices in the PDF's built-in font: fast to make (see lib/pdf.ts). */
const SEED_PDF = { font: 'standard' as const };
import { DEMO_BUILDINGS, DEMO_CLIENTS, demoTaxId } from './demo-data';

/** The two billing societies of the operator in each country. */
export const DEMO_SOCIETIES: Record<CountryId, { code: string; name: string }[]> = {
  CHL: [
    { code: 'CL01', name: 'Inmobiliaria Vitrina Chile S.A.' },
    { code: 'CL02', name: 'Vitrina Servicios Comerciales SpA' },
  ],
  PER: [
    { code: 'PE01', name: 'Vitrina Perú S.A.C.' },
    { code: 'PE02', name: 'Centros Comerciales Vitrina Perú S.A.' },
  ],
  ARG: [
    { code: 'AR01', name: 'Vitrina Argentina S.A.' },
    { code: 'AR02', name: 'Shoppings Vitrina S.R.L.' },
  ],
  COL: [
    { code: 'CO01', name: 'Vitrina Colombia S.A.S.' },
    { code: 'CO02', name: 'Centros Comerciales Vitrina Colombia S.A.S.' },
  ],
};

/** Days past due of the demo documents: every aging bucket, with documents on both sides of each boundary. */
const OFFSETS = [-25, -8, 0, 12, 30, 31, 47, 60, 61, 84, 90, 91, 133, 180, 181, 260, 400];
const STATUS_CYCLE: DebtStatus[] = ['Vencido', 'Vencido', 'En cobranza', 'Vencido', 'Abonado'];
const BUCKET = 'documentos';

const addDays = (ymd: string, days: number) => {
  const d = new Date(`${ymd}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const addMonths = (ym: string, months: number) => {
  const [y, m] = ym.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + months, 1));
  return d.toISOString().slice(0, 7);
};
const round = (n: number, decimals: number) => Math.round(n * 10 ** decimals) / 10 ** decimals;

/**
 * Accounts payable, invoices and common expenses of every demo client: debt across the
 * aging buckets and statuses, an agreement for the first client of each country, invoices of two
 * societies over 12 months (PDFs stored; some with a provider link; an Argentine one without view
 * type, shown 'Próximamente'), and 12 months of common-expense PDFs. Relative to `now`.
 */
export async function seedFinanceDemo(db: Db, storage: FileStorage, now: Date, bucket = BUCKET) {
  const store = async (path: string, pdf: Uint8Array) => {
    await storage.put(bucket, path, Readable.from(Buffer.from(pdf)));
    return { path, sha256: createHash('sha256').update(pdf).digest('hex'), size: pdf.length };
  };
  const firstOfCountry = new Set<number>();
  const seenCountry = new Set<CountryId>();
  DEMO_CLIENTS.forEach((c, i) => {
    if (!seenCountry.has(c.country)) firstOfCountry.add(i);
    seenCountry.add(c.country);
  });

  for (const [ci, c] of DEMO_CLIENTS.entries()) {
    const country = c.country;
    const cc = COUNTRIES[country];
    const taxId = demoTaxId(c);
    const cid = clientId(country, taxId);
    const today = todayIn(now, country);
    const socs = DEMO_SOCIETIES[country];
    const dec = cc.moneyDecimals;
    const scale = country === 'CHL' || country === 'COL' ? 1000 : 1;
    const base = country === 'COL' ? 2400 : country === 'CHL' ? 850 : 2900;

    await db.insert(t.debtDocuments).values(
      OFFSETS.map((days, k) => {
        const due = addDays(today, -days);
        const soc = socs[k % 2]!;
        return {
          client_id: cid,
          country_id: country,
          sociedad: soc.code,
          sociedad_facturadora: soc.name,
          nro_factura: `${ci + 1}${String(k + 1).padStart(5, '0')}`,
          folio: String(100000 + ci * 1000 + k * 7),
          tipo_documento: k % 6 === 5 ? 'Nota de débito' : 'Factura electrónica',
          centro_comercial: DEMO_BUILDINGS[country][(ci + k) % 3]!.name,
          fecha_emision: addDays(due, -30),
          fecha_vencimiento: due,
          total: round((base + ((k * 37 + ci * 11) % 90) * 13.37) * scale, dec),
          estado: days < 0 ? ('Por vencer' as const) : STATUS_CYCLE[k % STATUS_CYCLE.length]!,
        };
      }),
    );

    if (firstOfCountry.has(ci)) {
      // an agreement of 8 monthly instalments: the first ones past due (Vencido), the rest Vigente
      await db.insert(t.debtAgreementInstalments).values(
        Array.from({ length: 8 }, (_, k) => ({
          client_id: cid,
          country_id: country,
          sociedad: socs[0]!.code,
          sociedad_facturadora: socs[0]!.name,
          convenio: `CV${ci + 1}01`,
          numero_cuota: k + 1,
          fecha_vencimiento: addDays(today, (k - 3) * 30 + 5),
          valor_cuota: round(base * 0.6 * scale, dec),
        })),
      );
    }

    // invoices: two societies × 12 months
    const thisMonth = today.slice(0, 7);
    const invoiceRows: (typeof t.invoices.$inferInsert)[] = [];
    for (let m = 0; m < 12; m++) {
      const ym = addMonths(thisMonth, -m - 1);
      for (const [si, soc] of socs.entries()) {
        const numero = `${soc.code.slice(2)}${ci + 1}${String(m * 2 + si + 1).padStart(4, '0')}`;
        const neto = round((base * 1.4 + m * 17 + si * 101) * scale, dec);
        const tax = round(neto * (country === 'CHL' || country === 'COL' ? 0.19 : country === 'PER' ? 0.18 : 0.21), dec);
        const fecha = `${ym}-${String(5 + si).padStart(2, '0')}`;
        const row: typeof t.invoices.$inferInsert = {
          client_id: cid,
          country_id: country,
          society_code: soc.code,
          society_nombre: soc.name,
          numero,
          tipo_documento: 'Factura',
          fecha_emision: fecha,
          anio_mes: ym,
          monto_neto: neto,
          monto_impuesto: tax,
          monto_bruto: round(neto + tax, dec),
          compensada: m > 2,
          url: null,
          tipo_visualizacion: 'pdf',
        };
        if (m % 4 === 3 && si === 1) {
          // a provider's hosted invoice: opened by its link
          row.tipo_visualizacion = 'url';
          row.url = `https://facturas.vitrina.test/${country.toLowerCase()}/${numero}`;
        } else if (m === 0 && si === 1 && (country === 'ARG' || country === 'COL')) {
          // sent without view type: 'Próximamente' in Argentina and Colombia
          row.tipo_visualizacion = null;
          row.url = `https://facturas.vitrina.test/${country.toLowerCase()}/${numero}`;
        } else if (m === 11 && si === 0) {
          // not yet available from the ERP
          row.url = null;
        } else {
          const pdf = await textPdf(
            `Factura N° ${numero}`,
            [
              `${soc.name} — ${cc.taxIdLabel} emisor ${soc.code}`,
              `Cliente: ${c.name} — ${cc.taxIdLabel} ${taxId}`,
              `Fecha de emisión: ${fecha.split('-').reverse().join('/')}`,
              `Neto: ${neto} ${cc.currency} · Impuesto: ${tax} ${cc.currency} · Total: ${round(neto + tax, dec)} ${cc.currency}`,
            ],
            SEED_PDF,
          );
          const s = await store(`facturas/${country}/${cid}-${numero}.pdf`, pdf);
          row.pdf_bucket = bucket;
          row.pdf_path = s.path;
          row.pdf_sha256 = s.sha256;
        }
        invoiceRows.push(row);
      }
    }
    await db.insert(t.invoices).values(invoiceRows);

    // common expenses: 12 months, each PDF a stored file of the client (kind 'common-expense'), as the import leaves them
    const expenseFiles: FileInsert[] = [];
    const expenseRows: Omit<typeof t.expenseFiles.$inferInsert, 'file_id'>[] = [];
    for (let m = 0; m < 12; m++) {
      const ym = addMonths(thisMonth, -m - 1);
      const [y, mo] = ym.split('-');
      const building = DEMO_BUILDINGS[country][ci % 3]!.name;
      const nombre = `Gastos comunes ${mo}-${y}`;
      const bytes = await textPdf(
        `Gastos comunes ${mo}/${y}`,
        [`${building}`, `Cliente: ${c.name} — ${cc.taxIdLabel} ${taxId}`, 'Detalle de gastos comunes del periodo.'],
        SEED_PDF,
      );
      const file = commonExpenseFile({ clientId: cid, yearMonth: ym, nombre, bucket, bytes, at: now });
      await storage.put(bucket, file.path, Readable.from(Buffer.from(bytes)));
      expenseFiles.push(file);
      expenseRows.push({
        client_id: cid,
        country_id: country,
        year_month: ym,
        nombre,
        descripcion: `Gastos comunes de ${building}, periodo ${mo}/${y}`,
      });
    }
    await db.insert(t.files).values(expenseFiles);
    await db.insert(t.expenseFiles).values(expenseRows.map((r, k) => ({ ...r, file_id: expenseFiles[k]!.id! })));
  }
  for (const kind of ['debt', 'invoices', 'expenses'])
    await db.insert(t.financeImportRuns).values({ kind, source: 'seed', at: now, received: 0, inserted: 0, updated: 0, unchanged: 0 });
}
