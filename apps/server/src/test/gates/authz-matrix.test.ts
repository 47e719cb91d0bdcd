import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createTestApp, DEMO, type TestContext } from '../harness';
import { multipartBody, pdfBytes } from '../multipart';
import { registeredRoutes } from '../../plugins/server';
import { DEMO_CLIENTS, demoTaxId } from '../../db/seed/demo-data';
import * as t from '../../db/schema/index';
import { INTERNAL_ROLES, staffDemoEmail, type InternalRole } from '@vitrina/domain/auth/roles';

/**
 * The authorization matrix: every operation of the route table, called by each
 * persona, answers the status written here. A route without an entry in SAMPLES fails, so a new
 * route comes with its rule. The samples act on the first Chilean demo company (Andes), whose
 * administrator is empresa.chl; "other" is another company's administrator (Peru), "noPerm" the
 * same company's store chief (no user, company or bulk permission), then every internal role
 * (its demo account).
 */
const TENANT_PERSONAS = ['anon', 'other', 'noPerm'] as const;
const PERSONAS = [...TENANT_PERSONAS, ...INTERNAL_ROLES] as const;
type Persona = (typeof PERSONAS)[number];
const ACCOUNTS: Record<Exclude<Persona, 'anon'>, string> = {
  other: DEMO.empresaPer,
  noPerm: DEMO.localChl,
  ...(Object.fromEntries(INTERNAL_ROLES.map((role) => [role, staffDemoEmail(role)])) as Record<InternalRole, string>),
};
const TAX = demoTaxId(DEMO_CLIENTS[0]!);

interface Sample {
  url: string;
  payload?: unknown;
  multipart?: ReturnType<typeof multipartBody>;
  /** the request signs the caller out or changes their account: made with a session of its own */
  own?: boolean;
  /** an event stream: called over HTTP, closed once the status is known */
  stream?: boolean;
  /** made again before each persona's request (a fresh target for a delete) */
  fresh?: () => Promise<string>;
}
type Ids = Record<string, string> & { upload?: () => Promise<string> };

