import { useEffect } from 'react';
import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar, enqueueSnackbar } from 'notistack';
import { setToastApi } from '../lib/toast';

/** notistack's default colours fail WCAG AA with white text: use the theme's darker ones. */
const Toast = styled(MaterialDesignContent)(({ theme: t }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: t.palette.success.main },
  '&.notistack-MuiContent-error': { backgroundColor: t.palette.error.main },
  '&.notistack-MuiContent-warning': { backgroundColor: t.palette.warning.main },
  '&.notistack-MuiContent-info': { backgroundColor: t.palette.info.main },
  '&.notistack-MuiContent-default': { backgroundColor: '#2b2f36' },
}));

/** The toasts' container (notistack), loaded on the first toast (lib/toast.ts). */
export default function ToastHost() {
  useEffect(() => {
    setToastApi({ enqueueSnackbar, closeSnackbar });
    return () => setToastApi(null);
  }, []);
  return (
    <SnackbarProvider
      maxSnack={5}
      autoHideDuration={5000}
      preventDuplicate
      // bottom: toasts must not cover the top bar's controls
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      Components={{ default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast }}
    />
  );
}
