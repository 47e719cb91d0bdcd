import type { Readable, Writable } from 'node:stream';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import { TEXT_MSG, containsUnstorable } from '@vitrina/domain/common/text';

/**
 * Registers the multipart parser of a JSON part with up to `maxFiles` files (readJsonWithFiles):
 * the bytes of a file are checked while streaming (busboy stops one byte past `fileMaxBytes`),
 * and one file over the count is read to refuse it; `fieldSize` bounds the JSON part.
 */
export const registerJsonWithFiles = (app: FastifyInstance, limits: { maxFiles: number; fileMaxBytes: number; fieldSize: number }) =>
  app.register(multipart, {
    limits: {
      fileSize: limits.fileMaxBytes + 1,
      files: limits.maxFiles + 1,
      fields: 5,
      parts: limits.maxFiles + 6,
      fieldSize: limits.fieldSize,
    },
    throwFileSizeLimit: false,
  });

/**
 * The one reader of a "JSON part + files" multipart body (edits with a logo, announcements,
 * tickets, discounts): the JSON part `field` is parsed with `schema` and handed to `accept`
 * (which authorizes and may refuse) before any file is read; each file part named in
 * `fileFields` is then streamed to `store` as it arrives, at most `maxFiles` of them. When
 * anything is refused while reading, `discard` receives what was stored so far, so a refused
 * request leaves nothing written (the caller discards them too when its own save fails). A file
 * part before the JSON part is refused.
 */
export async function readJsonWithFiles<S extends z.ZodType, C, F>(
  req: FastifyRequest,
  opts: {
    field: string;
    schema: S;
    /** the Spanish message for a missing or unreadable JSON part */
    badJson: string;
    /** checks the parsed input (and authorizes) before any file is read; its answer goes to `store` */
    accept: (input: z.output<S>) => Promise<C> | C;
    /** the file parts' names that are read (others are skipped); every file part when left out */
    fileFields?: readonly string[];
    maxFiles: number;
    tooMany: { code: string; message: string };
    store: (part: MultipartFile, context: C) => Promise<F>;
    discard: (stored: F[]) => Promise<unknown>;
  },
): Promise<{ input: z.output<S>; context: C; files: F[] }> {
  const badJson = () => new AppError('validation_error', 400, opts.badJson);
  if (!req.isMultipart()) throw new AppError('not_multipart', 406, opts.badJson);
  let input: z.output<S> | undefined;
  let context: C | undefined;
  let accepted = false;
  const files: F[] = [];
  try {
    for await (const part of req.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== opts.field || accepted) continue;
        // a part sent as application/json arrives parsed; a plain text part is parsed here
        let json: unknown = part.value;
        if (typeof json === 'string') {
          try {
            json = JSON.parse(json);
          } catch {
            throw badJson();
          }
        }
        if (containsUnstorable(json)) throw new AppError('validation_error', 400, TEXT_MSG.controlCharacters);
        const parsed = opts.schema.safeParse(json);
        if (!parsed.success) throw new AppError('validation_error', 400, parsed.error.issues[0]?.message ?? MSG.validation);
        input = parsed.data as z.output<S>;
        context = await opts.accept(input);
        accepted = true;
        continue;
      }
      if (opts.fileFields && !opts.fileFields.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      if (!accepted) {
        part.file.resume();
        throw badJson();
      }
      if (files.length >= opts.maxFiles) {
        part.file.resume();
        throw new AppError(opts.tooMany.code, 400, opts.tooMany.message);
      }
      files.push(await opts.store(part, context as C));
    }
    if (!accepted) throw badJson();
  } catch (err) {
    if (files.length) await opts.discard(files).catch(() => {});
    const code = (err as { code?: string }).code;
    // @fastify/multipart refuses an application/json part that does not parse
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw badJson();
    if (code === 'FST_FILES_LIMIT') throw new AppError(opts.tooMany.code, 400, opts.tooMany.message);
    throw err;
  }
  return { input: input as z.output<S>, context: context as C, files };
}

/**
 * Pipes an uploaded part's stream into `into` (a check or counter on its way to storage) so that
 * a part that failed or was cut off — also before its reader got to it, as when the body ends
 * without its closing boundary while the handler was still loading the caller — fails `into`
 * instead of leaving it waiting for bytes that never come. When `into` refuses (a type or size
 * check), the rest of the part is drained so the request can still be answered.
 */
export function pipePart<T extends Writable>(source: Readable, into: T): T {
  into.on('error', () => {
    source.unpipe(into);
    source.resume();
  });
  const cutOff = () => new AppError('incomplete_body', 400, MSG.validation);
  if (source.errored || (source.destroyed && !source.readableEnded)) {
    into.destroy(source.errored ?? cutOff());
    return into;
  }
  source.on('error', (e) => into.destroy(e));
  source.on('close', () => {
    if (!source.readableEnded) into.destroy(cutOff());
  });
  return source.pipe(into);
}
