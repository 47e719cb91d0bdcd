import { ERROR_PAGE_TEXT } from '../../components/error-page';

/** Texts of the error and 'En construcción' pages. Catalogue texts: domain MSG. */
export const ERRORS_TEXT = {
  ...ERROR_PAGE_TEXT,
  constructionText: (title: string) => `Estamos construyendo la sección ${title}. Muy pronto estará disponible.`,
  constructionFallbackTitle: 'esta sección',
} as const;
