import { z } from 'zod';
import type { FastifyReply } from 'fastify';

export const errorBodySchema = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});

/** Response schemas for the error statuses a route declares (required by the zod provider). */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, errorBodySchema])) as Record<number, typeof errorBodySchema>;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends a spreadsheet as a download named `name`. */
export const sendXlsx = (reply: FastifyReply, name: string, body: Buffer | Uint8Array) =>
  reply.header('content-type', XLSX_MIME).header('content-disposition', `attachment; filename="${name}"`).send(body);
