import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from '../common/messages';
import { COUNTRY_MSG } from '../countries/countries.schema';
import { FILES_MSG } from '../files/files.rules';
import { downloadQuerySchema, fileIdParamsSchema, signalBodySchema, signalParamsSchema, uploadQuerySchema } from '../files/files.schema';
import { MONTHLY_MSG } from './monthly.messages';
import {
  monthlyFormSchema,
  monthlyListQuerySchema,
  monthlyReportParamsSchema,
  monthlyReportRequestSchema,
  unlinkFileParamsSchema,
  unlinkFileRequestSchema,
} from './monthly.schema';

/**
 * Every refusal of the monthly-sales and file-service request schemas carries a message of the
 * Spanish catalogue. These tests run with zod's default (English) locale, so a constraint left
 * without its own message fails here instead of reaching a user.
 */
const strings = (o: object): string[] =>
  Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : typeof v === 'object' && v ? strings(v) : []));
const CATALOGUE = new Set([
  ...strings(MSG),
  ...strings(MONTHLY_MSG),
  ...strings(FILES_MSG),
  ...strings(COUNTRY_MSG),
  MONTHLY_MSG.tooManyFiles(5),
]);

const uuid = '00000000-0000-4000-8000-000000000000';
const valid = {
  space_int_code: 'co1001',
  contract_int_code: 'COL-C701',
  country_id: 'col',
  fecha_registro: '2026-10-31',
  total_tickets: 1,
  monto_total_neto: 1,
  detalles: {},
  files: [uuid],
};

function messagesOf(schema: z.ZodType, input: unknown) {
  const r = schema.safeParse(input);
  expect(r.success, `expected a refusal of ${JSON.stringify(input)}`).toBe(false);
  return r.error!.issues.map((i) => i.message);
}

describe('monthly request schemas: every refusal is a Spanish catalogue message', () => {
  it('zod itself answers in English here (the test would catch a missing message)', () => {
    expect(z.array(z.string()).max(5).safeParse(Array(6).fill('a')).error!.issues[0]!.message).toMatch(/Too big/);
  });

  it.each<[string, z.ZodType, unknown, string | undefined]>([
    ['more than 5 evidence tokens', monthlyReportRequestSchema, { ...valid, files: Array(6).fill(uuid) }, MONTHLY_MSG.tooManyFiles(5)],
    ['a malformed evidence token', monthlyReportRequestSchema, { ...valid, files: ['x'] }, FILES_MSG.invalidId],
    ['files not a list', monthlyReportRequestSchema, { ...valid, files: 'x' }, MSG.validation],
    ['an unknown country', monthlyReportRequestSchema, { ...valid, country_id: 'bra' }, COUNTRY_MSG.invalid],
    ['a country that is no text', monthlyReportRequestSchema, { ...valid, country_id: 3 }, COUNTRY_MSG.invalid],
    ['tickets as text', monthlyReportRequestSchema, { ...valid, total_tickets: 'mil' }, MONTHLY_MSG.fieldRequired],
    ['no tickets', monthlyReportRequestSchema, { ...valid, total_tickets: undefined }, MONTHLY_MSG.fieldRequired],
    ['net as text', monthlyReportRequestSchema, { ...valid, monto_total_neto: '1' }, MONTHLY_MSG.fieldRequired],
    ['a series over 5 characters', monthlyReportRequestSchema, { ...valid, detalles: { serie_boletas: 'B00001' } }, MONTHLY_MSG.max5],
    ['a series that is no text', monthlyReportRequestSchema, { ...valid, detalles: { serie_facturas: 5 } }, MONTHLY_MSG.fieldRequired],
    ['detalles not an object', monthlyReportRequestSchema, { ...valid, detalles: 'x' }, MSG.validation],
    ['a comment over 255', monthlyReportRequestSchema, { ...valid, comentarios: 'x'.repeat(256) }, MONTHLY_MSG.max255],
    ['a malformed date', monthlyReportRequestSchema, { ...valid, fecha_registro: '31/10/2026' }, MONTHLY_MSG.saleDateInvalidApi],
    ['no space', monthlyReportRequestSchema, { ...valid, space_int_code: '' }, MONTHLY_MSG.fieldRequired],
    ['a malformed id', monthlyReportRequestSchema, { ...valid, id: 'x' }, MSG.validation],
    ['no body', monthlyReportRequestSchema, undefined, MSG.validation],
    [
      'everything wrong at once',
      monthlyReportRequestSchema,
      {
        id: 1,
        space_int_code: 1,
        contract_int_code: null,
        country_id: [],
        fecha_registro: 2026,
        email_registro: 1,
        comentarios: 1,
        monto_total_neto: {},
        monto_total_bruto: [],
        total_tickets: null,
        detalles: { total_monto_nota_credito: 'x' },
        files: [1, 2],
      },
      undefined,
    ],
    ['an unknown country in the path', monthlyReportParamsSchema, { country: 'xx', email: 'a@b.cl' }, COUNTRY_MSG.invalid],
    ['no e-mail in the path', monthlyReportParamsSchema, { country: 'col', email: '' }, MSG.emailInvalid],
    ['a malformed sale id', unlinkFileParamsSchema, { saleId: 'x' }, MSG.validation],
    ['a malformed file_key', unlinkFileRequestSchema, { file_key: 'x' }, FILES_MSG.invalidId],
    ['no unlink body', unlinkFileRequestSchema, null, MSG.validation],
    ['a company id that is no text', monthlyListQuerySchema, { company_id: 5 }, MSG.validation],
    ['form: a series over 5', monthlyFormSchema, { serieBoletas: 'B00001' }, MONTHLY_MSG.max5],
    ['form: tickets as text', monthlyFormSchema, { cantidadTickets: 'x' }, MONTHLY_MSG.fieldRequired],
  ])('%s', (_name, schema, input, expected) => {
    const messages = messagesOf(schema, input);
    for (const m of messages) expect(CATALOGUE, `"${m}" is not in the catalogue`).toContain(m);
    if (expected) expect(messages).toContain(expected);
  });
});

describe('file service request schemas: every refusal is a Spanish catalogue message', () => {
  it.each<[string, z.ZodType, unknown, string | undefined]>([
    ['an unknown upload kind', uploadQuerySchema, { kind: 'virus' }, FILES_MSG.invalidKind],
    ['a malformed file id', fileIdParamsSchema, { id: '123' }, FILES_MSG.invalidId],
    ['an unknown country', signalParamsSchema, { country: 'usa' }, COUNTRY_MSG.invalid],
    ['no path to sign', signalBodySchema, { bucket: 'documentos' }, FILES_MSG.pathRequired],
    ['an empty path', signalBodySchema, { path: '' }, FILES_MSG.pathRequired],
    ['a path over 500', signalBodySchema, { path: 'x'.repeat(501) }, MSG.validation],
    ['a bucket that is no text', signalBodySchema, { bucket: 1, path: 'a' }, MSG.validation],
    ['no signal body', signalBodySchema, undefined, MSG.validation],
    ['a link without signature', downloadQuerySchema, { bucket: 'b', path: 'p', expires: '1' }, FILES_MSG.linkInvalid],
    [
      'a link with a malformed expiry',
      downloadQuerySchema,
      { bucket: 'b', path: 'p', expires: 'mañana', signature: 's' },
      FILES_MSG.linkInvalid,
    ],
  ])('%s', (_name, schema, input, expected) => {
    const messages = messagesOf(schema, input);
    for (const m of messages) expect(CATALOGUE, `"${m}" is not in the catalogue`).toContain(m);
    if (expected) expect(messages).toContain(expected);
  });
});
