import type { z } from 'zod';
import type { CountryId } from '@vitrina/domain/countries/countries';
import type { signalResponseSchema } from '@vitrina/domain/files/files.schema';
import { apiRequest } from '../api-client';

/** POST /fo/files/signal/{country}: a signed, expiring download link of a stored file. */
export const getSignedUrl = (country: CountryId, file: { bucket: string; path: string }) =>
  apiRequest<z.infer<typeof signalResponseSchema>>(`/fo/files/signal/${country.toLowerCase()}`, {
    method: 'POST',
    body: { bucket: file.bucket, path: file.path },
  }).then((r) => r.data.signal_url);
