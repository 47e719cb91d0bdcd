/** Spanish messages of the rules on the characters of a request's text. */
export const TEXT_MSG = {
  controlCharacters: 'El texto contiene caracteres no permitidos',
} as const;

/**
 * Whether a request's value (a parsed JSON body, a query, path parameters) holds a NUL character
 * in any string or key, at any depth: PostgreSQL cannot store one, so it is refused at
 * validation for every route at once.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}
