import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { readAnswers } from './route-options';

/** A read's input: its path parameters and its query string. */
export type Input = { params?: z.ZodType; querystring?: z.ZodType };
type Out<S> = S extends z.ZodType ? z.output<S> : unknown;
/** The request of a route of `input`, its path and query validated. */
export type InputRequest<I extends Input> = FastifyRequest & { params: Out<I['params']>; query: Out<I['querystring']> };
/** A module's route options with its caller and tags bound (as optionsFor makes them). */
type OptionsMaker = (summary: string, schema: object) => object;

/** A GET at `path` of `options`, its handler's request typed by the input. */
export const getRoute = <I extends Input>(
  app: FastifyInstance,
  path: string,
  options: object,
  handler: (req: InputRequest<I>, reply: FastifyReply) => Promise<unknown>,
) =>
  // the zod type provider types the request of a literal schema only: here it is cast to the input's
  app.route({ method: 'GET', url: path, ...options, handler } as RouteOptions);

/**
 * A read at `url`: the module's `options` with `summary`, `input` (path parameters or query string)
 * and the read's answers around `answer`; `view` answers it.
 */
export const readRoute = <I extends Input, A extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  options: OptionsMaker,
  summary: string,
  input: I,
  answer: A,
  // what the view answers is checked against the answer's schema, as a route's own handler is
  view: (req: InputRequest<I>) => Promise<z.input<A>>,
) => getRoute(app, url, options(summary, { ...input, response: readAnswers(answer) }), view);
