/** The Spanish texts of 'Accesos a tus datos' (the tenant's access log). */
export const ACCESS_LOG_MSG = {
  title: 'Accesos a tus datos',
  intro:
    'Cada lectura de las ventas de tu empresa por personas o sistemas externos a ella (personal del centro comercial, claves API) queda registrada aquí.',
  from: 'Desde',
  to: 'Hasta',
  who: 'Quién',
  role: 'Rol',
  anyRole: 'Todos',
  filter: 'Filtrar',
  export: 'Exportar .xlsx',
  empty: 'No hay accesos registrados para estos filtros.',
  loadError: 'No pudimos cargar el registro de accesos.',
  retry: 'Reintentar',
  colWhen: 'Fecha y hora',
  colWho: 'Quién',
  colRole: 'Rol',
  colWhat: 'Qué',
  colDetail: 'Detalle',
  rangeInvalid: 'La fecha final no puede ser anterior a la inicial',
  sheet: 'Accesos',
} as const;
