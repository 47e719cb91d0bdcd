import { useCallback, useState } from 'react';
import { useSnackbar } from './toast';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { FILES_MSG } from '@vitrina/domain/files/files.rules';
import { fetchSignedUrl } from './api-client';
import { getSignedUrl } from './api/get-signed-url';
import { saveAs } from './save-as';

/**
 * Downloads a stored file through a signed link (POST /fo/files/signal/{country}), with the
 * spec's texts when the link cannot be had ('No se pudo obtener la URL de descarga') or the file
 * does not come ('Error al descargar el archivo'). A link of this origin is fetched, so a failure
 * shows; one of another origin (object storage) is opened for the browser to download.
 */
export function useFileDownload(country: CountryId) {
  const { enqueueSnackbar } = useSnackbar();
  const [downloading, setDownloading] = useState<string | null>(null);

  const download = useCallback(
    async (file: { bucket: string; path: string; name: string }) => {
      setDownloading(file.path);
      try {
        let url: string;
        try {
          url = await getSignedUrl(country, file);
        } catch {
          enqueueSnackbar(FILES_MSG.noUrl, { variant: 'error' });
          return;
        }
        if (new URL(url, window.location.href).origin !== window.location.origin) {
          saveAs(url, file.name);
          return;
        }
        try {
          const res = await fetchSignedUrl(url);
          if (!res.ok) throw new Error(String(res.status));
          const href = URL.createObjectURL(await res.blob());
          saveAs(href, file.name);
          setTimeout(() => URL.revokeObjectURL(href), 10_000);
        } catch {
          enqueueSnackbar(FILES_MSG.downloadError, { variant: 'error' });
        }
      } finally {
        setDownloading(null);
      }
    },
    [country, enqueueSnackbar],
  );

  return { download, downloading };
}
