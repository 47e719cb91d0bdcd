import { formatMoneyIn } from '@vitrina/domain/countries/countries';
import type { ComparisonMetric } from '@vitrina/domain/comparison/comparison.schema';

/** A metric's value as shown: money for sales per m² and the average ticket, a signed percentage for growth. */
export function formatMetric(metric: ComparisonMetric, v: number | null | undefined, currency: string, none = '--') {
  if (v === null || v === undefined) return none;
  if (metric === 'mom' || metric === 'yoy')
    return `${v > 0 ? '+' : ''}${new Intl.NumberFormat('es', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(v * 100)} %`;
  return formatMoneyIn(Math.round(v), currency);
}

/** The last 24 months up to the one before the previous (yyyy-MM), newest first, with their Spanish names. */
export function monthOptions(latest: string, count = 24) {
  const [y, m] = latest.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    const value = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const label = new Intl.DateTimeFormat('es', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
    return { value, label };
  });
}
