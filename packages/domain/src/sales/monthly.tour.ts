import type { CountryId } from '../countries/countries';

/** The monthly-sales guided tour per country (steps not given by the spec: ours). */
export interface MonthlyTourStep {
  target?: string;
  title: string;
  body: string;
}

const AMOUNTS: Record<CountryId, string> = {
  CHL: 'Ingresa la cantidad de tickets, el monto en efectivo y en tarjeta: la venta bruta y la neta (sin IVA) se calculan solas. Puedes adjuntar una boleta o respaldo en imagen o PDF.',
  PER: 'Ingresa las series de boletas y facturas, la cantidad de tickets, la venta neta sin IGV y las notas de crédito. Puedes adjuntar un archivo de respaldo.',
  ARG: 'Ingresa el efectivo, la tarjeta y la cantidad de tickets; la venta neta no puede ser mayor que la bruta. Puedes adjuntar un archivo de respaldo.',
  COL: 'Ingresa la cantidad de tickets y la venta neta, y sube entre uno y cinco archivos como evidencia de la venta.',
};

export const monthlyTourSteps = (country: CountryId): MonthlyTourStep[] => [
  { title: 'Ventas Mensuales', body: 'Aquí declaras la venta del mes anterior de cada uno de tus contratos.' },
  { target: 'monthly-period', title: 'Periodo', body: 'El periodo es siempre el mes anterior; no se puede cambiar.' },
  {
    target: 'monthly-cutoff',
    title: 'Día de corte',
    body:
      country === 'PER'
        ? 'Puedes cargar la venta hasta el día de corte. Revisa también el plazo máximo de tu contrato: fuera de plazo puede haber multa.'
        : 'Puedes cargar la venta del mes anterior hasta el día de corte indicado.',
  },
  {
    target: 'monthly-list',
    title: 'Tus contratos',
    body: "Cada fila es un contrato con su local. 'Declarar' abre el registro; 'Editar' corrige una venta ya cargada; 'Auditada' no se puede modificar.",
  },
  { title: 'Registro de venta mensual', body: AMOUNTS[country] },
];

export const MONTHLY_TOUR_BUTTONS = {
  next: 'Siguiente',
  previous: 'Anterior',
  skip: 'Omitir Tour',
  finish: 'Finalizar',
  close: 'Cerrar',
} as const;