/** One sample request per operation ('METHOD /url' of the route table). */
const SAMPLES = (id: Ids): Record<string, Sample> => ({
  'GET /api/actuator/info': { url: '/api/actuator/info' },
  'GET /api/health': { url: '/api/health' },
  'GET /api/health/ready': { url: '/api/health/ready' },
  'GET /api/fo/config': { url: '/api/fo/config' },
  'GET /api/fo/auth/captcha': { url: '/api/fo/auth/captcha' },
  'POST /api/fo/auth/login': { url: '/api/fo/auth/login', payload: { username: 'nadie@vitrina.test', password: 'x' } },
  'GET /api/fo/auth/renew': { url: '/api/fo/auth/renew' },
  'POST /api/fo/auth/signout': { url: '/api/fo/auth/signout', own: true },
  'GET /api/fo/auth/me': { url: '/api/fo/auth/me' },
  'GET /api/fo/auth/permissions': { url: '/api/fo/auth/permissions' },
  'GET /api/fo/auth/permissions/categories': { url: '/api/fo/auth/permissions/categories' },
  'POST /api/fo/auth/reset-pass': { url: '/api/fo/auth/reset-pass', payload: { username: 'nadie@vitrina.test' } },
  'POST /api/fo/auth/reset-pass/validate': { url: '/api/fo/auth/reset-pass/validate', payload: { token: 'x'.repeat(40) } },
  'POST /api/fo/auth/pass': { url: '/api/fo/auth/pass', payload: { token: 'x'.repeat(40), password: 'Otra.Clave.2026!' } },
  'GET /api/fo/auth/corporate': { url: '/api/fo/auth/corporate' },
  'GET /api/fo/auth/corporate/callback': { url: '/api/fo/auth/corporate/callback?code=x&state=y' },
  'POST /api/fo/auth/corporate/session': { url: '/api/fo/auth/corporate/session', payload: { code: 'x'.repeat(40) } },
  'PATCH /api/fo/auth/users-ext': { url: '/api/fo/auth/users-ext', payload: {}, own: true },
  'POST /api/fo/auth/users-ext/pass': { url: '/api/fo/auth/users-ext/pass', payload: {}, own: true },
  'GET /api/fo/auth/sessions': { url: '/api/fo/auth/sessions' },
  'DELETE /api/fo/auth/sessions/others': { url: '/api/fo/auth/sessions/others', own: true },
  'DELETE /api/fo/auth/sessions/:sessionId': { url: '/api/fo/auth/sessions/00000000-0000-4000-8000-000000000000' },
  'GET /api/fo/params/:id': { url: '/api/fo/params/1' },
  'GET /api/fo/notifications/': { url: '/api/fo/notifications/' },
  'GET /api/fo/notifications/unread/count': { url: '/api/fo/notifications/unread/count' },
  'GET /api/fo/notifications/last': { url: '/api/fo/notifications/last' },
  'GET /api/fo/notifications/stream': { url: '/api/fo/notifications/stream', stream: true },
  'PUT /api/fo/notifications/:id/read': { url: `/api/fo/notifications/${id.notification}/read` },
  'PUT /api/fo/notifications/:id/shown': { url: `/api/fo/notifications/${id.notification}/shown` },
  'GET /api/fo/notifications/:userId': { url: `/api/fo/notifications/${id.empresa}` },
  'POST /api/fo/notifications/': {
    url: '/api/fo/notifications/',
    payload: { user_id: id.empresa, title: 'Aviso', body: 'Texto', type: 'info' },
  },
  'POST /api/fo/notifications/batch': {
    url: `/api/fo/notifications/batch?user_ids=${id.empresa}`,
    payload: { title: 'Aviso', body: 'Texto', type: 'info' },
  },
  'POST /api/fo/notifications/role/:role': {
    url: '/api/fo/notifications/role/EXT_LOCAL',
    payload: { title: 'Aviso', body: 'Texto' },
  },
  'GET /api/fo/debit-notes/': { url: `/api/fo/debit-notes/?company_id=${id.andes}` },
  'GET /api/fo/debit-notes/:id': { url: `/api/fo/debit-notes/${id.debitNote}` },
  'POST /api/fo/debit-notes/:id/accept': { url: `/api/fo/debit-notes/${id.debitNote}/accept` },
  'GET /api/fo/debit-notes/clients/:id/debit-notes': { url: `/api/fo/debit-notes/clients/${id.andes}/debit-notes` },
  'GET /api/fo/announcements/publicaciones': { url: '/api/fo/announcements/publicaciones' },
  'GET /api/fo/announcements/publicaciones/:id': { url: `/api/fo/announcements/publicaciones/${id.announcement}` },
  'PUT /api/fo/announcements/publicaciones/:id/read': { url: `/api/fo/announcements/publicaciones/${id.announcement}/read` },
  'POST /api/fo/announcements/:country/news': { url: '/api/fo/announcements/CHL/news', payload: [] },
  'GET /api/fo/announcements/:country/createdAt/:createdAt': { url: '/api/fo/announcements/CHL/createdAt/2026-11-01' },
  'POST /api/fo/announcements/signal/:country': { url: '/api/fo/announcements/signal/CHL', payload: { path: '1' } },
  'GET /api/fo/announcements/files/:id': { url: '/api/fo/announcements/files/1?expires=1&signature=x' },
  'GET /api/fo/announcements/images/:id': { url: '/api/fo/announcements/images/1?expires=1&signature=x' },
  'POST /api/fo/announcements/publicaciones': {
    url: '/api/fo/announcements/publicaciones',
    multipart: multipartBody([{ name: 'x.pdf', content: pdfBytes(), field: 'files', type: 'application/pdf' }]),
  },
  'PUT /api/fo/announcements/publicaciones': {
    url: '/api/fo/announcements/publicaciones',
    multipart: multipartBody([{ name: 'x.pdf', content: pdfBytes(), field: 'files', type: 'application/pdf' }]),
  },
  'DELETE /api/fo/announcements/publicaciones/:id': { url: '/api/fo/announcements/publicaciones/999999' },
  'GET /api/fo/announcements/publicaciones/administracion': { url: '/api/fo/announcements/publicaciones/administracion' },
  'GET /api/fo/announcements/publicaciones/administracion/:id': {
    url: `/api/fo/announcements/publicaciones/administracion/${id.announcement}`,
  },
  'POST /api/fo/announcements/publicaciones/destinatarios/:kind/search': {
    url: '/api/fo/announcements/publicaciones/destinatarios/empresas/search',
    payload: { q: 'andes' },
  },
  'GET /api/fo/announcements/edificios/mis': { url: '/api/fo/announcements/edificios/mis' },
  'GET /api/fo/sales/justifications': { url: '/api/fo/sales/justifications' },
  'GET /api/fo/sales/daily/space/:spaceId/period': {
    url: '/api/fo/sales/daily/space/c1003/period?start_date=2026-11-01&end_date=2026-11-30',
  },
  'GET /api/fo/sales/daily/space/:spaceId/download': { url: '/api/fo/sales/daily/space/c1003/download?month=2026-11' },
  'POST /api/fo/sales/report/daily_sales/:countryId/:userEmail': {
    url: `/api/fo/sales/report/daily_sales/CHL/${DEMO.empresaChl}`,
    payload: {
      country_id: 'CHL',
      space_int_code: 'c1003',
      contract_int_code: 'CHL-C103',
      fecha_registro: '2026-11-21',
      total_tickets: 3,
      detalles: { total_monto_efectivo_boletas: 1000, total_tickets_boletas: 3 },
    },
  },
  'PATCH /api/fo/sales/daily/justifications': {
    url: '/api/fo/sales/daily/justifications',
    payload: {
      fecha_registro: '2026-11-20',
      space_int_code: 'c1003',
      contract_int_code: 'CHL-C103',
      justification_id: 1,
      country_id: 'CHL',
    },
  },
  'PATCH /api/fo/sales/daily/audit': {
    url: '/api/fo/sales/daily/audit',
    payload: { motivo: 'Revisión de ventas', space_int_code: 'c1003', start_date: '2026-10-01', end_date: '2026-10-02', auditada: false },
  },
  'GET /api/fo/sales/daily/spaces': { url: `/api/fo/sales/daily/spaces?company_id=${id.andes}` },
  'POST /api/fo/sales/spaces/daily_sales': { url: '/api/fo/sales/spaces/daily_sales', payload: { company_id: id.andes } },
  'GET /api/fo/sales/bulk/template/:taxId': { url: `/api/fo/sales/bulk/template/${TAX}` },
  'POST /api/fo/sales/bulk/:tipoRegistro/:taxId': { url: `/api/fo/sales/bulk/diaria/${TAX}`, payload: [] },
  'POST /api/fo/sales/bulk/:tipoRegistro/:taxId/file': {
    url: `/api/fo/sales/bulk/diaria/${TAX}/file`,
    multipart: multipartBody([{ name: 'x.xlsx', content: Buffer.from('nada'), field: 'file' }]),
  },
  'GET /api/fo/sales/managers/space/:spaceId': { url: '/api/fo/sales/managers/space/c1003' },
  'POST /api/fo/sales/managers/space/:spaceId': { url: '/api/fo/sales/managers/space/c1003', payload: { usuarioId: id.marca } },
  'DELETE /api/fo/sales/managers/space/:spaceId/:userId': { url: `/api/fo/sales/managers/space/c1003/${id.local}` },
  'PATCH /api/fo/sales/daily/audit/month': {
    url: '/api/fo/sales/daily/audit/month',
    payload: { space_int_code: 'c1003', mes: '2026-11', motivo: 'Revisión de ventas' },
  },
  'GET /api/fo/console/clients': { url: '/api/fo/console/clients?q=andes' },
  'GET /api/fo/console/clients/:id': { url: `/api/fo/console/clients/${id.andes}` },
  'PUT /api/fo/console/staff/:userId/roles/:role': { url: '/api/fo/console/staff/00000000-0000-4000-8000-000000000000/roles/OPERADOR' },
  'DELETE /api/fo/console/staff/:userId/roles/:role': {
    url: '/api/fo/console/staff/00000000-0000-4000-8000-000000000000/roles/OPERADOR',
  },
  'GET /api/fo/console/staff': { url: '/api/fo/console/staff' },
  'PUT /api/fo/console/staff/:userId/buildings': {
    url: '/api/fo/console/staff/00000000-0000-4000-8000-000000000000/buildings',
    payload: { buildings: ['CHL-B1'] },
  },
  'GET /api/fo/console/audit-log': { url: '/api/fo/console/audit-log' },
  'GET /api/fo/console/audit-log/export': { url: '/api/fo/console/audit-log/export?action=nada' },
  'GET /api/fo/console/jobs': { url: '/api/fo/console/jobs' },
  'POST /api/fo/console/jobs/:queue/:id/retry': { url: '/api/fo/console/jobs/sales-report/00000000-0000-4000-8000-000000000000/retry' },
  'POST /api/fo/files/': {
    url: `/api/fo/files/?company_id=${id.andes}`,
    multipart: multipartBody([{ name: 'x.pdf', content: pdfBytes(), field: 'files', type: 'application/pdf' }]),
  },
  'GET /api/fo/files/metadata/:id': { url: `/api/fo/files/metadata/${id.file}` },
  'DELETE /api/fo/files/:id': { url: '', fresh: async () => `/api/fo/files/${await id.upload!()}` },
  'POST /api/fo/files/signal/:country': { url: '/api/fo/files/signal/CHL', payload: { path: id.filePath } },
  'GET /api/fo/files/download': { url: '/api/fo/files/download?bucket=x&path=y&expires=1&signature=z' },
  'GET /api/fo/companies/empresas': { url: '/api/fo/companies/empresas' },
  'GET /api/fo/companies/empresas/:id': { url: `/api/fo/companies/empresas/${id.andes}` },
  'GET /api/fo/companies/empresas/:id/contactos': { url: `/api/fo/companies/empresas/${id.andes}/contactos` },
  'GET /api/fo/companies/empresas/:id/api-keys': { url: `/api/fo/companies/empresas/${id.andes}/api-keys` },
  'POST /api/fo/companies/empresas/:id/api-keys': { url: `/api/fo/companies/empresas/${id.andes}/api-keys`, payload: { nombre: 'POS' } },
  'DELETE /api/fo/companies/empresas/:id/api-keys/:keyId': {
    url: `/api/fo/companies/empresas/${id.andes}/api-keys/00000000-0000-4000-8000-000000000000`,
  },
  'GET /api/fo/companies/empresas/:id/access-log': { url: `/api/fo/companies/empresas/${id.andes}/access-log` },
  'GET /api/fo/companies/empresas/:id/access-log/xlsx': { url: `/api/fo/companies/empresas/${id.andes}/access-log/xlsx` },
  'POST /api/fo/sales/feed/daily': { url: '/api/fo/sales/feed/daily', payload: { ventas: [] } },
  'GET /api/fo/companies/empresas/:id/marcas': { url: `/api/fo/companies/empresas/${id.andes}/marcas` },
  'GET /api/fo/companies/empresas/:id/contratos': { url: `/api/fo/companies/empresas/${id.andes}/contratos` },
  'GET /api/fo/companies/contratos/:id': { url: '/api/fo/companies/contratos/CHL-C103' },
  'GET /api/fo/companies/marcas/:id': { url: `/api/fo/companies/marcas/${id.brand}` },
  'GET /api/fo/companies/marcas/:id/contactos': { url: `/api/fo/companies/marcas/${id.brand}/contactos` },
  'GET /api/fo/companies/marcas/:id/contratos': { url: `/api/fo/companies/marcas/${id.brand}/contratos` },
  'GET /api/fo/companies/marcas/:id/espacios': { url: `/api/fo/companies/marcas/${id.brand}/espacios` },
  'GET /api/fo/companies/espacios/:id': { url: '/api/fo/companies/espacios/c1003' },
  'GET /api/fo/companies/marcas/:id/administradores/candidatos': { url: `/api/fo/companies/marcas/${id.brand}/administradores/candidatos` },
  'POST /api/fo/companies/marcas/:id/administradores': {
    url: `/api/fo/companies/marcas/${id.brand}/administradores`,
    payload: { usuarioId: '00000000-0000-4000-8000-000000000000' },
  },
  'PUT /api/fo/companies/marcas': { url: '/api/fo/companies/marcas', multipart: multipartBody([]) },
  'PUT /api/fo/companies/empresas': { url: '/api/fo/companies/empresas', multipart: multipartBody([]) },
  'GET /api/fo/companies/clients/:id/brands/:brandId/buildings': {
    url: `/api/fo/companies/clients/${id.andes}/brands/${id.brand}/buildings`,
  },
  'GET /api/fo/companies/usuarios/:email': { url: `/api/fo/companies/usuarios/${DEMO.marcaChl}` },
  'POST /api/fo/companies/usuarios': { url: '/api/fo/companies/usuarios', payload: {} },
  'POST /api/fo/companies/usuarios-roles': { url: '/api/fo/companies/usuarios-roles', payload: {} },
  'GET /api/fo/sales/monthly/contracts': { url: `/api/fo/sales/monthly/contracts?company_id=${id.andes}` },
  'GET /api/fo/sales/informe/': { url: `/api/fo/sales/informe/?company_id=${id.andes}` },
  'GET /api/fo/sales/informe/xlsx': { url: `/api/fo/sales/informe/xlsx?company_id=${id.andes}` },
  'GET /api/fo/powerbi/reportes/empresas/:id': { url: `/api/fo/powerbi/reportes/empresas/${id.andes}` },
  'PUT /api/fo/powerbi/reportes/empresas/:id': {
    url: `/api/fo/powerbi/reportes/empresas/${id.andes}`,
    payload: { servicios: ['informe-de-ventas'] },
  },
  'GET /api/fo/sales/informe/admin/buildings': { url: '/api/fo/sales/informe/admin/buildings' },
  'GET /api/fo/comparisons/stores': { url: `/api/fo/comparisons/stores?month=2026-09&company_id=${id.andes}` },
  'GET /api/fo/comparisons/distribution': { url: '/api/fo/comparisons/distribution?month=2026-09' },
  'PUT /api/fo/comparisons/brands/:id/category': { url: '/api/fo/comparisons/brands/CHL-M11/category', payload: { category: 'hogar' } },
  'GET /api/fo/sales/informe/admin': { url: `/api/fo/sales/informe/admin?building_id=${id.chlBuilding}` },
  'POST /api/fo/sales/informe/jobs': {
    url: '/api/fo/sales/informe/jobs',
    payload: { from: '2026-10-01', to: '2026-10-31', company_id: id.andes },
  },
  'GET /api/fo/sales/informe/jobs': { url: '/api/fo/sales/informe/jobs' },
  'GET /api/fo/sales/informe/jobs/:id': { url: '/api/fo/sales/informe/jobs/00000000-0000-4000-8000-000000000000' },
  'GET /api/fo/sales/informe/jobs/:id/file': { url: '/api/fo/sales/informe/jobs/00000000-0000-4000-8000-000000000000/file' },
  'GET /api/fo/sales/daily/space/:spaceId/day/:date/receipt': { url: `/api/fo/sales/daily/space/c1003/day/${id.c1003Day}/receipt` },
  'GET /api/fo/sales/monthly/sale/:saleId/receipt': { url: `/api/fo/sales/monthly/sale/${id.andesMonthly}/receipt` },
  'GET /api/fo/sales/daily/bulk/:loadId/receipt': { url: `/api/fo/sales/daily/bulk/${id.andesBulkLoad}/receipt` },
  'GET /api/fo/receipts/verify/:code': { url: '/api/fo/receipts/verify/AAAAA-BBBBB-CCCCC-DDDDD' },
  'GET /api/fo/auth/users-ext/preferences': { url: '/api/fo/auth/users-ext/preferences' },
  'PATCH /api/fo/auth/users-ext/preferences': { url: '/api/fo/auth/users-ext/preferences', payload: { otra: 1 } },
  'POST /api/fo/sales/report/monthly_sales/:country/:email': {
    url: `/api/fo/sales/report/monthly_sales/CHL/${DEMO.empresaChl}`,
    payload: { space_int_code: 'c1003', contract_int_code: 'CHL-C103', country_id: 'CHL', fecha_registro: '2026-10', detalles: {} },
  },
  'PATCH /api/fo/sales/delete/file/:saleId': { url: `/api/fo/sales/delete/file/${id.monthlySale}`, payload: { file_id: id.file } },
  'GET /api/fo/auth/clients/:id/users': { url: `/api/fo/auth/clients/${id.andes}/users` },
  'GET /api/fo/auth/clients/:id/users/search': { url: `/api/fo/auth/clients/${id.andes}/users/search?email=${DEMO.marcaChl}` },
  'GET /api/fo/auth/clients/:id/users/:userId': { url: `/api/fo/auth/clients/${id.andes}/users/${id.marca}` },
  'GET /api/fo/auth/clients/:id/spaces': { url: `/api/fo/auth/clients/${id.andes}/spaces` },
  'POST /api/fo/auth/clients/:id/users': { url: `/api/fo/auth/clients/${id.andes}/users`, payload: {} },
  'PUT /api/fo/auth/clients/:id/users': { url: `/api/fo/auth/clients/${id.andes}/users`, payload: {} },
  'DELETE /api/fo/auth/clients/:id/users/:userId': { url: `/api/fo/auth/clients/${id.andes}/users/00000000-0000-4000-8000-000000000000` },
  'POST /api/fo/auth/users-ext/:id/welcome': { url: `/api/fo/auth/users-ext/${id.marca}/welcome?client_id=${id.andes}` },
  'GET /api/fo/auth/users-ext/:userId/buildings': { url: `/api/fo/auth/users-ext/${id.marca}/buildings` },
  'GET /api/fo/discounts/': { url: `/api/fo/discounts/?client=${id.andes}` },
  'GET /api/fo/discounts/brands': { url: `/api/fo/discounts/brands?client=${id.andes}` },
  'GET /api/fo/discounts/review': { url: '/api/fo/discounts/review' },
  'GET /api/fo/discounts/catalogue': { url: '/api/fo/discounts/catalogue' },
  'GET /api/fo/discounts/coupons/:code': { url: '/api/fo/discounts/coupons/CAFE23' },
  'POST /api/fo/discounts/coupons/:code/redeem': { url: '/api/fo/discounts/coupons/CAFE23/redeem' },
  'GET /api/fo/discounts/logos/:id': { url: `/api/fo/discounts/logos/${id.discount}?expires=1&signature=x` },
  'GET /api/fo/discounts/:id': { url: `/api/fo/discounts/${id.discount}` },
  'POST /api/fo/discounts/': { url: '/api/fo/discounts/', multipart: multipartBody([]) },
  'PUT /api/fo/discounts/:id': { url: `/api/fo/discounts/${id.draftDiscount}`, multipart: multipartBody([]) },
  'POST /api/fo/discounts/:id/publish': { url: `/api/fo/discounts/${id.draftDiscount}/publish`, payload: { email: 'a@b.cl' } },
  'POST /api/fo/discounts/:id/delete': { url: `/api/fo/discounts/${id.draftDiscount}/delete`, payload: { reason: 'x' } },
  'POST /api/fo/discounts/:id/approve': { url: `/api/fo/discounts/${id.pendingDiscount}/approve` },
  'POST /api/fo/discounts/:id/reject': { url: `/api/fo/discounts/${id.pendingDiscount}/reject`, payload: { comment: 'x' } },
  'POST /api/fo/discounts/:id/obtain': { url: `/api/fo/discounts/${id.discount}/obtain`, payload: {} },
  'GET /codigo-de-etica.pdf': { url: '/codigo-de-etica.pdf' },
  'GET /api/fo/debt/clients/:client/debt-details/xlsx': { url: `/api/fo/debt/clients/CHL-${TAX}/debt-details/xlsx?estado=Vencido` },
  'GET /api/fo/debt/clients': { url: '/api/fo/debt/clients' },
  'GET /api/fo/debt/clients/:client/debt': { url: `/api/fo/debt/clients/CHL-${TAX}/debt` },
  'GET /api/fo/debt/clients/:client/debt-details': { url: `/api/fo/debt/clients/CHL-${TAX}/debt-details` },
  'GET /api/fo/debt/clients/:client/debt-agreements': { url: `/api/fo/debt/clients/CHL-${TAX}/debt-agreements` },
  'GET /api/fo/debt/clients/:client/debt-details/:doc/download': {
    url: `/api/fo/debt/clients/CHL-${TAX}/debt-details/${id.debtDoc}/download`,
  },
  'POST /api/fo/debt/import': { url: '/api/fo/debt/import', payload: { documents: [] } },
  'GET /api/fo/rent/contracts': { url: '/api/fo/rent/contracts' },
  'GET /api/fo/rent/contracts/:contractId': { url: '/api/fo/rent/contracts/CHL-C101' },
  'GET /api/fo/rent/contracts/:contractId/xlsx': { url: '/api/fo/rent/contracts/CHL-C101/xlsx' },
  'GET /api/fo/rent/buildings': { url: '/api/fo/rent/buildings' },
  'GET /api/fo/rent/buildings/:buildingId': { url: `/api/fo/rent/buildings/${id.chlBuilding}?mes=2026-10` },
  'GET /api/fo/rent/buildings/:buildingId/xlsx': { url: `/api/fo/rent/buildings/${id.chlBuilding}/xlsx?mes=2026-10` },
  'POST /api/fo/rent/terms/import': { url: '/api/fo/rent/terms/import', payload: { terms: [] } },
  'POST /api/fo/rent/unit-values/import': { url: '/api/fo/rent/unit-values/import', payload: { values: [] } },
  'POST /api/fo/comparisons/categories/import': { url: '/api/fo/comparisons/categories/import', payload: { brands: [] } },
  'GET /api/fo/invoices/country/:country/company/:taxId': { url: `/api/fo/invoices/country/CHL/company/${TAX}` },
  'GET /api/fo/invoices/country/:country/company/:taxId/filters': { url: `/api/fo/invoices/country/CHL/company/${TAX}/filters` },
  'GET /api/fo/invoices/country/:country/company/:taxId/:id/download': {
    url: `/api/fo/invoices/country/CHL/company/${TAX}/${id.invoice}/download`,
  },
  'POST /api/fo/invoices/import': { url: '/api/fo/invoices/import', payload: { invoices: [] } },
  'GET /api/fo/downloads/country/:country/company/:taxId': { url: `/api/fo/downloads/country/CHL/company/${TAX}` },
  'POST /api/fo/downloads/import': { url: '/api/fo/downloads/import', payload: { files: [] } },
  'GET /api/fo/faqs/getAll': { url: '/api/fo/faqs/getAll' },
  'GET /api/fo/faqs/search/:text': { url: '/api/fo/faqs/search/contrasena' },
  'GET /api/fo/faqs/:key': { url: '/api/fo/faqs/1' },
  'GET /api/fo/faqs/manage/all': { url: '/api/fo/faqs/manage/all' },
  'POST /api/fo/faqs/manage': { url: '/api/fo/faqs/manage', payload: { category_id: '1', title: 'Pregunta', content: '<p>x</p>' } },
  'PUT /api/fo/faqs/manage/:id': { url: '/api/fo/faqs/manage/999999', payload: { published: false } },
  'POST /api/fo/faqs/manage/reorder': { url: '/api/fo/faqs/manage/reorder', payload: { category_id: '1', ids: [1] } },
  'POST /api/fo/faqs/contacto': {
    url: '/api/fo/faqs/contacto',
    multipart: jsonPart('solicitud', { area: 'IT', tipo: 'Software', descripcion: 'No carga' }),
  },
  'GET /api/fo/tickets/locales': { url: '/api/fo/tickets/locales' },
  'GET /api/fo/tickets/ticket/findByEmail/:email': { url: `/api/fo/tickets/ticket/findByEmail/${DEMO.empresaChl}` },
  'POST /api/fo/tickets/ticket': {
    url: '/api/fo/tickets/ticket',
    multipart: jsonPart('ticket', { local_id: 'c1001', area: 'Seguridad', request: 'Problema con guardia', description: 'Sin guardia' }),
  },
  'GET /api/fo/tickets/ticket/:id': { url: `/api/fo/tickets/ticket/${id.ticket}` },
  'POST /api/fo/tickets/ticket/:id/messages': {
    url: `/api/fo/tickets/ticket/${id.ticket}/messages`,
    multipart: jsonPart('respuesta', { body: 'Hola' }),
  },
  'GET /api/fo/tickets/ticket/:id/files/:fileId': { url: `/api/fo/tickets/ticket/${id.ticket}/files/1` },
  'GET /api/fo/tickets/queue': { url: '/api/fo/tickets/queue' },
  'PATCH /api/fo/tickets/ticket/:id/status': { url: `/api/fo/tickets/ticket/${id.ticket}/status`, payload: { status: 'open' } },
  'GET /api/fo/work-requests/types': { url: '/api/fo/work-requests/types' },
  'GET /api/fo/work-requests/buildings': { url: '/api/fo/work-requests/buildings' },
  'GET /api/fo/work-requests/': { url: `/api/fo/work-requests/?clients=${id.andes}` },
  'POST /api/fo/work-requests/': {
    url: '/api/fo/work-requests/',
    payload: { type_id: 'trabajo_normal', contract_id: id.wrContract, status: 'draft' },
  },
  'GET /api/fo/work-requests/approvals': { url: '/api/fo/work-requests/approvals' },
  'GET /api/fo/work-requests/:id': { url: `/api/fo/work-requests/${id.wrPending}` },
  'PUT /api/fo/work-requests/:id': {
    url: `/api/fo/work-requests/${id.wrDraft}`,
    payload: { type_id: 'trabajo_normal', contract_id: id.wrContract, status: 'draft', place: 'Bodega' },
  },
  'GET /api/fo/work-requests/:id/files': { url: `/api/fo/work-requests/${id.wrPendingUuid}/files` },
  'POST /api/fo/work-requests/:id/approve': { url: `/api/fo/work-requests/${id.wrPending}/approve`, payload: {} },
  'POST /api/fo/work-requests/:id/reject': { url: `/api/fo/work-requests/${id.wrDraft}/reject`, payload: { comment: 'x' } },
  'POST /api/fo/work-requests/:id/refer': {
    url: `/api/fo/work-requests/${id.wrRejected}/refer`,
    payload: { comment: 'x', to_role: 'INT_ARQUITECTURA' },
  },
  'POST /api/fo/tickets/ticket/:id/assign': { url: `/api/fo/tickets/ticket/${id.ticket}/assign` },
  'POST /api/fo/workers/': {
    url: '/api/fo/workers/',
    payload: {
      client_country_id: 'CHL',
      client_tax_id: TAX,
      document_type: 'rut',
      document_number: '12.345.678-5',
      names: 'Ana',
      parental_surname: 'Rojas',
      maternal_surname: 'Soto',
      date_of_birth: '1990-01-01',
      nationality: 'CHL',
      gender: 'femenino',
      mutual: 'ACHS',
      address_division_id: '13101',
      address: 'Av. Matta 100',
      skills: ['normal_general'],
      staffing_types: ['aseo'],
      files: [],
    },
  },
  'GET /api/fo/workers/': { url: `/api/fo/workers/?client=CHL-${TAX}` },
  'GET /api/fo/workers/skills': { url: '/api/fo/workers/skills' },
  'GET /api/fo/workers/staffing-types': { url: '/api/fo/workers/staffing-types' },
  'GET /api/fo/workers/:id': { url: `/api/fo/workers/${id.worker}` },
  'PATCH /api/fo/workers/:id': { url: `/api/fo/workers/${id.worker}`, payload: { names: 'Otra' } },
  'DELETE /api/fo/workers/:id': { url: `/api/fo/workers/${id.worker}` },
  'GET /api/fo/workers/staffing': { url: `/api/fo/workers/staffing?client=CHL-${TAX}` },
  'GET /api/fo/workers/staffing/:id': { url: `/api/fo/workers/staffing/${id.staffing}` },
  'POST /api/fo/workers/staffing/:id/confirm': { url: `/api/fo/workers/staffing/${id.staffing}/confirm` },
  'PUT /api/fo/workers/staffing/:id/workers': { url: `/api/fo/workers/staffing/${id.staffing}/workers`, payload: { workers: [] } },
  'GET /api/fo/workers/f30': { url: `/api/fo/workers/f30?client=CHL-${TAX}` },
  'POST /api/fo/workers/f30': {
    url: '/api/fo/workers/f30',
    payload: { client: `CHL-${TAX}`, kind: 'F30', start_date: '2026-11-01', end_date: '2027-01-31', file_id: id.file, declaration: true },
  },
  'GET /api/fo/workers/bulk/template': { url: `/api/fo/workers/bulk/template?client=CHL-${TAX}` },
  'POST /api/fo/workers/bulk/parse': { url: `/api/fo/workers/bulk/parse?client=CHL-${TAX}`, multipart: multipartBody([]) },
  'POST /api/fo/workers/bulk': {
    url: `/api/fo/workers/bulk?client=CHL-${TAX}`,
    payload: {
      rows: [
        {
          row: 2,
          trabajador: 'Ana Soto',
          fechaNacimiento: '1990-01-01',
          genero: 'F',
          mutual: 'ACHS',
          discapacidad: '',
          dotacion: '',
          rut: '7654321-6',
        },
      ],
    },
  },
  'GET /api/fo/countries/nations': { url: '/api/fo/countries/nations' },
  'GET /api/fo/countries/:countryId/divisions': { url: '/api/fo/countries/chl/divisions' },
  'GET /api/fo/countries/:country/spaces': { url: `/api/fo/countries/chl/spaces?brandId=${id.brand}` },
});

