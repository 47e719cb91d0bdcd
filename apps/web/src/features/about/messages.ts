/** Texts of the about page. */
export const ABOUT_TEXT = {
  title: 'Acerca de este sitio',
  purpose: 'Centralizar todas las interacciones con los locatarios en una única plataforma',
  purposeLabel: 'Propósito',
  frontEnd: 'Front-end',
  backEnd: 'Back-end',
  branch: 'Rama',
  commit: 'Commit',
  date: 'Fecha',
  tag: 'Tag',
  version: 'Versión',
  backEndError: 'No se pudo obtener la versión del back-end',
  downloadLogs: 'Descargar logs',
  unknown: 'desconocido',
} as const;
