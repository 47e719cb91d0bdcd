import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createNotificationSchema,
  notificationInputSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
} from '@vitrina/domain/notifications/notifications.schema';
import { requireAuth } from '../../plugins/auth';
import { RECONNECT_HINT_MS } from '../../plugins/shutdown';
import { errorResponses } from '../../lib/http';
import { NOTIF_MSG } from '@vitrina/domain/notifications/messages';
import type { NotificationsService } from './notifications.service';
import { idParamsSchema } from '@vitrina/domain/common/ids';
import { TENANT_ROLES } from '@vitrina/domain/auth/permissions';
import { INTERNAL_ROLES } from '@vitrina/domain/auth/roles';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';
import { optionsFor, session } from '../../lib/route-options';

const tags = ['notifications'];
/** only publishers (OPERADOR) create notifications */
const SEND_REFUSAL = { tenant: NOTIF_MSG.internalOnly, staff: NOTIF_MSG.publishersOnly };
// what the web app calls by itself (the 60 s poll, the badge, the event stream): not activity
const background = { access: 'session' as const, background: true };
const sender = optionsFor({ ...session, ability: 'send:Notification' as const, refusal: SEND_REFUSAL }, tags);
const polling = optionsFor({ ...background, ability: 'authenticated' as const }, tags);
const member = optionsFor({ ...session, ability: 'authenticated' as const }, tags);
const idParams = idParamsSchema;
const userQuery = z.object({ user_id: z.string().max(100).optional(), userId: z.string().max(100).optional() });

/** /api/fo/notifications. */
export async function notificationsRoutes(app: FastifyInstance, opts: { service: NotificationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  // open event streams, ended before the server closes; when it stops for a deploy (SIGTERM), with
  // a hint to reconnect soon: the browser's next stream opens on another instance
  const streams = new Set<(hint?: string) => void>();
  app.metrics.gauge('vitrina_event_streams_open', 'Notification event streams open now', () => streams.size);
  app.addHook('preClose', async () => {
    for (const end of streams) end();
  });
  const undrain = app.onDrain(() => {
    for (const end of streams) end(`retry: ${RECONNECT_HINT_MS}\n\n`);
  });
  app.addHook('onClose', async () => undrain());

  r.get(
    '/',
    {
      ...member(
        "The caller's notifications, newest first, paged (page is one-based); status all, unread, read or unshown (toast not shown yet)",
        { querystring: notificationListQuerySchema, response: { 200: notificationListSchema, ...errorResponses(400, 401, 403, 440) } },
      ),
      serializerCompiler: compiledSerializerCompiler,
    },
    async (req) => service.list(requireAuth(req), req.query),
  );

  r.get(
    '/unread/count',
    {
      ...polling('Unread notifications of the caller', {
        querystring: userQuery,
        response: { 200: z.object({ count: z.number().int() }), ...errorResponses(400, 401, 403, 440) },
      }),
      serializerCompiler: compiledSerializerCompiler,
    },
    async (req) => service.unreadCount(requireAuth(req), req.query.user_id ?? req.query.userId),
  );

  r.get(
    '/last',
    {
      ...polling("Id of the caller's latest notification (polled every 60 s)", {
        querystring: userQuery,
        response: { 200: z.object({ id: z.number().int().nullable() }), ...errorResponses(400, 401, 403, 440) },
      }),
      serializerCompiler: compiledSerializerCompiler,
    },
    async (req) => service.last(requireAuth(req), req.query.user_id ?? req.query.userId),
  );

  r.get('/stream', polling("Server-sent events: one 'notification' event per new notification of the caller", {}), async (req, reply) => {
    const { userId } = requireAuth(req);
    reply.hijack();
    reply.raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'x-request-id': req.id,
    });
    reply.raw.write('retry: 5000\n: connected\n\n');
    const unsubscribe = service.subscribe(userId, (n) => {
      reply.raw.write(`event: notification\nid: ${n.id}\ndata: ${JSON.stringify(n)}\n\n`);
    });
    const ping = setInterval(() => reply.raw.write(': ping\n\n'), 25_000);
    // the stream ends with its session: the browser's reconnect then gets 440 or 401
    const unwatch = app.watchSession(req, () => end());
    const end = (hint?: string) => {
      unwatch();
      clearInterval(ping);
      unsubscribe();
      streams.delete(end);
      if (!reply.raw.writableEnded) reply.raw.end(hint);
    };
    streams.add(end);
    req.raw.on('close', () => end());
  });

  // read (opened) and shown (its toast displayed): the same mark on one of the caller's notifications
  for (const [mark, summary, set] of [
    ['read', "Mark one of the caller's notifications read", service.markRead],
    ['shown', "Mark one of the caller's notifications shown (its toast was displayed)", service.markShown],
  ] as const)
    r.put(
      `/:id/${mark}`,
      member(summary, { params: idParams, response: { 200: notificationSchema, ...errorResponses(400, 401, 404, 440) } }),
      async (req) => set(requireAuth(req), req.params.id),
    );

  r.get(
    '/:userId',
    {
      ...member('The latest 6 notifications of the caller', {
        params: z.object({ userId: z.string().max(100) }),
        response: { 200: z.array(notificationSchema), ...errorResponses(400, 401, 403, 440) },
      }),
      serializerCompiler: compiledSerializerCompiler,
    },
    async (req) => service.latest(requireAuth(req), req.params.userId),
  );

  r.post(
    '/',
    sender(
      'Create a notification for a user (publishers only: OPERADOR); the body is sanitised; action.url is a relative portal path or an http(s) URL',
      { body: createNotificationSchema, response: { 201: notificationSchema, ...errorResponses(400, 401, 403, 404, 440) } },
    ),
    async (req, reply) => reply.code(201).send(await service.create(requireAuth(req), req.body)),
  );

  r.post(
    '/role/:role',
    sender(
      "Create the same notification for every user holding a role (tenant or internal) in the sender's country (publishers only: OPERADOR); 404 when nobody holds it",
      {
        params: z.object({ role: z.enum([...TENANT_ROLES, ...INTERNAL_ROLES]) }),
        body: notificationInputSchema,
        response: {
          201: z.object({ created: z.number().int(), ids: z.array(z.number().int()) }),
          ...errorResponses(400, 401, 403, 404, 440),
        },
      },
    ),
    async (req, reply) => reply.code(201).send(await service.createForRole(requireAuth(req), req.params.role, req.body)),
  );

  r.post(
    '/batch',
    sender('Create the same notification for several users (query user_ids, comma-separated; publishers only: OPERADOR)', {
      querystring: z.object({
        user_ids: z
          .string()
          .min(1)
          .max(40_000)
          .transform((s) =>
            s
              .split(',')
              .map((x) => x.trim())
              .filter(Boolean),
          )
          .pipe(z.array(z.string().uuid()).min(1).max(1000)),
      }),
      body: notificationInputSchema,
      response: {
        201: z.object({ created: z.number().int(), ids: z.array(z.number().int()) }),
        ...errorResponses(400, 401, 403, 404, 440),
      },
    }),
    async (req, reply) => reply.code(201).send(await service.createBatch(requireAuth(req), req.query.user_ids, req.body)),
  );
}
