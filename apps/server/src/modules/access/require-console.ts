import type { Scope } from './scope';
import { notFound } from './errors';
import { staffCovers } from './require';

/** A client's page in the clients directory: 404 when the caller's read:Directory does not cover its country (nothing revealed). */
export function requireDirectoryClient(scope: Scope, client: { country_id: string }) {
  if (!staffCovers(scope, 'read:Directory', client.country_id)) throw notFound();
}
