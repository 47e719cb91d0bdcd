import { createHash } from 'node:crypto';
import { DIVISIONS } from '@vitrina/domain/countries/divisions';
import { NATIONS } from '@vitrina/domain/countries/nations';
import type { FeatureSwitch } from '../../lib/country-features';
import type { Access } from '../access/scope';
import { notFound } from '../access/errors';

/** A cacheable answer: its body and its strong ETag (a hash of the JSON). */
const cacheable = <T>(body: T) => ({
  body,
  etag: `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`,
});

const NATIONS_ANSWER = cacheable(NATIONS);
const DIVISION_ANSWERS = new Map(Object.entries(DIVISIONS).map(([id, tree]) => [id, cacheable(tree)]));

/**
 * Reference data of the new-worker form (GET /nations, GET /{countryId}/divisions),
 * served from data files in the repository and cacheable for 24 hours. Part of the work-request
 * feature: 404 where the country's switch is off.
 */
export function createCountriesService(deps: { access: Access; feature: FeatureSwitch }) {
  /** Nationalities: for a caller with the feature on in their country or one of their clients' countries. */
  async function nations(caller: { userId: string }) {
    const scope = await deps.access.loadScope(caller.userId);
    const clientCountries = [...scope.clients.keys()].map((id) => id.slice(0, 3));
    await deps.feature.require([scope.countryId, ...clientCountries]);
    return NATIONS_ANSWER;
  }

  /** A country's division tree (regions → provinces → communes), where the feature is on. */
  async function divisions(countryId: string) {
    const answer = DIVISION_ANSWERS.get(countryId.toLowerCase());
    if (!answer) throw notFound();
    await deps.feature.require(countryId.toUpperCase());
    return answer;
  }

  return { nations, divisions };
}
export type CountriesService = ReturnType<typeof createCountriesService>;