/** A multipart body with one JSON part (the "JSON part + files" routes), no files. */
function jsonPart(field: string, json: unknown): ReturnType<typeof multipartBody> {
  const boundary = '----vitrinamatrix';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\nContent-Type: application/json\r\n\r\n${JSON.stringify(json)}\r\n--${boundary}--\r\n`,
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * The expected status per operation: [anon, other, noPerm, staff, exceptions?]: `staff` is what
 * every internal role answers, `exceptions` the internal roles that answer otherwise.
 */
type Expected = [number, number, number, number, Partial<Record<InternalRole, number>>?];
const EXPECTED: Record<string, Expected> = {
  'GET /api/actuator/info': [200, 200, 200, 200],
  'GET /api/health': [200, 200, 200, 200],
  // readiness, for a load balancer: public
  'GET /api/health/ready': [200, 200, 200, 200],
  'GET /api/fo/config': [200, 200, 200, 200],
  'GET /api/fo/auth/captcha': [200, 200, 200, 200],
  'POST /api/fo/auth/login': [401, 401, 401, 401],
  'GET /api/fo/auth/renew': [401, 200, 200, 200],
  'POST /api/fo/auth/signout': [401, 204, 204, 204],
  'GET /api/fo/auth/me': [401, 200, 200, 200],
  'GET /api/fo/auth/permissions': [401, 200, 200, 200],
  'GET /api/fo/auth/permissions/categories': [401, 200, 200, 200],
  'POST /api/fo/auth/reset-pass': [200, 200, 200, 200],
  'POST /api/fo/auth/reset-pass/validate': [404, 404, 404, 404],
  'POST /api/fo/auth/pass': [404, 404, 404, 404],
  'GET /api/fo/auth/corporate': [302, 302, 302, 302],
  'GET /api/fo/auth/corporate/callback': [302, 302, 302, 302],
  'POST /api/fo/auth/corporate/session': [401, 401, 401, 401],
  'PATCH /api/fo/auth/users-ext': [401, 400, 400, 400],
  'POST /api/fo/auth/users-ext/pass': [401, 400, 400, 400],
  'GET /api/fo/auth/sessions': [401, 200, 200, 200],
  'DELETE /api/fo/auth/sessions/others': [401, 200, 200, 200],
  'DELETE /api/fo/auth/sessions/:sessionId': [401, 404, 404, 404],
  'GET /api/fo/params/:id': [401, 404, 404, 404],
  'GET /api/fo/notifications/': [401, 400, 400, 400],
  'GET /api/fo/notifications/unread/count': [401, 400, 400, 400],
  'GET /api/fo/notifications/last': [401, 400, 400, 400],
  'GET /api/fo/notifications/stream': [401, 200, 200, 200],
  'PUT /api/fo/notifications/:id/read': [401, 404, 404, 404],
  'PUT /api/fo/notifications/:id/shown': [401, 404, 404, 404],
  'GET /api/fo/notifications/:userId': [401, 403, 403, 403],
  'POST /api/fo/notifications/': [401, 403, 403, 403, { OPERADOR: 201 }],
  'POST /api/fo/notifications/batch': [401, 403, 403, 403, { OPERADOR: 201 }],
  'POST /api/fo/notifications/role/:role': [401, 403, 403, 403, { OPERADOR: 201 }],
  'GET /api/fo/debit-notes/': [401, 200, 200, 200],
  'GET /api/fo/debit-notes/:id': [401, 404, 404, 404],
  'POST /api/fo/debit-notes/:id/accept': [401, 404, 404, 404],
  'GET /api/fo/debit-notes/clients/:id/debit-notes': [401, 404, 403, 404],
  'GET /api/fo/announcements/publicaciones': [401, 200, 200, 200],
  'GET /api/fo/announcements/publicaciones/:id': [401, 200, 200, 200],
  'PUT /api/fo/announcements/publicaciones/:id/read': [401, 200, 200, 200],
  'POST /api/fo/announcements/:country/news': [401, 403, 200, 200],
  'GET /api/fo/announcements/:country/createdAt/:createdAt': [401, 400, 400, 400],
  'POST /api/fo/announcements/signal/:country': [401, 403, 404, 404],
  'GET /api/fo/announcements/files/:id': [403, 403, 403, 403],
  'GET /api/fo/announcements/images/:id': [404, 404, 404, 404],
  'POST /api/fo/announcements/publicaciones': [401, 403, 403, 403, { OPERADOR: 400 }],
  'PUT /api/fo/announcements/publicaciones': [401, 403, 403, 403, { OPERADOR: 400 }],
  'DELETE /api/fo/announcements/publicaciones/:id': [401, 403, 403, 403, { OPERADOR: 404 }],
  'GET /api/fo/announcements/publicaciones/administracion': [401, 403, 403, 200],
  'GET /api/fo/announcements/publicaciones/administracion/:id': [401, 403, 403, 200],
  'POST /api/fo/announcements/publicaciones/destinatarios/:kind/search': [401, 403, 403, 200],
  'GET /api/fo/announcements/edificios/mis': [401, 200, 200, 200],
  'GET /api/fo/sales/justifications': [401, 200, 200, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'GET /api/fo/sales/daily/space/:spaceId/period': [401, 404, 404, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'GET /api/fo/sales/daily/space/:spaceId/download': [401, 404, 404, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'POST /api/fo/sales/report/daily_sales/:countryId/:userEmail': [401, 403, 403, 403],
  'PATCH /api/fo/sales/daily/justifications': [401, 400, 400, 400],
  'PATCH /api/fo/sales/daily/audit': [401, 403, 403, 403, { AUDITOR: 200 }],
  'PATCH /api/fo/sales/daily/audit/month': [401, 403, 403, 403, { AUDITOR: 400 }],
  'GET /api/fo/console/clients': [401, 403, 403, 200],
  'GET /api/fo/console/clients/:id': [401, 403, 403, 200],
  'GET /api/fo/console/staff': [401, 403, 403, 403, { ADMIN: 200 }],
  'PUT /api/fo/console/staff/:userId/roles/:role': [401, 403, 403, 403, { ADMIN: 404 }],
  'DELETE /api/fo/console/staff/:userId/roles/:role': [401, 403, 403, 403, { ADMIN: 404 }],
  'PUT /api/fo/console/staff/:userId/buildings': [401, 403, 403, 403, { ADMIN: 404 }],
  'GET /api/fo/console/audit-log': [401, 403, 403, 403, { ADMIN: 200 }],
  'GET /api/fo/console/audit-log/export': [401, 403, 403, 403, { ADMIN: 200 }],
  'GET /api/fo/console/jobs': [401, 403, 403, 403, { ADMIN: 200 }],
  // an administrator's retry of a job that has not failed: 404
  'POST /api/fo/console/jobs/:queue/:id/retry': [401, 403, 403, 403, { ADMIN: 404 }],
  'GET /api/fo/sales/daily/spaces': [401, 200, 200, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'POST /api/fo/sales/spaces/daily_sales': [401, 200, 200, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'GET /api/fo/sales/bulk/template/:taxId': [401, 404, 403, 403],
  'POST /api/fo/sales/bulk/:tipoRegistro/:taxId': [401, 400, 400, 400],
  'POST /api/fo/sales/bulk/:tipoRegistro/:taxId/file': [401, 404, 403, 403],
  'GET /api/fo/sales/managers/space/:spaceId': [401, 404, 404, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'POST /api/fo/sales/managers/space/:spaceId': [401, 404, 403, 403],
  'DELETE /api/fo/sales/managers/space/:spaceId/:userId': [401, 404, 403, 403],
  // finanzas, auditor: 403: read-only internal roles write no tenant file
  'POST /api/fo/files/': [401, 403, 200, 403],
  'GET /api/fo/files/metadata/:id': [401, 404, 200, 404],
  // finanzas, auditor: 403: they delete no tenant file
  'DELETE /api/fo/files/:id': [401, 404, 200, 404],
  'POST /api/fo/files/signal/:country': [401, 404, 200, 404],
  'GET /api/fo/files/download': [403, 403, 403, 403],
  'GET /api/fo/companies/empresas': [401, 200, 200, 200],
  'GET /api/fo/companies/empresas/:id': [401, 404, 403, 403],
  'GET /api/fo/companies/empresas/:id/contactos': [401, 404, 403, 403],
  // the point-of-sale keys and the access log: the company's administrators only; the feed takes an API key, never a session
  'GET /api/fo/companies/empresas/:id/api-keys': [401, 404, 403, 403],
  'POST /api/fo/companies/empresas/:id/api-keys': [401, 404, 403, 403],
  'DELETE /api/fo/companies/empresas/:id/api-keys/:keyId': [401, 404, 403, 403],
  'GET /api/fo/companies/empresas/:id/access-log': [401, 404, 403, 403],
  'GET /api/fo/companies/empresas/:id/access-log/xlsx': [401, 404, 403, 403],
  'POST /api/fo/sales/feed/daily': [401, 401, 401, 401],
  'GET /api/fo/companies/empresas/:id/marcas': [401, 404, 403, 403],
  'GET /api/fo/companies/empresas/:id/contratos': [401, 404, 403, 403],
  'GET /api/fo/companies/contratos/:id': [401, 404, 403, 403],
  'GET /api/fo/companies/marcas/:id': [401, 404, 403, 403],
  'GET /api/fo/companies/marcas/:id/contactos': [401, 404, 403, 403],
  'GET /api/fo/companies/marcas/:id/contratos': [401, 404, 403, 403],
  'GET /api/fo/companies/marcas/:id/espacios': [401, 404, 403, 403],
  'GET /api/fo/companies/espacios/:id': [401, 404, 403, 403],
  'GET /api/fo/companies/marcas/:id/administradores/candidatos': [401, 404, 403, 403],
  'POST /api/fo/companies/marcas/:id/administradores': [401, 404, 403, 403],
  'PUT /api/fo/companies/marcas': [401, 400, 403, 403],
  'PUT /api/fo/companies/empresas': [401, 400, 403, 403],
  'GET /api/fo/companies/clients/:id/brands/:brandId/buildings': [401, 404, 403, 403],
  'GET /api/fo/companies/usuarios/:email': [401, 400, 400, 400],
  'POST /api/fo/companies/usuarios': [401, 400, 400, 400],
  'POST /api/fo/companies/usuarios-roles': [401, 400, 400, 400],
  'GET /api/fo/sales/monthly/contracts': [401, 403, 403, 403],
  // 'Informe de ventas': read:Sales in the company (another company 404, the store chief lacks it);
  // staff read sales only through the admin variant (FINANZAS, AUDITOR: a building of their country)
  'GET /api/fo/sales/informe/': [401, 404, 403, 403],
  'GET /api/fo/sales/informe/xlsx': [401, 404, 403, 403],
  // members read their company's services; ADMIN (manage:ReportServices in the company's country) reads and gives them
  'GET /api/fo/powerbi/reportes/empresas/:id': [401, 404, 200, 404, { ADMIN: 200 }],
  'PUT /api/fo/powerbi/reportes/empresas/:id': [401, 403, 403, 403, { ADMIN: 200 }],
  'GET /api/fo/sales/informe/admin/buildings': [401, 403, 403, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'GET /api/fo/comparisons/stores': [401, 404, 403, 403],
  'GET /api/fo/comparisons/distribution': [401, 403, 403, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'PUT /api/fo/comparisons/brands/:id/category': [401, 403, 403, 403, { ADMIN: 200, OPERADOR: 200 }],
  'GET /api/fo/sales/informe/admin': [401, 403, 403, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'POST /api/fo/sales/informe/jobs': [401, 404, 403, 403],
  'GET /api/fo/sales/informe/jobs': [401, 200, 403, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'GET /api/fo/sales/informe/jobs/:id': [401, 404, 403, 403, { FINANZAS: 404, AUDITOR: 404 }],
  'GET /api/fo/sales/informe/jobs/:id/file': [401, 404, 403, 403, { FINANZAS: 404, AUDITOR: 404 }],
  'GET /api/fo/sales/daily/space/:spaceId/day/:date/receipt': [401, 404, 404, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'GET /api/fo/sales/monthly/sale/:saleId/receipt': [401, 404, 403, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'GET /api/fo/sales/daily/bulk/:loadId/receipt': [401, 404, 404, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'GET /api/fo/receipts/verify/:code': [200, 200, 200, 200],
  'GET /api/fo/auth/users-ext/preferences': [401, 200, 200, 200],
  'PATCH /api/fo/auth/users-ext/preferences': [401, 400, 400, 400],
  'POST /api/fo/sales/report/monthly_sales/:country/:email': [401, 400, 400, 400],
  'PATCH /api/fo/sales/delete/file/:saleId': [401, 400, 400, 400],
  'GET /api/fo/auth/clients/:id/users': [401, 404, 403, 403],
  'GET /api/fo/auth/clients/:id/users/search': [401, 404, 403, 403],
  'GET /api/fo/auth/clients/:id/users/:userId': [401, 404, 403, 403],
  'GET /api/fo/auth/clients/:id/spaces': [401, 404, 403, 403],
  'POST /api/fo/auth/clients/:id/users': [401, 400, 400, 400],
  'PUT /api/fo/auth/clients/:id/users': [401, 400, 400, 400],
  'DELETE /api/fo/auth/clients/:id/users/:userId': [401, 404, 403, 403],
  'POST /api/fo/auth/users-ext/:id/welcome': [401, 404, 403, 403],
  'GET /api/fo/auth/users-ext/:userId/buildings': [401, 404, 403, 404],
  'GET /codigo-de-etica.pdf': [200, 200, 200, 200],
  // discounts: tenants need manage:Discounts (Chile; the store chief lacks it), the review MARKETING of the
  // campaign's country, the validator PERSONAL_CENTRO (the seeded café week's coupon cannot be redeemed
  // on the test clock's Sunday: 409) or the brand's manage:UsersDiscounts; reject after approve is 409
  'GET /api/fo/discounts/': [401, 403, 403, 403],
  'GET /api/fo/discounts/brands': [401, 403, 403, 403],
  'GET /api/fo/discounts/review': [401, 403, 403, 403, { MARKETING: 200 }],
  'GET /api/fo/discounts/catalogue': [401, 200, 200, 200],
  'GET /api/fo/discounts/coupons/:code': [401, 403, 403, 403, { PERSONAL_CENTRO: 200 }],
  'POST /api/fo/discounts/coupons/:code/redeem': [401, 403, 403, 403, { PERSONAL_CENTRO: 409 }],
  'GET /api/fo/discounts/logos/:id': [404, 404, 404, 404],
  'GET /api/fo/discounts/:id': [401, 403, 403, 403, { MARKETING: 200 }],
  'POST /api/fo/discounts/': [401, 403, 403, 403],
  'PUT /api/fo/discounts/:id': [401, 403, 403, 403],
  'POST /api/fo/discounts/:id/publish': [401, 403, 403, 403],
  'POST /api/fo/discounts/:id/delete': [401, 403, 403, 403],
  'POST /api/fo/discounts/:id/approve': [401, 403, 403, 403, { MARKETING: 200 }],
  'POST /api/fo/discounts/:id/reject': [401, 403, 403, 403, { MARKETING: 409 }],
  'POST /api/fo/discounts/:id/obtain': [401, 400, 400, 400],
  // finance: another client 404, no read permission 403, FINANZAS (the client's country) 200, other internal roles 403
  'GET /api/fo/debt/clients': [401, 200, 403, 403, { FINANZAS: 200 }],
  'GET /api/fo/debt/clients/:client/debt': [401, 404, 403, 403, { FINANZAS: 200 }],
  'GET /api/fo/debt/clients/:client/debt-details': [401, 404, 403, 403, { FINANZAS: 200 }],
  'GET /api/fo/debt/clients/:client/debt-details/xlsx': [401, 404, 403, 403, { FINANZAS: 200 }],
  'GET /api/fo/debt/clients/:client/debt-agreements': [401, 404, 403, 403, { FINANZAS: 200 }],
  'GET /api/fo/debt/clients/:client/debt-details/:doc/download': [401, 404, 403, 403, { FINANZAS: 200 }],
  'GET /api/fo/invoices/country/:country/company/:taxId': [401, 404, 403, 403, { FINANZAS: 200 }],
  'GET /api/fo/invoices/country/:country/company/:taxId/filters': [401, 404, 403, 403, { FINANZAS: 200 }],
  'GET /api/fo/invoices/country/:country/company/:taxId/:id/download': [401, 404, 403, 403, { FINANZAS: 200 }],
  'GET /api/fo/downloads/country/:country/company/:taxId': [401, 404, 403, 403, { FINANZAS: 200 }],
  // the import API takes a service API key only: every session is refused
  'POST /api/fo/debt/import': [401, 401, 401, 401],
  // 'Renta variable': a tenant reads the contracts whose daily sales it reads (the store chief its own stores); staff read a centre's table
  'GET /api/fo/rent/contracts': [401, 200, 200, 403],
  'GET /api/fo/rent/contracts/:contractId': [401, 404, 200, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'GET /api/fo/rent/contracts/:contractId/xlsx': [401, 404, 200, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'GET /api/fo/rent/buildings': [401, 403, 403, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'GET /api/fo/rent/buildings/:buildingId': [401, 403, 403, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'GET /api/fo/rent/buildings/:buildingId/xlsx': [401, 403, 403, 403, { FINANZAS: 200, AUDITOR: 200 }],
  'POST /api/fo/rent/terms/import': [401, 401, 401, 401],
  'POST /api/fo/rent/unit-values/import': [401, 401, 401, 401],
  'POST /api/fo/comparisons/categories/import': [401, 401, 401, 401],
  'POST /api/fo/invoices/import': [401, 401, 401, 401],
  'POST /api/fo/downloads/import': [401, 401, 401, 401],
  'GET /api/fo/faqs/getAll': [401, 200, 200, 200],
  'GET /api/fo/faqs/search/:text': [401, 200, 200, 200],
  'GET /api/fo/faqs/:key': [401, 200, 200, 200],
  // FAQ management: support staff (manage:Faq) only; 404 a missing question, 400 an order that leaves questions out
  'GET /api/fo/faqs/manage/all': [401, 403, 403, 403, { SOPORTE: 200 }],
  'POST /api/fo/faqs/manage': [401, 403, 403, 403, { SOPORTE: 201 }],
  'PUT /api/fo/faqs/manage/:id': [401, 403, 403, 403, { SOPORTE: 404 }],
  'POST /api/fo/faqs/manage/reorder': [401, 403, 403, 403, { SOPORTE: 400 }],
  // a help request: any tenant user (of their first company); staff are no company's users
  'POST /api/fo/faqs/contacto': [401, 201, 201, 403],
  'GET /api/fo/tickets/locales': [401, 200, 200, 200],
  // only one's own e-mail, or support staff
  'GET /api/fo/tickets/ticket/findByEmail/:email': [401, 403, 403, 403, { SOPORTE: 200 }],
  // a ticket for store c1001: its assigned store chief only
  'POST /api/fo/tickets/ticket': [401, 404, 201, 404],
  // Andes' administrator's (open) ticket: seen by its requester, the company administrators and support of Chile
  'GET /api/fo/tickets/ticket/:id': [401, 404, 404, 404, { SOPORTE: 200 }],
  'POST /api/fo/tickets/ticket/:id/messages': [401, 404, 404, 404, { SOPORTE: 201 }],
  'GET /api/fo/tickets/ticket/:id/files/:fileId': [401, 404, 404, 404],
  // the support side (manage:Ticket); open → open is off the flow (409)
  'GET /api/fo/tickets/queue': [401, 403, 403, 403, { SOPORTE: 200 }],
  'PATCH /api/fo/tickets/ticket/:id/status': [401, 403, 403, 403, { SOPORTE: 409 }],
  'POST /api/fo/tickets/ticket/:id/assign': [401, 403, 403, 403, { SOPORTE: 200 }],
  // work requests, behind the per-country switch (off in Peru: the Peruvian administrator gets 404):
  // tenants holding manage:Workers raise them for the stores they see (another client's store or
  // list 404; the store chief, who cannot pick workers, and staff 403); approvers of the country read them (other staff 404) and act only on their role's
  // pending step: the seeded cutting request's operations step is already approved (409), the others approve
  // in turn; an unsent draft is not theirs to see (404)
  'GET /api/fo/work-requests/types': [401, 404, 200, 200],
  'GET /api/fo/work-requests/buildings': [401, 404, 403, 403],
  'GET /api/fo/work-requests/': [401, 404, 200, 403],
  'POST /api/fo/work-requests/': [401, 404, 403, 403],
  'GET /api/fo/work-requests/approvals': [
    401,
    403,
    403,
    403,
    { INT_OPERACIONES: 200, INT_SEGURIDAD: 200, INT_MANTENCION: 200, INT_PREVENCION: 200, INT_ARQUITECTURA: 200 },
  ],
  'GET /api/fo/work-requests/:id': [
    401,
    404,
    200,
    404,
    { INT_OPERACIONES: 200, INT_SEGURIDAD: 200, INT_MANTENCION: 200, INT_PREVENCION: 200, INT_ARQUITECTURA: 200 },
  ],
  // a draft is its tenant's: approvers do not see it (404)
  'PUT /api/fo/work-requests/:id': [401, 404, 403, 404],
  'GET /api/fo/work-requests/:id/files': [
    401,
    404,
    200,
    404,
    { INT_OPERACIONES: 200, INT_SEGURIDAD: 200, INT_MANTENCION: 200, INT_PREVENCION: 200, INT_ARQUITECTURA: 200 },
  ],
  'POST /api/fo/work-requests/:id/approve': [
    401,
    403,
    403,
    403,
    { INT_OPERACIONES: 409, INT_SEGURIDAD: 200, INT_MANTENCION: 200, INT_PREVENCION: 200, INT_ARQUITECTURA: 200 },
  ],
  'POST /api/fo/work-requests/:id/reject': [
    401,
    403,
    403,
    403,
    { INT_OPERACIONES: 404, INT_SEGURIDAD: 404, INT_MANTENCION: 404, INT_PREVENCION: 404, INT_ARQUITECTURA: 404 },
  ],
  'POST /api/fo/work-requests/:id/refer': [
    401,
    403,
    403,
    403,
    { INT_OPERACIONES: 409, INT_SEGURIDAD: 409, INT_MANTENCION: 409, INT_PREVENCION: 409, INT_ARQUITECTURA: 409 },
  ],
  // the worker registry: manage:Workers in the client (Andes' administrator only; the Peruvian
  // administrator holds it in a company of Peru, where the switch is off: 404); no internal role acts
  'POST /api/fo/workers/': [401, 404, 403, 403],
  'GET /api/fo/workers/': [401, 404, 403, 403],
  'GET /api/fo/workers/skills': [401, 404, 403, 403],
  'GET /api/fo/workers/staffing-types': [401, 404, 403, 403],
  'GET /api/fo/workers/:id': [401, 404, 403, 403],
  'PATCH /api/fo/workers/:id': [401, 404, 403, 403],
  'DELETE /api/fo/workers/:id': [401, 404, 403, 403],
  // 'Dotaciones recibidas' and F30/F31: Andes' administrator only (manage:Workers); a received assignment of Andes
  'GET /api/fo/workers/staffing': [401, 404, 403, 403],
  'GET /api/fo/workers/staffing/:id': [401, 404, 403, 403],
  'POST /api/fo/workers/staffing/:id/confirm': [401, 404, 403, 403],
  'PUT /api/fo/workers/staffing/:id/workers': [401, 404, 403, 403],
  'GET /api/fo/workers/f30': [401, 404, 403, 403],
  'POST /api/fo/workers/f30': [401, 404, 403, 403],
  'GET /api/fo/workers/bulk/template': [401, 404, 403, 403],
  'POST /api/fo/workers/bulk/parse': [401, 404, 403, 403],
  'POST /api/fo/workers/bulk': [401, 404, 403, 403],
  // reference data by country: anyone signed in, in every country
  'GET /api/fo/countries/nations': [401, 200, 200, 200],
  'GET /api/fo/countries/:countryId/divisions': [401, 200, 200, 200],
  // a brand's spaces: as GET /companies/marcas/{id}/espacios
  'GET /api/fo/countries/:country/spaces': [401, 404, 403, 403],
};

/** One status per persona, in PERSONAS' order. */
const expand = ([anon, other, noPerm, staff, exceptions = {}]: Expected) => [
  anon,
  other,
  noPerm,
  ...INTERNAL_ROLES.map((role) => exceptions[role] ?? staff),
];

/** An answered row written the way EXPECTED is (the internal roles' most common status, then the others). */
function compact(row: number[]) {
  const staff = row.slice(TENANT_PERSONAS.length);
  const counts = new Map<number, number>();
  for (const status of staff) counts.set(status, (counts.get(status) ?? 0) + 1);
  const common = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
  const exceptions = INTERNAL_ROLES.flatMap((role, i) => (staff[i] === common ? [] : [`${role}: ${staff[i]}`]));
  return `[${[...row.slice(0, TENANT_PERSONAS.length), common].join(', ')}${exceptions.length ? `, { ${exceptions.join(', ')} }` : ''}]`;
}

describe('authorization matrix: every operation × persona', () => {
  let ctx: TestContext;
  const tokens: Partial<Record<Persona, string>> = {};
  const ids: Ids = {};
  let address = '';
  beforeAll(
    async () => {
      // the API's route table only: the built web app's static files (when a build is present) are not operations of it
      ctx = await createTestApp({ env: { WEB_DIST: '/nonexistent/vitrina-web-dist' } });
      address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      for (const p of PERSONAS) if (p !== 'anon') tokens[p] = await ctx.login(ACCOUNTS[p]);
      const { db } = ctx.database;
      const user = async (email: string) => (await db.select().from(t.users).where(eq(t.users.email, email)))[0]!.id;
      ids.empresa = await user(DEMO.empresaChl);
      ids.marca = await user(DEMO.marcaChl);
      ids.local = await user(DEMO.localChl);
      const [andes] = await db.select().from(t.clients).where(eq(t.clients.tax_id, TAX));
      ids.andes = andes!.id;
      ids.brand = String((await db.select().from(t.brands).where(eq(t.brands.client_id, ids.andes)))[0]!.id);
      ids.chlBuilding = (await db.select().from(t.buildings).where(eq(t.buildings.country_id, 'CHL')))[0]!.id;
      ids.notification = String((await db.select().from(t.notifications).where(eq(t.notifications.user_id, ids.empresa)))[0]?.id ?? 1);
      ids.debitNote = String((await db.select().from(t.debitNotes))[0]?.id ?? 1);
      ids.announcement = String((await db.select().from(t.announcements))[0]?.id ?? 1);
      ids.ticket = String((await db.select().from(t.tickets).where(eq(t.tickets.client_id, ids.andes)).orderBy(t.tickets.id))[0]?.id ?? 1);
      // files of Andes, uploaded by its administrator
      const admin = await ctx.login(DEMO.empresaChl);
      const upload = async () => {
        const m = multipartBody([{ name: 'andes.pdf', content: pdfBytes(), field: 'files', type: 'application/pdf' }]);
        const up = await ctx.app.inject({
          method: 'POST',
          url: `/api/fo/files/?company_id=${ids.andes}`,
          headers: { ...ctx.auth(admin), ...m.headers },
          payload: m.payload,
        });
        return up.json().data.data[0] as { ID: string; path: string };
      };
      const file = await upload();
      ids.file = file.ID;
      ids.filePath = file.path;
      ids.upload = async () => (await upload()).ID;
      const [debtDoc] = await db.select().from(t.debtDocuments).where(eq(t.debtDocuments.client_id, ids.andes));
      ids.debtDoc = `${debtDoc!.sociedad}-${debtDoc!.nro_factura}`;
      const invoices = await db.select().from(t.invoices).where(eq(t.invoices.client_id, ids.andes));
      ids.invoice = String(invoices.find((i) => i.pdf_path)!.id);
      const discounts = await db.select().from(t.discounts).where(eq(t.discounts.client_id, ids.andes));
      ids.discount = String(discounts.find((d) => d.status === 'approved')!.id);
      ids.draftDiscount = String(discounts.find((d) => d.status === 'draft')!.id);
      ids.pendingDiscount = String(discounts.find((d) => d.status === 'pending')!.id);
      ids.monthlySale = String((await db.select().from(t.monthlySales))[0]?.id ?? '00000000-0000-4000-8000-000000000000');
      // a declared day of c1003 (Andes, not the store chief's) and a monthly sale of Andes: their receipts
      ids.c1003Day = (await db.select().from(t.dailySales).where(eq(t.dailySales.space_id, 'c1003')).limit(1))[0]!.fecha_registro;
      // an accepted bulk load of Andes over c1003 (not the store chief's): its receipt
      const [c1003] = await db.select().from(t.contracts).where(eq(t.contracts.space_id, 'c1003'));
      const [bulkLoad] = await db
        .insert(t.dailySalesBulkLoads)
        .values({
          client_id: ids.andes,
          country_id: 'CHL',
          created_by: DEMO.empresaChl,
          created_at: new Date(),
          filas: [
            {
              fila: 1,
              contract_id: c1003!.id,
              space_id: 'c1003',
              local: 'L-103',
              marca: 'Marca',
              fecha: ids.c1003Day,
              total_tickets: 1,
              total_ventas: 1000,
              total_notas_credito: 0,
              monto_total_bruto: 1000,
              monto_total_neto: 840,
            },
          ],
        })
        .returning({ id: t.dailySalesBulkLoads.id });
      ids.andesBulkLoad = bulkLoad!.id;
      ids.andesMonthly =
        // the newest: the first row of the table (ids.monthlySale) is the one other operations change
        (
          await db.select().from(t.monthlySales).where(eq(t.monthlySales.space_id, 'c1003')).orderBy(desc(t.monthlySales.periodo)).limit(1)
        )[0]?.id ?? '00000000-0000-4000-8000-000000000000';
      ids.worker = (await db.select().from(t.workers).where(eq(t.workers.client_id, ids.andes)))[0]!.id;
      ids.staffing = String(
        (await db.select().from(t.staffingAssignments).where(eq(t.staffingAssignments.client_id, ids.andes))).find(
          (a) => a.status === 'recibida',
        )!.id,
      );
      const wr = await db.select().from(t.workRequests).where(eq(t.workRequests.client_id, ids.andes)).orderBy(t.workRequests.id);
      ids.wrDraft = String(wr.find((w) => w.status === 'draft')!.id);
      ids.wrContract = wr.find((w) => w.status === 'draft')!.contract_id;
      const pending = wr.find((w) => w.status === 'pending')!;
      ids.wrPending = String(pending.id);
      ids.wrPendingUuid = pending.uuid;
      ids.wrRejected = String(wr.find((w) => w.status === 'rejected')!.id);
    },
    240_000 * Number(process.env.VITEST_SLOW ?? 1),
  );
  afterAll(async () => {
    await ctx?.close();
  });

  it('has a sample request for every operation of the route table, and none for an operation that does not exist', () => {
    const ops = registeredRoutes(ctx.app)
      .filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`);
    const samples = Object.keys(SAMPLES(ids));
    expect(ops.filter((o) => !samples.includes(o))).toEqual([]);
    expect(samples.filter((s) => !ops.includes(s))).toEqual([]);
    expect(Object.keys(EXPECTED).sort()).toEqual([...samples].sort());
  });

  it(
    'answers each persona with the expected status',
    async () => {
      const actual: Record<string, number[]> = {};
      for (const [op, s] of Object.entries(SAMPLES(ids))) {
        const method = op.split(' ')[0] as 'GET';
        const row: number[] = [];
        for (const p of PERSONAS) {
          const token = p === 'anon' ? undefined : s.own ? await ctx.login(ACCOUNTS[p]) : tokens[p];
          if (s.stream) {
            const abort = new AbortController();
            const res = await fetch(`${address}${s.url}`, { headers: token ? ctx.auth(token) : {}, signal: abort.signal });
            row.push(res.status);
            abort.abort();
            continue;
          }
          const res = await ctx.app.inject({
            method,
            url: s.fresh ? await s.fresh() : s.url,
            headers: { ...(token ? ctx.auth(token) : {}), ...(s.multipart?.headers ?? {}) },
            ...(s.multipart ? { payload: s.multipart.payload } : s.payload !== undefined ? { payload: s.payload as object } : {}),
          });
          row.push(res.statusCode);
          // signing out elsewhere ends the persona's other sessions: a new one for what follows
          if (s.own && p !== 'anon') tokens[p] = await ctx.login(ACCOUNTS[p]);
        }
        actual[op] = row;
      }
      // MATRIX_DUMP=<file>: write the table the server answered, to review a change cell by cell
      if (process.env.MATRIX_DUMP)
        writeFileSync(
          process.env.MATRIX_DUMP,
          Object.entries(actual)
            .map(([op, row]) => `  '${op}': ${compact(row)},`)
            .join('\n'),
        );
      expect(actual).toEqual(Object.fromEntries(Object.entries(EXPECTED).map(([op, e]) => [op, expand(e)])));
    },
    180_000 * Number(process.env.VITEST_SLOW ?? 1),
  );
});
