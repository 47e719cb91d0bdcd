/** Texts of the error and 'En construcción' pages (spec 1 §2.17). Catalogue texts: domain MSG. */
export const ERRORS_TEXT = {
  status: (status: number) => `Error ${status}`,
  signOut: 'Cerrar sesión',
  home: 'Volver a inicio',
  redirecting: 'Te llevaremos al inicio en unos segundos.',
  constructionText: (title: string) => `Estamos construyendo la sección ${title}. Muy pronto estará disponible.`,
  constructionFallbackTitle: 'esta sección',
} as const;
