import { useEffect, useState } from 'react';
import type { PublicConfig } from '@vitrina/domain/auth/auth.schema';
import { apiRequest } from '../api-client';

/** GET /api/fo/config: public settings needed before sign-in (links, support, environment). */
export const getPublicConfig = (signal?: AbortSignal) => apiRequest<PublicConfig>('/fo/config', { signal, sessionErrors: false });

let loaded: Promise<PublicConfig> | null = null;

/** The settings, asked once per page load (again after a failure): the login page and the data cache share the answer. */
export function getPublicConfigOnce(): Promise<PublicConfig> {
  loaded ??= getPublicConfig().catch((e: unknown) => {
    loaded = null;
    throw e;
  });
  return loaded;
}

/**
 * The settings for the login page, which has no data cache (TanStack Query is the other
 * pages', get-public-config.ts); undefined until they come, or when the call fails.
 */
export function usePublicConfigWithoutCache(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    let mounted = true;
    getPublicConfigOnce().then(
      (c) => mounted && setConfig(c),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return config;
}
