/** Texts of the 'Notas de cargo' page (spec 1 §2.13). */
export const DEBIT_TEXT = {
  title: 'Notas de cargo',
  subtitle: 'Revisa las notas de cargo aceptadas.',
  seeNote: 'Ver nota',
  filter: 'Filtrar',
  filters: 'Filtros',
  clearFilters: 'Limpiar filtros',
  from: 'Aceptada desde',
  to: 'Aceptada hasta',
  search: 'Buscar notas de cargo',
  noData: 'No hay datos',
  rowsPerPage: 'Filas por página',
  displayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => `${from}–${to} de ${count}`,
  columns: { folio: 'Folio', sent: 'Fecha de envío', accepted: 'Fecha de aceptación', acceptedBy: 'Aceptada por', store: 'Nombre del local', storeNumber: 'N° de local', status: 'Estado', actions: 'Acciones' },
  caption: 'Notas de cargo de la empresa',
  rangeInvalid: 'La fecha desde debe ser anterior o igual a la fecha hasta',
  noClient: 'No tienes una empresa seleccionada',
} as const;
