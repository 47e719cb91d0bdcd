import { z } from 'zod';

/** Spanish messages of the rules on the characters of a request's text. */
export const TEXT_MSG = {
  controlCharacters: 'El texto contiene caracteres no permitidos',
} as const;

/** Half of a UTF-16 surrogate pair without its other half: no character at all, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A string PostgreSQL cannot store as text or in JSON: it holds a NUL or a lone surrogate. */
const unstorable = (s: string) => s.includes('\u0000') || LONE_SURROGATE.test(s);

/**
 * Whether a request's value (a parsed JSON body or JSON part, a query, path parameters) holds, in
 * any string or key at any depth, a NUL character or a lone UTF-16 surrogate ('x\ud800'):
 * PostgreSQL cannot store either (nor the audit record of the change), so they are refused at
 * validation for every route at once.
 */
export function containsUnstorable(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return unstorable(value);
  if (value === null || typeof value !== 'object' || depth > 64) return false;
  if (Array.isArray(value)) return value.some((v) => containsUnstorable(v, depth + 1));
  return Object.entries(value).some(([k, v]) => unstorable(k) || containsUnstorable(v, depth + 1));
}

/**
 * Characters no human text of the portal needs and that can disguise it: C0/C1 control
 * characters (NUL, escape, ...), DEL, and the invisible format characters of Unicode
 * (bidirectional overrides and isolates such as U+202E, which shows 'factura\u202efdp.exe.pdf'
 * as 'facturafdp.exe.pdf' reversed, zero-width characters, the byte-order mark).
 */
// eslint-disable-next-line no-control-regex
const DISGUISING = /[\u0000-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/;
const DISGUISING_ALL = new RegExp(DISGUISING.source, 'g');
/** The same, but line breaks and tabs are allowed (multi-line text). */
const DISGUISING_MULTILINE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF\uFFF9-\uFFFB]/;

/** Whether `s` is free of control and invisible format characters and of lone surrogates (line breaks allowed when multiline). */
export const isHumanText = (s: string, opts: { multiline?: boolean } = {}) =>
  !(opts.multiline ? DISGUISING_MULTILINE : DISGUISING).test(s) && !LONE_SURROGATE.test(s);

/**
 * The string rule of every human text of a request (names, titles, descriptions): trimmed, and
 * refused (400, TEXT_MSG.controlCharacters) when it holds a control or invisible format
 * character or a lone surrogate. Chain the field's own rules (min, max, messages) after it:
 * `humanText().min(1, required).max(150, tooLong(150))`.
 */
export const humanText = (opts: { multiline?: boolean; error?: string } = {}) =>
  z
    .string(opts.error ? { error: opts.error } : undefined)
    .trim()
    .refine((s) => isHumanText(s, opts), { error: TEXT_MSG.controlCharacters });

/**
 * An uploaded file's name as the portal keeps and shows it: control and invisible format
 * characters removed (a right-to-left override cannot disguise the extension), trimmed; never
 * empty ('archivo').
 */
export const cleanFileName = (name: string) => name.replace(DISGUISING_ALL, '').trim() || 'archivo';
