import { startTestIdp, type TestIdp } from '../../apps/server/src/test/oidc-provider';
import { expect, signIn, startOwnServerWithWeb, test, type OwnServer } from './fixtures';

/*
 * 'Ingreso colaboradores': a staff member signs in at the company's identity
 * provider (a real OpenID provider, oidc-provider, started here on loopback), lands in the portal
 * with the internal role its group maps to, and signs out through the provider. The server is of
 * its own: the corporate sign-on is configured there only.
 */

const OFFSET = 9;
const BASE = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + OFFSET}`;

let idp: TestIdp;
let server: OwnServer;

test.beforeAll(async () => {
  idp = await startTestIdp({
    redirectUris: [`${BASE}/api/fo/auth/corporate/callback`],
    postLogoutRedirectUris: [`${BASE}/`],
    users: [{ login: 'andrea', email: 'andrea.soto@mall.test', given_name: 'Andrea', family_name: 'Soto', groups: ['vitrina-auditoria'] }],
  });
  server = await startOwnServerWithWeb(OFFSET, {
    OIDC_ISSUER: idp.issuer,
    OIDC_CLIENT_ID: idp.clientId,
    OIDC_CLIENT_SECRET: idp.clientSecret,
    OIDC_SCOPES: 'openid email profile groups',
    OIDC_ROLES_CLAIM: 'groups',
    OIDC_ROLE_MAP: 'vitrina-auditoria=AUDITOR',
  });
});

test.afterAll(async () => {
  server?.stop();
  await idp?.close();
});

test('Ingreso colaboradores: sign in at the provider, land as the auditor, sign out through the provider; staff passwords refused', async ({
  page,
}) => {
  await page.goto(`${server.base}/`);
  await page.getByRole('link', { name: 'Ingreso colaboradores' }).click();

  // the provider's own sign-in page
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill('andrea');
  await page.locator('input[name="password"]').fill('cualquiera');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  // back in the portal, signed in as staff; the one-time code is gone from the address bar
  await expect(page).toHaveURL(`${server.base}/chl/shopping`);
  // a first sign-in: the welcome tour starts
  await page.getByRole('dialog', { name: '¡Bienvenido a Vitrina!' }).getByRole('button', { name: 'Omitir Tour' }).click();
  await expect(page.getByRole('heading', { name: 'Hola, Andrea Soto' })).toBeVisible();
  // the AUDITOR's menu: the daily sales it audits, nothing of a tenant's company, and not the
  // tenants' monthly declaration page (its calls serve members of a client: staff would get 403)
  await page.getByRole('button', { name: 'Declarar ventas' }).click();
  await expect(page.getByRole('link', { name: 'Diarias' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mensuales' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mi empresa' })).toHaveCount(0);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toEqual(expect.any(String));

  // sign-out ends the provider's session too and comes back to login
  await page.getByRole('button', { name: 'Menú de usuario' }).click();
  await page.getByRole('menuitem', { name: 'Salir' }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/session/end`));
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
  expect(page.url().startsWith(`${server.base}/`)).toBe(true);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  // with SSO on, a demo internal account's password is refused with the hint
  await signIn(page, 'auditor@vitrina.test', undefined, server.base);
  await expect(page.getByText('Las cuentas de colaboradores ingresan con «Ingreso colaboradores».')).toBeVisible();
  await expect(page).toHaveURL(`${server.base}/`);
});
