import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';

/** Requests from the old brand's hosts (LEGACY_HOSTS) go to the portal host. */
export function registerLegacyHosts(app: FastifyInstance, config: AppConfig) {
  if (!config.legacyHosts.length) return;
  const legacy = new Set(config.legacyHosts.map((h) => h.toLowerCase()));
  app.addHook('onRequest', async (req, reply) => {
    const host = (req.headers.host ?? '').split(':')[0]!.toLowerCase();
    if (legacy.has(host)) return reply.redirect(`${config.publicUrl}${req.url}`, 301);
  });
}
