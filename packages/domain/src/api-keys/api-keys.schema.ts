import { z } from 'zod';
import { humanText } from '../common/text';
import { API_KEY_MSG } from './api-keys.messages';

/** POST /api/fo/companies/empresas/{id}/api-keys */
export const apiKeyCreateSchema = z.object({
  nombre: humanText({ error: API_KEY_MSG.nameRequired })
    .max(100)
    .refine((s) => s.length > 0, { error: API_KEY_MSG.nameRequired }),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreateSchema>;

/** A key as listed: never its secret. Times are ISO strings. */
export const apiKeyRowSchema = z.object({
  id: z.string(),
  nombre: z.string(),
  prefijo: z.string(),
  creada: z.string(),
  creada_por: z.string().nullable(),
  ultimo_uso: z.string().nullable(),
  revocada: z.string().nullable(),
});
export type ApiKeyRow = z.infer<typeof apiKeyRowSchema>;
export const apiKeyListSchema = z.object({ data: z.array(apiKeyRowSchema) });
/** The answer of a creation: the key itself, shown once. */
export const apiKeyCreatedSchema = z.object({ message: z.string(), clave: z.string(), data: apiKeyRowSchema });

/** The most live keys a client may hold at once. */
export const MAX_LIVE_KEYS = 20;
