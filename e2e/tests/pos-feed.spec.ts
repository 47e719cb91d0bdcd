import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { ACCOUNTS, axeViolations, expect, signIn, startOwnServerWithWeb, test, type OwnServer } from './fixtures';

/**
 * The point-of-sale feed and the access log, on a server of its own (it creates keys, writes
 * a day and reads another tenant's sales as staff): an API key made in 'Mi empresa', used by the
 * example script (examples/pos-feed.mjs, docs/areas/api-keys.md), the day shown as sent by 'api', the key
 * revoked; the staff read shown in 'Accesos a tus datos'.
 */
const run = promisify(execFile);
const SCRIPT = resolve(import.meta.dirname, '../../examples/pos-feed.mjs');
const ANDES = '76543210-3';
const HOME = '/chl/shopping';
const TZ = 'America/Santiago';

let own: OwnServer;
test.beforeAll(async () => {
  own = await startOwnServerWithWeb(210);
});
test.afterAll(() => own?.stop());

async function signInAndWait(page: Page, email: string) {
  await signIn(page, email, undefined, own.base);
  await expect(page.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
}

const yesterday = () => new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA', { timeZone: TZ });
const dmy = (iso: string) => iso.split('-').reverse().join('/');
const feedScript = (key: string) =>
  run(process.execPath, [SCRIPT], {
    env: { ...process.env, VITRINA_URL: own.base, VITRINA_API_KEY: key, VITRINA_SPACES: 'c1002', VITRINA_TZ: TZ },
  });

test('an API key made in Mi empresa feeds yesterday through the example script; the day shows api; the key is revoked', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAndWait(page, ACCOUNTS.empresaChl);
  await page.goto(`${own.base}${HOME}/empresa?tab=claves-api`);
  await expect(page.getByRole('tab', { name: 'Claves API', selected: true })).toBeVisible();
  await expect(page.getByText('Tu empresa aún no tiene claves API.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel('Nombre de la clave').fill('Caja central e2e');
  await page.getByRole('button', { name: 'Crear clave' }).click();
  const dialog = page.getByRole('dialog', { name: /Nueva clave API/ });
  await expect(dialog.getByText('Copia esta clave ahora. No se volverá a mostrar.')).toBeVisible();
  const key = await dialog.getByTestId('api-key-value').inputValue();
  expect(key).toMatch(/^vk_[0-9a-f]{12}\./);
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Caja central e2e' });
  await expect(row).toContainText('Nunca');
  await expect(row).toContainText('Vigente');

  // the example script, as a tenant would run it
  const day = yesterday();
  const out = await feedScript(key);
  expect(out.stdout).toContain(`${day} c1002: creada`);

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Caja central e2e' })).not.toContainText('Nunca');

  // the day, in the space's table, marked as sent by the point of sale
  await page.goto(`${own.base}${HOME}/resumen-ventas-detalle/c1002/${ANDES}?mes=${day.slice(0, 7)}&vista=tabla`);
  const dayRow = page.getByRole('row').filter({ has: page.getByRole('rowheader').filter({ hasText: dmy(day) }) });
  await expect(dayRow.getByText('api', { exact: true })).toBeVisible();

  // revoked: the script is refused from then on
  await page.goto(`${own.base}${HOME}/empresa?tab=claves-api`);
  await page.getByRole('button', { name: 'Revocar Caja central e2e' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Revocar' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Caja central e2e' })).toContainText('Revocada');
  await expect(page.getByRole('button', { name: 'Revocar Caja central e2e' })).toHaveCount(0);
  const refused = await feedScript(key).then(
    () => 0,
    (e: { code?: number; stderr?: string }) => {
      expect(e.stderr).toContain('401');
      return e.code ?? -1;
    },
  );
  expect(refused).toBe(1);
});

test("a finance user's read of the company's sales shows in 'Accesos a tus datos', filterable and exportable", async ({ browser }) => {
  test.setTimeout(120_000);
  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signIn(staffPage, 'finanzas@vitrina.test', undefined, own.base);
  await expect(staffPage.getByRole('heading', { name: /^Hola,/ })).toBeVisible();
  await staffPage.goto(`${own.base}${HOME}/resumen-ventas-detalle/c1001/${ANDES}?mes=${yesterday().slice(0, 7)}&vista=tabla`);
  await expect(staffPage.getByRole('table').first()).toBeVisible();
  await staff.close();

  const admin = await browser.newContext();
  const page = await admin.newPage();
  await signInAndWait(page, ACCOUNTS.empresaChl);
  await page.goto(`${own.base}${HOME}/empresa`);
  await page.getByRole('tab', { name: 'Accesos a tus datos' }).click();
  await expect(page).toHaveURL(/tab=accesos/);
  const log = page.getByRole('table', { name: 'Accesos a tus datos' });
  const read = log.getByRole('row').filter({ hasText: 'finanzas@vitrina.test' }).first();
  await expect(read).toContainText('FINANZAS');
  await expect(read).toContainText('Ventas diarias');
  expect(await axeViolations(page)).toEqual([]);

  // filters live in the URL; a role with no reads empties the table
  await page.getByLabel('Quién').fill('nadie');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(/quien=nadie/);
  await expect(page.getByText('No hay accesos registrados para estos filtros.')).toBeVisible();
  await page.getByLabel('Quién').fill('finanzas');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(log.getByRole('row').filter({ hasText: 'finanzas@vitrina.test' }).first()).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar .xlsx' }).click();
  expect((await download).suggestedFilename()).toMatch(/^accesos-.+\.xlsx$/);
  await admin.close();
});
