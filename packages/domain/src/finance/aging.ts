import { zonedDateString } from '../common/clock';
import { labelled } from '../common/labels';
import { COUNTRIES, type CountryId } from '../countries/countries';

/** The aging buckets of accounts payable (30/60/90/180 days), in the order the page shows them, with their labels on the page. */
export const { ids: AGING_BUCKETS, labels: AGING_LABELS } = labelled({
  deudaMenorA30Dias: '<=30 días',
  deudaEntre31Y60Dias: '31-60 días',
  deudaEntre61Y90Dias: '61-90 días',
  deudaEntre91Y180Dias: '91-180 días',
  deudaMayorA180Dias: '>180 días',
});
export type AgingBucket = (typeof AGING_BUCKETS)[number];

const DAY_MS = 86_400_000;
const dayNumber = (ymd: string) => {
  const [y, m, d] = ymd.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / DAY_MS;
};

/** Today's calendar date (yyyy-MM-dd) in a country's time zone, from the one clock's instant. */
export const todayIn = (now: Date, country: CountryId) => zonedDateString(now, COUNTRIES[country].timeZone);

/**
 * Days past the due date (yyyy-MM-dd), counted between calendar days in the client's country time
 * zone: 0 on the due date, negative while not yet due.
 */
export const daysPastDue = (dueDate: string, now: Date, country: CountryId) => dayNumber(todayIn(now, country)) - dayNumber(dueDate);

/**
 * The bucket of a document: up to 30 days past due (and what is not yet due), 31-60, 61-90, 91-180, over 180.
 * @internal the boundaries are tested through it; agingSummary counts today once for every document
 */
export function agingBucket(dueDate: string, now: Date, country: CountryId): AgingBucket {
  return bucketOfDays(daysPastDue(dueDate, now, country));
}

const bucketOfDays = (days: number): AgingBucket =>
  days <= 30
    ? 'deudaMenorA30Dias'
    : days <= 60
      ? 'deudaEntre31Y60Dias'
      : days <= 90
        ? 'deudaEntre61Y90Dias'
        : days <= 180
          ? 'deudaEntre91Y180Dias'
          : 'deudaMayorA180Dias';

/** Amounts are summed in cents so that 2-decimal currencies add up exactly. */
const cents = (n: number) => Math.round(n * 100);

/** The debt summary's total and buckets of a set of documents. */
export function agingSummary(docs: { fechaDeVencimiento: string; totalFactura: number }[], now: Date, country: CountryId) {
  const acc: Record<AgingBucket, number> = {
    deudaMenorA30Dias: 0,
    deudaEntre31Y60Dias: 0,
    deudaEntre61Y90Dias: 0,
    deudaEntre91Y180Dias: 0,
    deudaMayorA180Dias: 0,
  };
  let total = 0;
  // today in the client's zone once (a zoned date per document would dominate a large client's answer)
  const today = dayNumber(todayIn(now, country));
  for (const d of docs) {
    acc[bucketOfDays(today - dayNumber(d.fechaDeVencimiento))] += cents(d.totalFactura);
    total += cents(d.totalFactura);
  }
  return {
    deudaTotal: total / 100,
    ...(Object.fromEntries(AGING_BUCKETS.map((b) => [b, acc[b] / 100])) as Record<AgingBucket, number>),
  };
}

/** Agreement instalment status: 'Vencido' once its due date has passed in the client's zone, else 'Vigente'. */
export const AGREEMENT_STATUSES = ['Vencido', 'Vigente'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
export const agreementStatus = (dueDate: string, now: Date, country: CountryId): AgreementStatus =>
  daysPastDue(dueDate, now, country) > 0 ? 'Vencido' : 'Vigente';
