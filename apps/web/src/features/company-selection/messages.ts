/** Texts of 'Seleccionar empresa' (route seleccionEmpresa). */
export const COMPANY_SELECTION_TEXT = {
  title: 'Seleccionar empresa',
  intro: 'Elige la empresa con la que quieres trabajar. El menú y tus permisos cambian según la empresa elegida.',
  listLabel: 'Tus empresas',
  current: 'Actual',
  viewData: 'Ver datos',
  viewDataOf: (name: string) => `Ver datos de ${name}`,
  switched: (name: string) => `Ahora trabajas con ${name}`,
  none: 'No perteneces a ninguna empresa. Pide a la administración de tu empresa que te agregue.',
} as const;
