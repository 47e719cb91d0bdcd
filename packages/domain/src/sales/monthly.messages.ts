/** Spanish texts of monthly sales (spec 2 §2, §5, §8), verbatim where the spec gives them. */
export const MONTHLY_MSG = {
  title: 'Ventas Mensuales',
  dialogTitle: 'Registro de venta mensual',
  dialogTitleChl: 'Registro de Venta Mensual',
  noContracts: 'Este usuario no tiene contratos asignados.',
  noLocal: 'Sin Nº Local / Nº Municipal',
  localLabel: 'Nº Local / Nº Municipal',
  saving: 'Guardando...',
  save: 'Guardar',
  cancel: 'Cancelar',
  edit: 'Editar',
  declare: 'Declarar',
  audited: 'Auditada',
  backToTour: 'Volver al tour',
  cutoffCaption: (day: number) => `Las ventas del mes anterior se pueden cargar hasta el día ${day} del mes en curso.`,
  peruDeadlineCaption: 'Recuerda considerar el plazo máximo establecido en tu contrato; cargar la venta fuera de plazo puede estar sujeto a multa.',
  monthLabel: 'Mes',

  // toasts (§8)
  success: 'Venta mensual registrada correctamente',
  failure: 'Ocurrió un error al registrar la venta mensual. Por favor, inténtalo de nuevo.',
  saleDateInvalid: 'La fecha de venta no es válida. Por favor, verifica la fecha de corte.',
  /** the server's answer past the cut-off; the web shows saleDateInvalid */
  saleDateInvalidApi: 'Sale date is not valid',
  uploading: 'Aún se está subiendo el archivo, por favor espere.',
  evidenceUnlinked: 'Evidencia eliminada',

  // field messages (§5, §8)
  required: 'requerido',
  fieldRequired: 'Campo requerido',
  positive: 'debe ser positivo',
  integer: 'Debe ser un número entero',
  twoDecimals: 'Máximo 2 decimales',
  moneyMax: 'El monto máximo es 9.999.999.999',
  max5: 'Máximo 5 caracteres',
  max255: 'Máximo 255 caracteres',
  netAboveGross: '* El monto neto no puede ser mayor al monto bruto',
  evidenceRequired: 'Debe subir al menos un archivo como evidencia de la venta mensual',
  /** not in the spec wording */
  tooManyFiles: (max: number) => (max === 1 ? 'Solo puedes adjuntar un archivo' : `Puedes adjuntar hasta ${max} archivos`),
  amountsWithoutTickets: 'Ingresa la cantidad de tickets antes de los montos',
  auditedLocked: 'La venta mensual está auditada y no puede modificarse',
  fileInOtherSale: 'El archivo ya está asociado a otra venta',
  contractNotFound: 'No se encontró el contrato',
  noSale: 'No hay una venta mensual registrada para este contrato',

  // labels per country (§2, §3)
  labels: {
    name: 'Nombre', local: 'Local', localMunicipal: 'Nº Local Municipal', contract: 'Contrato', tickets: 'Tickets',
    cash: 'Efectivo', card: 'Tarjeta', gross: 'Venta bruta', net: 'Venta neta', netNoIgv: 'Venta neta total (sin IGV)',
    creditNote: 'Nota de crédito', receiptSeries: 'Serie boletas', invoiceSeries: 'Serie facturas', grossTotal: 'Venta total bruta',
    netTotal: 'Venta neta total', actions: 'Acciones', localNumber: 'Nº Local', evidence: 'Evidencia', date: 'Fecha',
    ticketsCount: 'Cantidad de tickets', comment: 'Comentarios', attach: 'Adjuntar archivo', attachMany: 'Adjuntar archivos',
  },
} as const;
