/** Country settings (locale, time zone, currency, money inputs). One table, used by server and web. */
export const COUNTRY_IDS = ['CHL', 'PER', 'ARG', 'COL'] as const;
export type CountryId = (typeof COUNTRY_IDS)[number];

export interface Country {
  id: CountryId;
  name: string;
  emoji: string;
  order: number;
  /** lowercase route prefix: /{routeCode}/shopping */
  routeCode: string;
  /** ISO 3166-1 alpha-2, used by phone inputs (AR, CL, CO, PE map to ARG, CHL, COL, PER). */
  iso2: 'CL' | 'PE' | 'AR' | 'CO';
  locale: string;
  timeZone: string;
  currency: string;
  /** decimals of money amounts: none for Chile, 2 otherwise */
  moneyDecimals: number;
  thousandsSeparator: string;
  decimalSeparator: string;
  phonePrefix: string;
  /** national significant number length of a mobile phone (without prefix) */
  phoneDigits: number[];
  taxIdLabel: string;
  /** how a calendar day is written and typed (date-fns tokens); times are 24 h HH:mm everywhere */
  dateFormat: string;
}

export const COUNTRIES: Record<CountryId, Country> = {
  CHL: {
    id: 'CHL',
    name: 'Chile',
    emoji: '🇨🇱',
    order: 1,
    routeCode: 'chl',
    iso2: 'CL',
    locale: 'es-CL',
    timeZone: 'America/Santiago',
    currency: 'CLP',
    moneyDecimals: 0,
    thousandsSeparator: '.',
    decimalSeparator: ',',
    phonePrefix: '+56',
    phoneDigits: [9],
    taxIdLabel: 'RUT',
    dateFormat: 'dd/MM/yyyy',
  },
  PER: {
    id: 'PER',
    name: 'Perú',
    emoji: '🇵🇪',
    order: 2,
    routeCode: 'per',
    iso2: 'PE',
    locale: 'es-PE',
    timeZone: 'America/Lima',
    currency: 'PEN',
    moneyDecimals: 2,
    thousandsSeparator: ',',
    decimalSeparator: '.',
    phonePrefix: '+51',
    phoneDigits: [9],
    taxIdLabel: 'RUC',
    dateFormat: 'dd/MM/yyyy',
  },
  ARG: {
    id: 'ARG',
    name: 'Argentina',
    emoji: '🇦🇷',
    order: 3,
    routeCode: 'arg',
    iso2: 'AR',
    locale: 'es-AR',
    timeZone: 'America/Buenos_Aires',
    currency: 'ARS',
    moneyDecimals: 2,
    thousandsSeparator: '.',
    decimalSeparator: ',',
    phonePrefix: '+54',
    phoneDigits: [10, 11],
    taxIdLabel: 'CUIT',
    dateFormat: 'dd/MM/yyyy',
  },
  COL: {
    id: 'COL',
    name: 'Colombia',
    emoji: '🇨🇴',
    order: 4,
    routeCode: 'col',
    iso2: 'CO',
    locale: 'es-CO',
    timeZone: 'America/Bogota',
    currency: 'COP',
    moneyDecimals: 2,
    thousandsSeparator: '.',
    decimalSeparator: ',',
    phonePrefix: '+57',
    phoneDigits: [10],
    taxIdLabel: 'NIT',
    dateFormat: 'dd/MM/yyyy',
  },
};

export const isCountryId = (v: unknown): v is CountryId => typeof v === 'string' && (COUNTRY_IDS as readonly string[]).includes(v);

export function getCountry(id: string): Country {
  const upper = id.toUpperCase();
  if (!isCountryId(upper)) throw new Error(`Unknown country ${id}`);
  return COUNTRIES[upper];
}

/**
 * The path below /{country}/shopping of an address of the signed-in area ('' for its home), or
 * null for any other page (the login, the public pages): the web app preloads that area's code
 * for it, and the server sends it the HTML that asks for that code at once.
 */
export function signedInAreaPath(pathname: string): string | null {
  const m = /^\/[^/]+\/shopping(?:\/(.*))?$/.exec(pathname);
  return m ? (m[1] ?? '').replace(/\/+$/, '') : null;
}

/** '/chl/shopping' style prefix for a country id. */
export const countryRoutePrefix = (id: CountryId) => `/${COUNTRIES[id].routeCode}/shopping`;

/** Country of a route prefix ('chl' → CHL); undefined when unknown. */
export function countryFromRouteCode(code: string | undefined): CountryId | undefined {
  if (!code) return undefined;
  return COUNTRY_IDS.find((c) => COUNTRIES[c].routeCode === code.toLowerCase());
}

/** Money in the country's locale and currency; Chile without decimals. */
export function formatMoney(amount: number, countryId: CountryId): string {
  const c = COUNTRIES[countryId];
  const formatted = formatNumber(Math.abs(amount), countryId, c.moneyDecimals);
  const symbol = countryId === 'PER' ? 'S/' : '$';
  return `${amount < 0 ? '-' : ''}${symbol} ${formatted}`;
}

/** Money in a currency's own country format (CLP, PEN, ARS, COP); another currency in es-CL with its ISO code. */
export function formatMoneyIn(amount: number, currency: string): string {
  const country = COUNTRY_IDS.find((c) => COUNTRIES[c].currency === currency.toUpperCase());
  if (country) return formatMoney(amount, country);
  return new Intl.NumberFormat('es-CL', { style: 'currency', currency, maximumFractionDigits: 2 }).format(amount);
}

/** A number with the country's separators and a fixed number of decimals. */
export function formatNumber(value: number, countryId: CountryId, decimals = 0): string {
  const c = COUNTRIES[countryId];
  const fixed = Math.abs(value).toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, c.thousandsSeparator);
  return `${value < 0 ? '-' : ''}${grouped}${frac ? c.decimalSeparator + frac : ''}`;
}

/** Client id = country id joined to tax id. */
export const clientId = (countryId: CountryId, taxId: string) => `${countryId}${taxId}`;
/** The country of a client id (its first three letters). */
export const countryOfClient = (clientId: string) => clientId.slice(0, 3) as CountryId;
