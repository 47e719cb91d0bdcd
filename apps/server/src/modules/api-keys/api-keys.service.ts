import { AppError } from '@vitrina/domain/common/errors';
import { API_KEY_MSG } from '@vitrina/domain/api-keys/api-keys.messages';
import { MAX_LIVE_KEYS, type ApiKeyRow } from '@vitrina/domain/api-keys/api-keys.schema';
import { SALES_FEED_SCOPE } from '../../lib/api-keys';
import type { Access } from '../access/scope';
import { requireClient } from '../access/require';
import { notFound } from '../access/errors';

type Caller = { userId: string };

/**
 * A client's point-of-sale API keys, made by its company administrators
 * (manage:Client) through the access layer's one key mechanism: shown once, stored hashed,
 * named, bound to the client (every space of it), revocable, last use shown.
 */
export function createApiKeysService(d: { access: Access }) {
  const { access } = d;
  const admin = async (caller: Caller, clientId: string) => requireClient(await access.loadScope(caller.userId), clientId, 'manage:Client');
  const toRow = (
    k: { id: string; name: string; prefix: string; created_at: Date; last_used_at: Date | null; revoked_at: Date | null },
    by: string | null,
  ): ApiKeyRow => ({
    id: k.id,
    nombre: k.name,
    prefijo: k.prefix,
    creada: k.created_at.toISOString(),
    creada_por: by,
    ultimo_uso: k.last_used_at?.toISOString() ?? null,
    revocada: k.revoked_at?.toISOString() ?? null,
  });
  return {
    async list(caller: Caller, clientId: string) {
      await admin(caller, clientId);
      return { data: (await access.apiKeys.list(clientId)).map((r) => toRow(r.key, r.created_by_email)).reverse() };
    },
    async create(caller: Caller, clientId: string, nombre: string) {
      await admin(caller, clientId);
      if ((await access.apiKeys.liveCount(clientId)) >= MAX_LIVE_KEYS)
        throw new AppError('too_many_keys', 409, API_KEY_MSG.tooMany(MAX_LIVE_KEYS));
      const k = await access.apiKeys.create({ name: nombre, scope: SALES_FEED_SCOPE, clientId, createdBy: caller.userId });
      const scope = await access.loadScope(caller.userId);
      return { message: API_KEY_MSG.created, clave: k.key, data: toRow(k.row, scope.email) };
    },
    async revoke(caller: Caller, clientId: string, keyId: string) {
      await admin(caller, clientId);
      const row = await access.apiKeys.revoke({ id: keyId, clientId });
      if (!row) throw notFound(API_KEY_MSG.notFound);
      return { message: API_KEY_MSG.revoked };
    },
  };
}
export type ApiKeysService = ReturnType<typeof createApiKeysService>;
