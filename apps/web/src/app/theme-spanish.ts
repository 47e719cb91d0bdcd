import type { ThemeOptions } from '@mui/material/styles';

/*
 * MUI's Spanish texts: the app's own under every table's pager (the one place they are written),
 * and for the other components what '@mui/material/locale' gives as esES. esES itself is not
 * imported: it makes an Intl.NumberFormat as it loads, about 12 ms of every page's start (the
 * login page's too) before anything showed, for numbers no pager here formats.
 */
const EDGES = {
  first: 'Ir a la primera página',
  last: 'Ir a la última página',
  next: 'Ir a la página siguiente',
  previous: 'Ir a la página anterior',
};
/** The label of a pager's arrow; any other item reads as 'previous', as in esES. */
const edgeLabel = (type: string) => EDGES[type as keyof typeof EDGES] ?? EDGES.previous;

export const spanishTexts: ThemeOptions = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Mostrar ruta' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: edgeLabel,
        labelRowsPerPage: 'Filas por página',
        labelDisplayedRows: ({ from, to, count }) => `${from}–${to} de ${count}`,
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
