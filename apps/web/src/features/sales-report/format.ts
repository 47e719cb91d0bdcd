/** yyyy-MM-dd as dd/MM/yyyy. */
export const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
/** A fraction as a signed percentage ('+12,3 %'); '--' when null. */
export const pct = (v: number | null, signed = true) =>
  v === null
    ? '--'
    : `${signed && v > 0 ? '+' : ''}${new Intl.NumberFormat('es', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(v * 100)} %`;
/** Today's yyyy-MM-dd in a time zone, and the default period (month to date of yesterday). */
export function defaultPeriod(timeZone: string) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const y = new Date(`${today}T12:00:00Z`);
  y.setUTCDate(y.getUTCDate() - 1);
  const to = y.toISOString().slice(0, 10);
  return { from: `${to.slice(0, 8)}01`, to };
}
