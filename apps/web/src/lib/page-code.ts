import { lazy } from 'react';

/** How long a page's code may take to arrive before the page says it could not load. */
export const PAGE_CODE_TIME_LIMIT_MS = 30_000;

/** A page's code did not arrive: the network failed, it took too long, or a deploy removed it. */
export class PageCodeError extends Error {
  constructor(cause?: unknown) {
    super('No se pudo cargar el código de la página', { cause });
    this.name = 'PageCodeError';
  }
}

export const isPageCodeError = (e: unknown): e is PageCodeError => e instanceof PageCodeError;

/**
 * A page's code (a dynamic import) within a time limit: a failure or a time-out rejects with a
 * PageCodeError, which the app's error boundary shows as 'No se pudo cargar la página' with a way
 * to try again, instead of a navigation that waits forever or a generic error.
 */
export function loadPageCode<M>(load: () => Promise<M>, ms = PAGE_CODE_TIME_LIMIT_MS): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(new PageCodeError(new Error(`more than ${ms} ms`))), ms);
    load().then(
      (m) => {
        clearTimeout(timer);
        resolve(m);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(new PageCodeError(e));
      },
    );
  });
}

/** React.lazy over loadPageCode: the pages and the parts of pages loaded on demand. */
export const lazyPage: typeof lazy = (load) => lazy(() => loadPageCode(load));
