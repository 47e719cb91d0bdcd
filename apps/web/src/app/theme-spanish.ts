import type { ThemeOptions } from '@mui/material/styles';

/*
 * MUI's Spanish texts, as '@mui/material/locale' gives them (esES), with one difference: its
 * numbers ('1–10 de 120') are formatted by a formatter made on first use. esES makes its
 * Intl.NumberFormat when it is imported, and that first Intl set-up cost every page, the login
 * page included, about 12 ms of its start before anything showed.
 */
let numbers: Intl.NumberFormat | undefined;
const formatNumber = (n: number) => (Number.isFinite(n) ? (numbers ??= new Intl.NumberFormat('es-ES')).format(n) : String(n));

type EdgeType = 'first' | 'last' | 'next' | 'previous';
const edgeLabel = (type: EdgeType | 'page' | 'start-ellipsis' | 'end-ellipsis') =>
  type === 'first'
    ? 'Ir a la primera página'
    : type === 'last'
      ? 'Ir a la última página'
      : type === 'next'
        ? 'Ir a la página siguiente'
        : 'Ir a la página anterior';

export const spanishTexts: ThemeOptions = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar ruta' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: edgeLabel,
        labelRowsPerPage: 'Filas por página:',
        labelDisplayedRows: ({ from, to, count }) =>
          `${formatNumber(from)}–${formatNumber(to)} de ${count !== -1 ? formatNumber(count) : `más de ${formatNumber(to)}`}`,
      },
    },
    MuiRating: {
      defaultProps: { getLabelText: (value: number) => `${value} Estrella${value !== 1 ? 's' : ''}`, emptyLabelText: 'Vacío' },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Limpiar',
        closeText: 'Cerrar',
        loadingText: 'Cargando…',
        noOptionsText: 'Sin opciones',
        openText: 'Abierto',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Cerrar' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Paginador',
        getItemAriaLabel: (type, page, selected) => (type === 'page' ? `${selected ? '' : 'Ir a la '}página ${page}` : edgeLabel(type)),
      },
    },
  },
};
