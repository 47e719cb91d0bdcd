/** The welcome tour: eight steps, automatic at the first sign-in. */
export interface TourStep {
  /** the element the step points at: `[data-tour="<target>"]`; none for the welcome step */
  target?: string;
  title: string;
  body: string;
}

export const WELCOME_TOUR: TourStep[] = [
  { title: '¡Bienvenido a Vitrina!', body: 'Te mostramos en pocos pasos dónde está cada cosa del portal de tu centro comercial.' },
  { target: 'menu', title: 'Menú', body: 'Desde el menú lateral llegas a todas las secciones. Puedes contraerlo para tener más espacio.' },
  { target: 'mural', title: 'Mural', body: 'El inicio: tus últimas notificaciones, noticias del centro comercial y accesos rápidos.' },
  {
    target: 'empresa',
    title: 'Empresa',
    body: 'Los datos de tu empresa, contratos, facturas, notas de cargo, gastos comunes y cuentas por pagar.',
  },
  {
    target: 'ventas',
    title: 'Declarar ventas',
    body: 'Aquí declaras las ventas diarias y mensuales de tus locales, o justificas los días sin venta.',
  },
  { target: 'usuarios', title: 'Usuarios', body: 'Administra los usuarios de tu empresa y sus permisos.' },
  { target: 'ayuda', title: 'Centro de ayuda', body: 'Preguntas frecuentes y contacto con soporte cuando lo necesites.' },
  {
    target: 'notificaciones',
    title: 'Notificaciones',
    body: 'La campana te avisa de las novedades. Puedes volver a ver este tour desde tu menú de usuario.',
  },
];

export const TOUR_BUTTONS = {
  start: 'Comenzar',
  next: 'Siguiente',
  previous: 'Anterior',
  skip: 'Omitir Tour',
  finish: 'Finalizar',
} as const;

/** The tour starts by itself when the login count is exactly 1. */
export const shouldStartTour = (loginCount: number) => loginCount === 1;

/** Which buttons a step shows. */
export function tourButtons(index: number, total = WELCOME_TOUR.length) {
  const first = index === 0;
  const last = index === total - 1;
  return {
    primary: first ? TOUR_BUTTONS.start : last ? TOUR_BUTTONS.finish : TOUR_BUTTONS.next,
    previous: !first,
    skip: !last,
  };
}
