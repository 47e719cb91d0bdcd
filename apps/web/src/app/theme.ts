import { createTheme } from '@mui/material/styles';
import { spanishTexts } from './theme-spanish';

/**
 * Vitrina's theme. Colours are picked for WCAG AA contrast against white text or a white
 * background (primary 10.6:1, secondary 7.2:1, text.secondary 7:1).
 */
export const theme = createTheme(
  {
    palette: {
      primary: { main: '#123c73', light: '#3d6aa8', dark: '#0a2650', contrastText: '#ffffff' },
      secondary: { main: '#00695c', contrastText: '#ffffff' },
      error: { main: '#b3261e' },
      warning: { main: '#8a4b00' },
      info: { main: '#0b5394' },
      success: { main: '#1b6e20' },
      background: { default: '#f4f6fa', paper: '#ffffff' },
      text: { primary: '#1c2430', secondary: '#4a5565' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 600 },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // the hidden attribute always hides: a Stack's or Box's display: flex would otherwise win
      // over the browser's [hidden] rule, and a hidden tab panel would show under the chosen one
      MuiCssBaseline: { styleOverrides: { '[hidden]': { display: 'none !important' } } },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      // on a phone the rows-per-page select, the range and the arrows wrap instead of being cut off
      MuiTablePagination: {
        styleOverrides: {
          toolbar: ({ theme: t }) => ({ [t.breakpoints.down('sm')]: { flexWrap: 'wrap', justifyContent: 'flex-end', paddingLeft: 0 } }),
          spacer: ({ theme: t }) => ({ [t.breakpoints.down('sm')]: { display: 'none' } }),
        },
      },
    },
  },
  spanishTexts,
);
