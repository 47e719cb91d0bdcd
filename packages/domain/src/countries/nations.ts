import type { Nation } from '../workers/workers.schema';

/** Nationalities of the new-worker form: ISO 3166 alpha-3 ids, the region's most common first. */
const LIST: [string, string, string][] = [
  ['CHL', 'Chile', '🇨🇱'],
  ['ARG', 'Argentina', '🇦🇷'],
  ['BOL', 'Bolivia', '🇧🇴'],
  ['BRA', 'Brasil', '🇧🇷'],
  ['COL', 'Colombia', '🇨🇴'],
  ['CUB', 'Cuba', '🇨🇺'],
  ['ECU', 'Ecuador', '🇪🇨'],
  ['HTI', 'Haití', '🇭🇹'],
  ['PRY', 'Paraguay', '🇵🇾'],
  ['PER', 'Perú', '🇵🇪'],
  ['DOM', 'República Dominicana', '🇩🇴'],
  ['URY', 'Uruguay', '🇺🇾'],
  ['VEN', 'Venezuela', '🇻🇪'],
  ['MEX', 'México', '🇲🇽'],
  ['USA', 'Estados Unidos', '🇺🇸'],
  ['ESP', 'España', '🇪🇸'],
  ['CHN', 'China', '🇨🇳'],
  ['OTR', 'Otra', '🌎'],
];

export const NATION_IDS = new Set(LIST.map(([id]) => id));
export const NATIONS: Nation[] = LIST.map(([id, name, emoji], i) => ({ id, name, emoji, order: i + 1 }));
