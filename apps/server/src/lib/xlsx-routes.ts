import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendXlsx } from './http';
import { readRoute, getRoute, type Input, type InputRequest } from './read-routes';
import { optionsFor, readAnswers } from './route-options';

/**
 * A read at `url` and the same read as .xlsx at `url`/xlsx: one caller (`config`), one input, the
 * read's errors; `view` answers the JSON, `xlsx` builds the file (sent as an attachment, `noStore`:
 * never kept by a cache).
 */
export function readWithXlsx<I extends Input, A extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  route: { config: object; tags: string[]; summary: string; xlsxSummary: string; input: I; answer: A; noStore?: boolean },
  view: (req: InputRequest<I>) => Promise<z.input<A>>,
  xlsx: (req: InputRequest<I>) => Promise<{ name: string; body: Buffer | Uint8Array }>,
) {
  const options = optionsFor(route.config, route.tags);
  readRoute(app, url, options, route.summary, route.input, route.answer, view);
  getRoute<I>(
    app,
    `${url.replace(/\/$/, '')}/xlsx`,
    options(route.xlsxSummary, { ...route.input, response: readAnswers(z.any()) }),
    async (req, reply) => {
      const f = await xlsx(req);
      return sendXlsx(route.noStore ? reply.header('cache-control', 'private, no-store') : reply, f.name, f.body);
    },
  );
}
