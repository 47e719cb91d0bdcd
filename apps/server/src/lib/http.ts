import { z } from 'zod';

export const errorBodySchema = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});

/** Response schemas for the error statuses a route declares (required by the zod provider). */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<number, typeof errorBodySchema>;
