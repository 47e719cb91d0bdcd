import type { ReactElement } from 'react';
import { lazyPage } from '../lib/page-code';
import { Route, Routes, matchRoutes } from 'react-router';
import { ROUTES } from '@vitrina/domain/auth/routes';
import { preloadableLazy } from '../lib/preloadable-lazy';

/*
 * The signed-in area (/:country/shopping/*): its shell and every page, lazy. This table is a lazy
 * chunk of its own, so the login page does not carry the route table nor the
 * preload lists of some 70 page chunks (router.tsx).
 */
// rendered at once when preloaded (a plain lazy component would suspend and be held back 300 ms)
const AppLayout = preloadableLazy(() => import('./layout/app-layout'));
const HomePage = preloadableLazy(() => import('../features/home/routes/home-page'));

/**
 * The shell's and the home's code, asked for at once (signed-in-preload.ts, while the sign-in runs),
 * and on a page loaded with a stored session that page's code too (`path`, below /{country}/shopping):
 * Vite's preload helper fetches every chunk they import together, not one level at a time. Their
 * preload lists live here, not in the login page's JavaScript. A failure is left to the routes.
 * @public called through the lazy import in signed-in-preload.ts
 */
export function preloadShellAndPage(path = ''): Promise<unknown> {
  // a page's element is a preloadable lazy component (its type carries `preload`)
  const type: unknown = path ? (matchRoutes(PAGE_ROUTES, `/${path}`)?.at(-1)?.route.element as ReactElement | undefined)?.type : undefined;
  const page = type as { preload?: () => Promise<unknown> } | undefined;
  return Promise.all([AppLayout.preload(), HomePage.preload(), page?.preload?.()]);
}
const AboutPage = preloadableLazy(() => import('../features/about/routes/about-page'));
const UnderConstructionPage = preloadableLazy(() => import('../features/errors/routes/under-construction-page'));
const SpacesOverviewPage = preloadableLazy(() => import('../features/daily-sales/routes/spaces-overview-page'));
const SpaceDetailPage = preloadableLazy(() => import('../features/daily-sales/routes/space-detail-page'));
const StoreChiefsPage = preloadableLazy(() => import('../features/daily-sales/routes/store-chiefs-page'));
const MonthlySalesPage = preloadableLazy(() => import('../features/monthly-sales/routes/monthly-sales-page'));
const UsersPage = preloadableLazy(() => import('../features/users/routes/users-page'));
const NotificationsPage = preloadableLazy(() => import('../features/notifications/routes/notifications-page'));
const AnnouncementsPage = preloadableLazy(() => import('../features/announcements/routes/announcements-page'));
const AnnouncementPage = preloadableLazy(() => import('../features/announcements/routes/announcement-page'));
const DebitNotesPage = preloadableLazy(() => import('../features/debit-notes/routes/debit-notes-page'));
const MyProfilePage = preloadableLazy(() => import('../features/profile/routes/my-profile-page'));
const UpdateProfilePage = preloadableLazy(() => import('../features/profile/routes/update-profile-page'));
const ClientProfilePage = preloadableLazy(() => import('../features/profile/routes/client-profile-page'));
const SelectCompanyPage = preloadableLazy(() => import('../features/company-selection/routes/select-company-page'));
const CompanyPage = preloadableLazy(() => import('../features/company/routes/company-page'));
const BrandsPage = preloadableLazy(() => import('../features/brands/routes/brands-page'));
const BrandPage = preloadableLazy(() => import('../features/brands/routes/brand-page'));
const StorePage = preloadableLazy(() => import('../features/brands/routes/store-page'));
const BrandContactsPage = preloadableLazy(() => import('../features/brands/routes/brand-contacts-page'));
const ContractsPage = preloadableLazy(() => import('../features/contracts/routes/contracts-page'));
const DebtPage = preloadableLazy(() => import('../features/finance/routes/debt-page'));
const InvoicesPage = preloadableLazy(() => import('../features/finance/routes/invoices-page'));
const ExpensesPage = preloadableLazy(() => import('../features/finance/routes/expenses-page'));
const HelpCenterPage = preloadableLazy(() => import('../features/help/routes/help-center-page'));
const FaqDetailPage = preloadableLazy(() => import('../features/help/routes/faq-detail-page'));
const TicketFormPage = preloadableLazy(() => import('../features/help/routes/ticket-form-page'));
const HelpRequestPage = preloadableLazy(() => import('../features/help/routes/help-request-page'));
const RequestCreatedPage = preloadableLazy(() => import('../features/help/routes/request-created-page'));
const SupportPage = preloadableLazy(() => import('../features/help/routes/support-page'));
const MyDiscountsPage = preloadableLazy(() => import('../features/discounts/routes/my-discounts-page'));
const DiscountsCataloguePage = preloadableLazy(() => import('../features/discounts/routes/catalogue-page'));
const CouponValidatorPage = preloadableLazy(() => import('../features/discounts/routes/validator-page'));
const DiscountsReviewPage = preloadableLazy(() => import('../features/discounts/routes/review-page'));
const MyWorkRequestsPage = preloadableLazy(() => import('../features/work-requests/routes/my-requests-page'));
const NewWorkerDialog = lazyPage(() => import('../features/workers/components/new-worker-dialog'));
const WorkRequestWizardPage = preloadableLazy(() => import('../features/work-requests/routes/wizard-page'));
const WorkRequestCreatedPage = preloadableLazy(() => import('../features/work-requests/routes/created-page'));
const WorkRequestApprovalsPage = preloadableLazy(() => import('../features/work-requests/routes/approvals-page'));
const ConsoleClientsPage = preloadableLazy(() => import('../features/console/routes/clients-page'));
const ConsoleClientPage = preloadableLazy(() => import('../features/console/routes/client-page'));
const ConsoleAuditHomePage = preloadableLazy(() => import('../features/console/routes/audit-home-page'));
const ConsoleSpaceAuditPage = preloadableLazy(() => import('../features/daily-sales/routes/space-audit-page'));
const ConsoleStaffPage = preloadableLazy(() => import('../features/console/routes/staff-page'));
const ConsoleAuditLogPage = preloadableLazy(() => import('../features/console/routes/audit-log-page'));
const ConsoleJobsPage = preloadableLazy(() => import('../features/console/routes/jobs-page'));
const ConsolePublicationsPage = preloadableLazy(() => import('../features/console/routes/publications-page'));
const ConsoleSendNotificationPage = preloadableLazy(() => import('../features/console/routes/send-notification-page'));
const SalesReportPage = preloadableLazy(() => import('../features/sales-report/routes/sales-report-page'));
const SalesReportAdminPage = preloadableLazy(() => import('../features/sales-report/routes/sales-report-admin-page'));
const ComparisonPage = preloadableLazy(() => import('../features/comparison/routes/comparison-page'));
const ComparisonAdminPage = preloadableLazy(() => import('../features/comparison/routes/comparison-admin-page'));
const OnDemandPage = preloadableLazy(() => import('../features/sales-report/routes/on-demand-page'));
const RentPage = preloadableLazy(() => import('../features/rent/routes/rent-page'));
const RentCentrePage = preloadableLazy(() => import('../features/rent/routes/rent-centre-page'));
const WorkersPage = preloadableLazy(() => import('../features/workers/routes/workers-page'));
const StaffingWorkersPage = preloadableLazy(() => import('../features/workers/routes/staffing-workers-page'));
const BulkWorkersPage = preloadableLazy(() => import('../features/workers/routes/bulk-workers-page'));
const StaffingPage = preloadableLazy(() => import('../features/workers/routes/staffing-page'));
const F30Page = preloadableLazy(() => import('../features/workers/routes/f30-page'));
const NotFoundPage = preloadableLazy(() => import('../features/errors/routes/not-found-page'));

