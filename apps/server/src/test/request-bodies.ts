/** A store's air-conditioning ticket (the help tests' usual request). */
export const climaTicket = {
  edificio: 'CHL-B1',
  local_id: 'c1001',
  area: 'Mantención',
  request: 'Climatización',
  subtype: 'Bajar temperatura',
  impide: 'si_impide_atender_clientes',
  description: 'Hace mucho calor en el local',
  phone: '+56 9 1111 2222',
};

/** An announcement whose upload the multipart tests leave unfinished. */
export const unfinishedAnnouncement = {
  title: 'Aviso sin terminar',
  description: 'Una subida que no termina',
  content: '<p>Hola</p>',
  category: 'Circulares',
  countries: ['chl'],
  startDate: '2026-11-20T12:00:00Z',
  endDate: '2026-12-20T12:00:00Z',
};
