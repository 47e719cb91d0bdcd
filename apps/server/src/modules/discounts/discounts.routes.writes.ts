import { z } from 'zod';
import { idParamsSchema } from '@vitrina/domain/common/ids';
import {
  couponResultSchema,
  deleteSchema,
  discountSchema,
  obtainSchema,
  publishSchema,
  approveSchema,
  rejectSchema,
} from '@vitrina/domain/discounts/discounts.schema';
import { errorResponses } from '../../lib/http';
import { tags, caller, message, withData, type DiscountsRouteKit } from './discounts.routes.common';
import { optionsFor, routeOptions, session, writeAnswers } from '../../lib/route-options';

const manager = optionsFor({ ...session, ability: 'manage:Discounts' as const }, tags);

const reviewer = optionsFor({ ...session, ability: 'review:Discount' as const }, tags);

/** The writes: create, edit, publish and delete a campaign, approve or reject it, obtain a coupon. */
export function discountsWriteRoutes(kit: DiscountsRouteKit) {
  const { r, service, readDiscount, writeErrors } = kit;
  r.post(
    '/',
    manager(
      'Create a campaign: multipart with the JSON part "descuento" first (status draft, or pending with email and channels to publish), then the logo "file" (JPG/JPEG/PNG/GIF by its bytes, at most 5 MB); audited',
      { consumes: ['multipart/form-data'], response: { 201: discountSchema, ...writeErrors } },
    ),
    async (req, reply) => {
      const { who, input, context, logoId } = await readDiscount(req);
      try {
        return reply.code(201).send(await service.create(who, input, context, logoId));
      } catch (e) {
        if (logoId) await service.discardLogos(who, [logoId]);
        throw e;
      }
    },
  );

  r.put(
    '/:id',
    manager('Edit a draft (409 otherwise): multipart as on create; the logo file is optional (the current one is kept); audited', {
      consumes: ['multipart/form-data'],
      params: idParamsSchema,
      response: { 200: discountSchema, ...writeErrors },
    }),
    async (req) => {
      const existing = await service.editable(caller(req), req.params.id);
      const { who, input, logoId } = await readDiscount(req, existing);
      try {
        return await service.update(who, existing, input, logoId);
      } catch (e) {
        if (logoId) await service.discardLogos(who, [logoId]);
        throw e;
      }
    },
  );

  r.post(
    '/:id/publish',
    manager('Publish a draft: channels (On tour, App Mi Mall, Office Hub) and an e-mail; it goes to review (pending); audited', {
      params: idParamsSchema,
      body: publishSchema,
      response: writeAnswers(z.object({ message: z.string(), detail: z.string(), data: discountSchema })),
    }),
    async (req) => service.publish(caller(req), req.params.id, req.body),
  );

  r.post(
    '/:id/delete',
    manager('Delete a draft, pending or approved campaign with a required reason (409 otherwise); audited', {
      params: idParamsSchema,
      body: deleteSchema,
      response: writeAnswers(message),
    }),
    async (req) => service.remove(caller(req), req.params.id, req.body),
  );

  r.post(
    '/:id/approve',
    {
      ...reviewer(
        'Approve a pending campaign (marketing staff of its country), giving its stock (required when published without one); the tenant is notified (bell and e-mail); audited',
        { params: idParamsSchema, body: approveSchema, response: writeAnswers(withData) },
      ),
      // an approval may come without a body: it gives no stock
      preValidation: async (req) => {
        req.body ??= {};
      },
    },
    async (req) => service.review(caller(req), req.params.id, 'approve', req.body),
  );

  r.post(
    '/:id/reject',
    reviewer('Reject a pending campaign with a comment the tenant sees (bell and e-mail); audited', {
      params: idParamsSchema,
      body: rejectSchema,
      response: writeAnswers(withData),
    }),
    async (req) => service.review(caller(req), req.params.id, 'reject', req.body),
  );

  r.post(
    '/:id/obtain',
    routeOptions(
      { ...session, ability: 'authenticated' },
      tags,
      'Obtain a coupon of a catalogue campaign (accept_conditions: true): a 6-character code; one per user and campaign, never past the stock (409)',
      {
        params: idParamsSchema,
        body: obtainSchema,
        response: { 201: couponResultSchema, ...errorResponses(400, 401, 404, 409, 440, 503) },
      },
    ),
    async (req, reply) => reply.code(201).send(await service.obtain(caller(req), req.params.id)),
  );
}