/** Built screens; every other route of the route table shows 'En construcción'. */
/** Daily sales: the overview, the space page and the store-chief pages. */
const DAILY_SALES_ROUTES = [
  { path: 'espacio/locales', element: <SpacesOverviewPage /> },
  { path: 'resumen-ventas-detalle/:espacioId/:empresaId', element: <SpaceDetailPage /> },
  { path: 'resumen-ventas-detalle', element: <SpaceDetailPage /> },
  { path: 'espacio/:espacioId/encargados', element: <StoreChiefsPage /> },
  { path: 'marca/:contratoId/encargados', element: <StoreChiefsPage /> },
];
/** 'Informe de ventas', its staff variant and the on-demand report files. */
const SALES_REPORT_ROUTES = [
  { path: 'informe-de-ventas', element: <SalesReportPage /> },
  { path: 'informeVentasAdmin', element: <SalesReportAdminPage /> },
  { path: 'onDemand', element: <OnDemandPage /> },
  // the route table's service variant opens the same page
  { path: 'onDemand/:onDemandService', element: <OnDemandPage /> },
  // 'Comparativo' and its staff variant
  { path: 'comparativo', element: <ComparisonPage /> },
  { path: 'comparativoAdmin', element: <ComparisonAdminPage /> },
];
/** 'Renta variable' and its staff variant. */
const RENT_ROUTES = [
  { path: 'renta-variable', element: <RentPage /> },
  { path: 'consola/renta-variable', element: <RentCentrePage /> },
];
/** Monthly sales ('Ventas Mensuales'). */
const MONTHLY_SALES_ROUTES = [{ path: 'ventas-mensuales', element: <MonthlySalesPage /> }];
/** Notifications, news and charge notes. */
const NOTIFICATION_ROUTES = [
  { path: 'notificaciones', element: <NotificationsPage /> },
  { path: 'noticias', element: <AnnouncementsPage /> },
  { path: ':publicacionId', element: <AnnouncementPage /> },
  { path: 'notas-de-cargo', element: <DebitNotesPage /> },
];
/** Profile: 'Mi Perfil' with its tabs and 'Mis datos'; a company's page of one's own. */
const PROFILE_ROUTES = [
  { path: 'perfil/mi_perfil', element: <MyProfilePage /> },
  { path: 'perfil/updatePerfil', element: <UpdateProfilePage /> },
  { path: 'perfil/ver_cliente/:clienteId', element: <ClientProfilePage /> },
];
/** 'Seleccionar empresa': the companies of the user, to switch the active one. */
const COMPANY_SELECTION_ROUTES = [{ path: 'seleccionEmpresa', element: <SelectCompanyPage /> }];
/** Users administration. */
const USERS_ROUTES = [{ path: 'empresa/usuarios', element: <UsersPage /> }];
/** Company, brands and contracts. */
const COMPANY_ROUTES = [
  { path: 'empresa', element: <CompanyPage /> },
  { path: 'marca', element: <BrandsPage /> },
  { path: 'marca/:marcaId', element: <BrandPage /> },
  { path: 'marca/espacio/:espacioId', element: <StorePage /> },
  { path: 'marca/:marcaId/contactos', element: <BrandContactsPage /> },
  { path: 'contratos', element: <ContractsPage /> },
];
/** Accounts payable, invoices and common expenses. */
const FINANCE_ROUTES = [
  { path: 'cuentas-por-pagar', element: <DebtPage /> },
  { path: 'facturas', element: <InvoicesPage /> },
  { path: 'gastos-comunes', element: <ExpensesPage /> },
  // 'seleccionFactura' and 'seleccionArchivo' (the invoice and file selections) open the lists with their company picker
  { path: 'seleccionFactura', element: <InvoicesPage /> },
  { path: 'seleccionArchivo', element: <ExpensesPage /> },
];
/** The help centre: FAQs, tickets, the help-request form and the support side. */
const HELP_ROUTES = [
  { path: 'centro-de-ayuda', element: <HelpCenterPage /> },
  { path: 'centro-de-ayuda/contacto', element: <TicketFormPage /> },
  { path: 'centro-de-ayuda/:preguntaTitulo', element: <FaqDetailPage /> },
  { path: 'mis-solicitudes/crear-solicitud-ayuda', element: <HelpRequestPage /> },
  { path: 'mis-solicitudes/solicitud-creada', element: <RequestCreatedPage /> },
  { path: 'tickets', element: <SupportPage /> },
];
/** Discounts: the brand's campaigns, the catalogue, the validator, marketing's review. */
const DISCOUNT_ROUTES = [
  { path: 'mis-descuentos', element: <MyDiscountsPage /> },
  { path: 'descuentos', element: <DiscountsCataloguePage /> },
  { path: 'discounts', element: <DiscountsCataloguePage /> },
  { path: 'validar-descuentos', element: <CouponValidatorPage /> },
  { path: 'revision-descuentos', element: <DiscountsReviewPage /> },
];
/** Work requests: 'Mis Solicitudes', the wizard of each type, the created screen, the approvers' queue. */
const WORK_REQUEST_ROUTES = [
  { path: 'mis-solicitudes', element: <MyWorkRequestsPage /> },
  // 'Crear trabajador' in the workers step is the worker registry's dialog, handed in here
  { path: 'mis-solicitudes/crear-solicitud-trabajo', element: <WorkRequestWizardPage workerDialog={NewWorkerDialog} /> },
  { path: 'mis-solicitudes/crear-solicitud-corte-y-soldadura', element: <WorkRequestWizardPage workerDialog={NewWorkerDialog} /> },
  { path: 'mis-solicitudes/solicitud-trabajo-creada', element: <WorkRequestCreatedPage /> },
  { path: 'consola/solicitudes-trabajo', element: <WorkRequestApprovalsPage /> },
];
/** The staff console: each route opens by staff ability (the route table's `staff`). */
const CONSOLE_ROUTES = [
  { path: 'consola/clientes', element: <ConsoleClientsPage /> },
  { path: 'consola/clientes/:clienteId', element: <ConsoleClientPage /> },
  { path: 'consola/auditoria', element: <ConsoleAuditHomePage /> },
  { path: 'consola/auditoria/:espacioId', element: <ConsoleSpaceAuditPage /> },
  { path: 'consola/personal', element: <ConsoleStaffPage /> },
  { path: 'consola/registro', element: <ConsoleAuditLogPage /> },
  { path: 'consola/trabajos', element: <ConsoleJobsPage /> },
  { path: 'consola/notificaciones', element: <ConsoleSendNotificationPage /> },
  { path: 'consola/publicaciones', element: <ConsolePublicationsPage /> },
];
/** The worker registry and staffing, behind the country's switch. */
const WORKERS_ROUTES = [
  { path: 'trabajadores-solicitudes', element: <WorkersPage /> },
  { path: 'dotaciones', element: <StaffingPage /> },
  { path: 'dotaciones/trabajadores', element: <StaffingWorkersPage /> },
  { path: 'dotaciones/f30', element: <F30Page /> },
  { path: 'dotaciones/carga-masiva-trabajadores', element: <BulkWorkersPage /> },
];
const BUILT = new Set([
  ...WORKERS_ROUTES.map((r) => r.path),
  ...WORK_REQUEST_ROUTES.map((r) => r.path),
  ...DISCOUNT_ROUTES.map((r) => r.path),
  ...HELP_ROUTES.map((r) => r.path),
  ...CONSOLE_ROUTES.map((r) => r.path),
  '',
  ...FINANCE_ROUTES.map((r) => r.path),
  ...COMPANY_ROUTES.map((r) => r.path),
  ...USERS_ROUTES.map((r) => r.path),
  ...PROFILE_ROUTES.map((r) => r.path),
  ...NOTIFICATION_ROUTES.map((r) => r.path),
  'acerca_de_nosotros',
  ...DAILY_SALES_ROUTES.map((r) => r.path),
  ...MONTHLY_SALES_ROUTES.map((r) => r.path),
  ...SALES_REPORT_ROUTES.map((r) => r.path),
  ...RENT_ROUTES.map((r) => r.path),
  ...COMPANY_SELECTION_ROUTES.map((r) => r.path),
]);
const PENDING_ROUTES = ROUTES.filter((r) => !BUILT.has(r.path));

/** Every page of the area but the home (the index route), as the route table below renders them. */
const PAGE_ROUTES = [
  { path: 'acerca_de_nosotros', element: <AboutPage /> },
  ...DAILY_SALES_ROUTES,
  ...SALES_REPORT_ROUTES,
  ...RENT_ROUTES,
  ...MONTHLY_SALES_ROUTES,
  ...NOTIFICATION_ROUTES,
  ...PROFILE_ROUTES,
  ...USERS_ROUTES,
  ...COMPANY_ROUTES,
  ...FINANCE_ROUTES,
  ...DISCOUNT_ROUTES,
  ...WORK_REQUEST_ROUTES,
  ...COMPANY_SELECTION_ROUTES,
  ...HELP_ROUTES,
  ...WORKERS_ROUTES,
  ...CONSOLE_ROUTES,
  ...PENDING_ROUTES.map((r) => ({ path: r.path, element: <UnderConstructionPage /> })),
  { path: '*', element: <NotFoundPage /> },
];

/** The routes under /:country/shopping (descendant routes of router.tsx's ':country/shopping/*'). */
export default function SignedInRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route index element={<HomePage />} />
        {PAGE_ROUTES.map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
      </Route>
    </Routes>
  );
}
