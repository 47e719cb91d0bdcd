import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FailureLayout } from './failure-layout';

/** Texts of the page shown when a page's code did not arrive. */
export const PAGE_CODE_TEXT = {
  title: 'No se pudo cargar la página',
  body: 'Revisa tu conexión a internet e inténtalo de nuevo. Si el problema continúa, puede que el portal se haya actualizado: al reintentar se carga la versión nueva.',
  retry: 'Reintentar',
} as const;

/** The last automatic reload after a page's code failed, by address (once a minute at most). */
const RELOADED_KEY = 'vitrina.pageCodeReload';
const RELOAD_AGAIN_AFTER_MS = 60_000;

function reloadedRecently(href: string) {
  try {
    const last = JSON.parse(sessionStorage.getItem(RELOADED_KEY) ?? 'null') as { href: string; at: number } | null;
    return !!last && last.href === href && Date.now() - last.at < RELOAD_AGAIN_AFTER_MS;
  } catch {
    return true;
  }
}

/**
 * A page whose code did not arrive (lib/page-code.ts). The first time, the app reloads by itself:
 * after a deploy the old code's files are gone and only a reload finds the new ones. If it fails
 * again within a minute, the page says so and offers 'Reintentar' (a reload). Nothing here loads
 * more code: it is part of the entry, as the failure may be the network's. Outside the app layout
 * (`standalone`) the page is its own <main>.
 */
export function PageCodeFailed({
  standalone = false,
  reload = () => window.location.reload(),
}: {
  standalone?: boolean;
  reload?: () => void;
}) {
  const [reloading] = useState(() => !reloadedRecently(window.location.href));
  useEffect(() => {
    if (!reloading) return;
    try {
      sessionStorage.setItem(RELOADED_KEY, JSON.stringify({ href: window.location.href, at: Date.now() }));
    } catch {
      /* no storage: reload once anyway */
    }
    reload();
  }, [reloading, reload]);
  if (reloading) return null;
  return (
    <FailureLayout standalone={standalone}>
      <Typography variant="h1">{PAGE_CODE_TEXT.title}</Typography>
      <Typography color="text.secondary">{PAGE_CODE_TEXT.body}</Typography>
      <Button variant="contained" onClick={reload}>
        {PAGE_CODE_TEXT.retry}
      </Button>
    </FailureLayout>
  );
}
