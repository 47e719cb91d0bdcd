/** A Chilean day's sales figures (boletas, facturas, exentas) the daily-sales tests report. */
export const chileDayDetails = () => ({
  total_tickets_boletas: 12,
  total_monto_efectivo_boletas: 150_000,
  total_monto_tarjeta_boletas: 88_000,
  total_tickets_facturas: 1,
  total_monto_efectivo_facturas: 0,
  total_monto_tarjeta_facturas: 119_000,
  total_tickets_exentas: 0,
  total_monto_exentas: 0,
});

/** A day paid in cash on boletas only: `tickets` tickets for `amount`. */
export const cashDayDetails = (tickets: number, amount: number) => ({
  total_tickets_boletas: tickets,
  total_monto_efectivo_boletas: amount,
  total_monto_tarjeta_boletas: 0,
  total_tickets_facturas: 0,
  total_monto_efectivo_facturas: 0,
  total_monto_tarjeta_facturas: 0,
  total_tickets_exentas: 0,
  total_monto_exentas: 0,
});

/** The bulk daily-sales sheet's header columns (the ones both upload templates share). */
export const BULK_SHEET_COLUMNS = [
  'País',
  'RUT/ID fiscal',
  'ID espacio contrato',
  'Local',
  'Marca',
  'Centro comercial',
  'Fecha (aaaa-mm-dd)',
  'Total tickets',
  'Total ventas',
];
