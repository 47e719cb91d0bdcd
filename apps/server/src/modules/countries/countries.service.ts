import { createHash } from 'node:crypto';
import { DIVISIONS } from '@vitrina/domain/countries/divisions';
import { NATIONS } from '@vitrina/domain/countries/nations';
import { notFound } from '../access/errors';

/** A cacheable answer: its body and its strong ETag (a hash of the JSON). */
const cacheable = <T>(body: T) => ({
  body,
  etag: `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`,
});

const NATIONS_ANSWER = cacheable(NATIONS);
const DIVISION_ANSWERS = new Map(Object.entries(DIVISIONS).map(([id, tree]) => [id, cacheable(tree)]));

/**
 * Reference data by country (GET /nations, GET /{countryId}/divisions), served from data files in
 * the repository and cacheable for 24 hours, for every signed-in user of every country. (A brand's
 * spaces in a country, GET /{country}/spaces, are the companies module's.)
 */
export function createCountriesService() {
  /** Nationalities. */
  function nations() {
    return NATIONS_ANSWER;
  }

  /** A country's division tree: Chile's regions → provinces → communes, the first level elsewhere. */
  function divisions(countryId: string) {
    const answer = DIVISION_ANSWERS.get(countryId.toLowerCase());
    if (!answer) throw notFound();
    return answer;
  }

  return { nations, divisions };
}
export type CountriesService = ReturnType<typeof createCountriesService>;
