import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  auditLogQuerySchema,
  auditLogResponseSchema,
  clientIdParamsSchema,
  clientPageSchema,
  directoryQuerySchema,
  directoryResponseSchema,
  staffBuildingsBodySchema,
  staffListResponseSchema,
  staffRoleParamsSchema,
  staffUserParamsSchema,
  staffRoleResponseSchema,
} from '@vitrina/domain/console/console.schema';
import { requireAuth } from '../../plugins/auth';
import { errorResponses, sendXlsx } from '../../lib/http';
import type { ConsoleService } from './console.service';
import { auditLogXlsx } from './console.xlsx';
import { optionsFor, readAnswers, session, writeAnswers } from '../../lib/route-options';

const tags = ['console'];
const auditLog = optionsFor({ ...session, ability: 'read:AuditLog' as const }, tags);
const directory = optionsFor({ ...session, ability: 'read:Directory' as const }, tags);
const staffRoles = optionsFor({ ...session, ability: 'manage:StaffRole' as const }, tags);

/** /api/fo/console: the staff console. Internal roles only; tenants are refused (403). */
export async function consoleRoutes(app: FastifyInstance, opts: { service: ConsoleService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = opts;
  const meta = (req: { ip: string }) => ({ ip: req.ip });

  r.get(
    '/clients',
    directory("Clients directory: every country's clients by name or tax id, filterable by country, paged (page is one-based)", {
      querystring: directoryQuerySchema,
      response: { 200: directoryResponseSchema, ...errorResponses(400, 401, 403, 440) },
    }),
    async (req) => service.directory(requireAuth(req), req.query),
  );

  r.get(
    '/clients/:id',
    directory("A client's page: brands, contracts, spaces with their daily-sales status counts, users (read-only)", {
      params: clientIdParamsSchema,
      response: { 200: clientPageSchema, ...errorResponses(401, 403, 404, 440) },
    }),
    async (req) => service.clientPage(requireAuth(req), req.params.id),
  );

  r.get(
    '/staff',
    staffRoles('Internal users with their internal roles (ADMIN)', {
      response: { 200: staffListResponseSchema, ...errorResponses(401, 403, 440) },
    }),
    async (req) => service.staffList(requireAuth(req)),
  );

  r.put(
    '/staff/:userId/roles/:role',
    staffRoles('Grant an internal role (ADMIN; refused when SSO is the source of roles); recorded in the audit log', {
      params: staffRoleParamsSchema,
      response: writeAnswers(staffRoleResponseSchema),
    }),
    async (req) => service.changeRole(requireAuth(req), req.params.userId, req.params.role, true, meta(req)),
  );

  r.delete(
    '/staff/:userId/roles/:role',
    staffRoles('Revoke an internal role (ADMIN; refused when SSO is the source of roles); recorded in the audit log', {
      params: staffRoleParamsSchema,
      response: writeAnswers(staffRoleResponseSchema),
    }),
    async (req) => service.changeRole(requireAuth(req), req.params.userId, req.params.role, false, meta(req)),
  );

  r.put(
    '/staff/:userId/buildings',
    staffRoles("Set a staff member's shopping centres, of its country (ADMIN; the whole set, empty for none); recorded in the audit log", {
      params: staffUserParamsSchema,
      body: staffBuildingsBodySchema,
      response: readAnswers(staffRoleResponseSchema),
    }),
    async (req) => service.setBuildings(requireAuth(req), req.params.userId, req.body.buildings, meta(req)),
  );

  r.get(
    '/audit-log',
    auditLog(
      'The audit log, newest first, filterable by actor e-mail, client (id or name), action and dates (dd in the caller zone), paged',
      { querystring: auditLogQuerySchema, response: { 200: auditLogResponseSchema, ...errorResponses(400, 401, 403, 440) } },
    ),
    async (req) => service.auditLog(requireAuth(req), req.query),
  );

  r.get('/audit-log/export', auditLog('The filtered audit log as .xlsx', { querystring: auditLogQuerySchema }), async (req, reply) => {
    const { rows, timeZone } = await service.auditLogExport(requireAuth(req), req.query);
    return sendXlsx(reply, 'registro-auditoria.xlsx', await auditLogXlsx(rows, timeZone));
  });
}
