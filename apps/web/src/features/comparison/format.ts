import { formatMoneyIn } from '@vitrina/domain/countries/countries';
import type { ComparisonMetric } from '@vitrina/domain/comparison/comparison.schema';

/** A metric's value as shown: money for sales per m² and the average ticket, a signed percentage for growth. */
export function formatMetric(metric: ComparisonMetric, v: number | null | undefined, currency: string, none = '--') {
  if (v === null || v === undefined) return none;
  if (metric === 'mom' || metric === 'yoy')
    return `${v > 0 ? '+' : ''}${new Intl.NumberFormat('es', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(v * 100)} %`;
  return formatMoneyIn(Math.round(v), currency);
}
