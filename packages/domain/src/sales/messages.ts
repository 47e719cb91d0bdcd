/** The team named in 'Venta auditada por equipo {product}, no es posible editar'. */
export const AUDIT_TEAM = 'Vitrina';

/** Spanish texts of daily sales, verbatim where the spec gives them. */
export const SALES_MSG = {
  // success toasts
  reported: 'Venta diaria reportada exitosamente',
  updated: 'Venta diaria actualizada exitosamente',
  justified: 'Justificación registrada exitosamente',
  justificationUpdated: 'Justificación actualizada exitosamente',
  justificationDaily: 'Justificación de venta diaria registrada exitosamente',
  justifying: 'Justificando, esto puede tomar unos segundos...',
  registering: 'Registrando venta',
  registered: 'Registro exitoso',
  sending: 'Enviando solicitud',
  sent: 'Solicitud enviada',

  // refusals and failures
  audited: 'No puedes editar una venta auditada',
  auditedByTeam: (product: string) => `Venta auditada por equipo ${product}, no es posible editar`,
  /** The tooltip/message of an audited day, wherever it is shown locked */
  auditedLocked: `Venta auditada por equipo ${AUDIT_TEAM}, no es posible editar`,
  auditedBanner: 'Venta auditada',
  disabledByAudit: 'Deshabilitada por auditoría',
  disabledByAuditShort: 'Deshabilitado por auditoría',
  reportFailure: 'Revisa los campos ingresados, puede que las fechas esten pasadas del día de corte',
  reportError: 'Error reportando la venta diaria, por favor intenta nuevamente mas tarde',
  justificationFailure: 'Error al crear la justificación',
  cutoffPassed: (day: number) => `Ya no es posible declarar esta venta, el dia de corte es el ${day} de cada mes`,
  periodClosed: 'Ya no es posible editarla porque el periodo ya está cerrado',
  currentMonth: 'No puedes declarar la venta del mes en curso.',
  /** not in the spec: a day after today */
  futureDay: 'No es posible declarar ventas de días futuros',
  /** not in the spec: the justification range must stay in the sale's month ('limited to the day's month') */
  rangeOutsideMonth: 'Las fechas de la justificación deben estar dentro del mes de la venta',
  /** a reason without periodo covers the sale day alone: a range sent with it is refused as such */
  rangeNotAllowed: (date: string) => `Esta justificación no admite un rango de fechas: se aplica solo al día de la venta (${date})`,
  justifyZero: 'Justifica la no realización de ventas',
  justificationNotFound: 'La justificación seleccionada no existe',
  spaceNotFound: 'No hay espacios disponibles',
  contractNotFound: 'No se encontró un contrato vigente para este local en la fecha indicada',
  emailMismatch: 'El correo de la ruta no corresponde al usuario de la sesión',
  countryMismatch: 'El país indicado no corresponde al local',
  auditorOnly: 'Solo el equipo de auditoría puede auditar ventas',
  auditReasonRequired: 'Indica el motivo de la auditoría',
  auditReasonTooLong: (max: number) => `El motivo no puede superar ${max} caracteres`,
  auditMonthNotOver: 'Solo se puede auditar un mes completo cuando el mes ya terminó',
  auditMonthPending: (days: number) =>
    `El local tiene ${days} ${days === 1 ? 'día pendiente' : 'días pendientes'} en el mes: no es posible auditarlo completo`,

  // field messages
  required: 'Campo requerido',
  max4: 'Máximo 4 caracteres',
  max5: 'Máximo 5 caracteres',
  max8Digits: 'Máximo 8 dígitos',
  max255: 'Máximo 255 caracteres',
  positive: 'debe ser positivo',
  integer: 'Debe ser un número entero',
  /** not in the spec wording: Chile has no decimals, other countries at most 2 */
  noDecimals: 'Los montos no admiten decimales',
  twoDecimals: 'Máximo 2 decimales',
  moneyMax: 'El monto máximo es 9.999.999.999,99',
  ticketsMax: 'El monto máximo de tickets es 10.000',
  ticketsVsAmounts: 'El número de ticket puede ser igual o mayor a los montos',
  justificationRequired: 'Debes agregar una justificación',
  bothDates: 'Debes seleccionar ambas fechas (Desde y Hasta) para esta justificación',
  endBeforeStart: 'La fecha Hasta no puede ser anterior a la fecha Desde',
  dateInRange: (date: string) => `La fecha de la venta (${date}) debe estar dentro del rango seleccionado`,
  commentRequired: 'Debes ingresar un comentario',
  confirmRequired: 'Debes confirmar que los datos son correctos',
  invalidDate: 'Fecha inválida',

  // justification form
  justificationHeading: 'Estimado usuario usted no ha registrado ventas',
  justificationPrompt: 'Por favor indique el motivo a continuación.',
  justificationSelect: 'Seleccione una justificación',
  addComment: 'Añadir comentario / nota',
  confirm: 'Confirmo que los datos son correctos',
  confirmOverwrite: '. Se sobreescribirán las ventas anteriormente ingresadas.',
  justifiedBy: (name: string, comment?: string | null) => `Justificada por ${name} - ${comment ?? ''}`,

  // blocking modal
  blockingTitle: 'Tienes ventas pendientes del mes anterior',
  blockingBody: 'No puedes declarar ventas para este mes si tienes ventas pendientes del mes anterior.',
  blockingGoPrevious: 'Ir al periodo anterior',
  blockingGoBack: 'Volver a la página anterior',
  daysWithoutSales: 'Tienes días sin ventas reportadas',

  // overview
  emptyAll: 'Sin locales asignados',
  emptyUpToDate: 'No tienes locales al día',
  emptyAudited: 'Felicitaciones, no tienes locales auditados!',
  statusUpToDate: 'Al día',
  statusPending: 'Pendiente',
  statusAudited: 'Auditada',

  // bulk upload
  bulkSuccess: 'Ventas cargadas correctamente',
  bulkFailure: 'Error al cargar las ventas masivas, porfavor revisa que no hayas modificado los campos en rojo o amarillo.',
  bulkGeneric: 'Error en la carga',
  bulkNoContracts: 'No hay contratos disponibles para generar ventas diarias.',
  bulkErrorsHeading: 'Errores de validación',
  bulkRowTaxId: (row: number) => `Fila ${row}: RUT/ID Fiscal no coincide con el cliente seleccionado`,
  bulkRowContract: (row: number, id: string) => `Fila ${row}: ID Espacio Contrato "${id}" no encontrado en los contratos del cliente`,
  bulkRow: (row: number, message: string) => `Fila ${row}: ${message}`,
  bulkMore: (n: number) => `... y ${n} errores más`,
  /** not in the spec: the upload checks */
  bulkNotXlsx: 'El archivo debe ser un .xlsx',
  bulkOneSheet: 'El archivo debe tener una sola hoja',
  bulkTooLarge: 'El archivo debe ser menor a 10MB',
  bulkEmpty: 'El archivo no tiene filas',
  bulkTooManyRows: (max: number) => `El archivo tiene más filas de las que puede tener: como máximo ${max} (contratos × días del mes)`,

  // store chiefs
  storeChiefsMax: 'No se puede asignar mas de 2 jefes por local',
  storeChiefAdded: 'Agregado',
  storeChiefAddError: 'Error al agregar',
  storeChiefRemoved: 'Se desasignó el usuario',
  storeChiefRemoveError: 'Error al desasignar',
  noContacts: 'No se encontraron contactos',
  /** not in the spec: the candidate is not a contact of the space's company */
  storeChiefNotContact: 'El usuario no es un contacto de la empresa',
} as const;
