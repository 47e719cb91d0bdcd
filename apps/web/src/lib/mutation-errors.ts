import { MutationCache } from '@tanstack/react-query';
import { enqueueSnackbar } from './toast';
import { MSG } from '@vitrina/domain/common/messages';
import { errorMessage, isApiError } from './api-client';

/**
 * How a failed mutation is shown, declared once on its hook (`useMutation({ meta: { errorToast } })`):
 * by default a toast with the server's Spanish text, else `fallback` (a text, or one chosen from
 * the call's variables); `clientErrorsOnly`: only a 4xx answer shows the server's text. `false`:
 * the caller shows the error itself (an inline text, a text per status).
 */
export type MutationErrorToast =
  | false
  | {
      /** `(variables: never)`: a function of any hook's variables fits */
      fallback?: string | ((variables: never) => string);
      clientErrorsOnly?: boolean;
    };

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { errorToast?: MutationErrorToast };
  }
}

/** The toast text of a failed mutation, or null when its caller shows the error. */
export function mutationErrorText(error: unknown, variables: unknown, toast: MutationErrorToast | undefined): string | null {
  if (toast === false) return null;
  const fallback = typeof toast?.fallback === 'function' ? toast.fallback(variables as never) : (toast?.fallback ?? MSG.genericError);
  if (toast?.clientErrorsOnly) return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : fallback;
  return errorMessage(error, fallback);
}

/** The one place that toasts failed mutations: the QueryClient's mutation cache. */
export function createMutationCache(notify: (text: string) => void = (text) => enqueueSnackbar(text, { variant: 'error' })) {
  return new MutationCache({
    onError: (error, variables, _result, mutation) => {
      const text = mutationErrorText(error, variables, mutation.meta?.errorToast);
      if (text) notify(text);
    },
  });
}
