import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';

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
