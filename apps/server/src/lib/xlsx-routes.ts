import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { z } from 'zod';
import { sendXlsx } from './http';
import { readAnswers, routeOptions } from './route-options';

type Input = { params?: z.ZodType; querystring?: z.ZodType };
type Out<S> = S extends z.ZodType ? z.output<S> : unknown;
/** The request of a route of `input`, its path and query validated. */
export type InputRequest<I extends Input> = FastifyRequest & { params: Out<I['params']>; query: Out<I['querystring']> };

/**
 * A read at `url` and the same read as .xlsx at `url`/xlsx: one caller (`config`), one input, the
 * read's errors; `view` answers the JSON, `xlsx` builds the file (sent as an attachment, `noStore`:
 * never kept by a cache).
 */
export function readWithXlsx<I extends Input>(
  app: FastifyInstance,
  url: string,
  route: { config: object; tags: string[]; summary: string; xlsxSummary: string; input: I; answer: z.ZodType; noStore?: boolean },
  view: (req: InputRequest<I>) => Promise<unknown>,
  xlsx: (req: InputRequest<I>) => Promise<{ name: string; body: Buffer | Uint8Array }>,
) {
  const { config, tags, input } = route;
  // the zod type provider types the request of a literal schema only: here it is cast to the input's
  const get = (path: string, options: object, handler: (req: InputRequest<I>, reply: FastifyReply) => Promise<unknown>) =>
    app.route({ method: 'GET', url: path, ...options, handler } as RouteOptions);
  get(url, routeOptions(config, tags, route.summary, { ...input, response: readAnswers(route.answer) }), view);
  get(
    `${url.replace(/\/$/, '')}/xlsx`,
    routeOptions(config, tags, route.xlsxSummary, { ...input, response: readAnswers(z.any()) }),
    async (req, reply) => {
      const f = await xlsx(req);
      return sendXlsx(route.noStore ? reply.header('cache-control', 'private, no-store') : reply, f.name, f.body);
    },
  );
}
