import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signedInPage, startOwnServer, test, waitForMail, type OwnServer } from './fixtures';

/**
 * The help centre on a server of its own: a tenant raises a climatización ticket with two
 * files, support answers it in the queue, and the tenant sees the answer in the bell, in the
 * ticket's conversation and by e-mail.
 */
const SUPPORT = 'soporte@vitrina.test';

/** The ticket form's store and 'Mantención › Climatización › Bajar temperatura'. */
async function chooseClimatizacion(page: Page) {
  const pick = async (name: string, option?: string) => {
    await page.getByRole('combobox', { name }).click();
    const listbox = page.getByRole('listbox');
    await (option ? listbox.getByRole('option', { name: option }) : listbox.getByRole('option').first()).click();
  };
  await pick('Centro comercial');
  await pick('Local');
  await pick('Área', 'Mantención');
  await pick('Solicitud', 'Climatización');
  await pick('Subtipo de climatización', 'Bajar temperatura');
}
const png = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'), Buffer.alloc(2000)]);
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'), Buffer.alloc(4000, 0x20)]);

test.describe.serial('help centre on a server of its own', () => {
  test.describe.configure({ timeout: 180_000 });
  let own: OwnServer;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    own = await startOwnServer(7);
  });
  test.afterAll(() => own?.stop());

  test('a climatización ticket with two files is answered by support; the tenant sees it in the bell, the drawer and the mail', async ({
    browser,
  }) => {
    const tenant = await signedInPage(browser, 'marcaChl', own);
    await tenant.goto(`${own.base}/`);
    await expect(tenant.getByRole('heading', { name: /^Hola,/ })).toBeVisible();

    // FAQ: the heading, an accent-insensitive search
    await tenant.getByRole('link', { name: 'Centro de ayuda' }).click();
    await expect(tenant.getByRole('heading', { name: '¿En qué podemos ayudarte hoy?' })).toBeVisible();
    await tenant.getByRole('searchbox', { name: 'Buscar' }).fill('contrasena');
    await tenant.getByRole('button', { name: 'Buscar' }).click();
    await expect(tenant.getByRole('heading', { name: 'Tu Búsqueda' })).toBeVisible();
    await expect(tenant.getByRole('link', { name: '¿Cómo recupero mi contraseña?' }).first()).toBeVisible();

    // Crear solicitud
    await tenant.getByRole('button', { name: 'Crea una solicitud' }).click();
    await expect(tenant.getByRole('heading', { name: 'Crear solicitud' })).toBeVisible();
    await chooseClimatizacion(tenant);
    await tenant.getByRole('textbox', { name: 'Descripción' }).fill('El local supera los 28 grados');
    await expect(tenant.getByText('29/200')).toBeVisible();
    await tenant.getByTestId('ticket-files').setInputFiles([
      { name: 'termometro.png', mimeType: 'image/png', buffer: png },
      { name: 'informe.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    await expect(tenant.getByText('termometro.png')).toBeVisible();
    await tenant.getByRole('button', { name: 'Enviar solicitud' }).click();
    const created = tenant.getByRole('dialog', { name: 'Creación exitosa' });
    await expect(created).toBeVisible();
    const id = Number((await created.getByText(/Tu solicitud #\d+/).textContent())!.match(/#(\d+)/)![1]);
    await created.getByRole('button', { name: 'Aceptar' }).click();

    // Mis solicitudes
    await expect(tenant.getByRole('tab', { name: 'Mis solicitudes' })).toHaveAttribute('aria-selected', 'true');
    const row = tenant.getByRole('row', { name: new RegExp(`^${id} `) });
    await expect(row).toContainText('Mantención, Climatización, Bajar temperatura');
    await expect(row).toContainText('Nuevo');
    const bell = tenant.getByRole('button', { name: /^Notificaciones/ });
    const unread = async () => Number((await bell.getAttribute('aria-label'))!.match(/(\d+) sin leer/)?.[1] ?? 0);
    const before = await unread();

    // support answers in the queue
    const support = await signedInPage(browser, SUPPORT, own);
    await support.goto(`${own.base}/`);
    await expect(support.getByRole('link', { name: 'Mesa de ayuda' })).toBeVisible();
    await support.getByRole('link', { name: 'Mesa de ayuda' }).click();
    // support sees every client's tickets, filterable by country: a Peruvian client's, then Chile's
    const queue = support.getByRole('table', { name: 'Cola de solicitudes' });
    await support.getByRole('combobox', { name: 'País' }).click();
    await support.getByRole('option', { name: 'Perú' }).click();
    await expect(queue.getByRole('row').filter({ hasText: 'Inversiones Inca Retail S.A.C.' }).first()).toContainText('Perú');
    await expect(support.getByRole('button', { name: `Abrir ${id}` })).toHaveCount(0);
    await support.getByRole('combobox', { name: 'País' }).click();
    await support.getByRole('option', { name: 'Chile' }).click();
    await support.getByRole('button', { name: `Abrir ${id}` }).click();
    const drawer = support.getByRole('dialog', { name: 'Detalle solicitud' });
    await expect(drawer.getByText('informe.pdf')).toBeVisible();
    await drawer.getByRole('button', { name: 'Asignarme' }).click();
    await drawer.getByRole('textbox', { name: 'Respuesta' }).fill('Enviamos al técnico de climatización.');
    await drawer.getByRole('button', { name: 'Enviar respuesta' }).click();
    await expect(drawer.getByRole('list', { name: 'Conversación' })).toContainText('Enviamos al técnico de climatización.');
    await expect(drawer.getByText('Abierto')).toBeVisible();
    await support.context().close();

    // the tenant: the bell (live), the conversation in the drawer, the mail
    await expect.poll(unread, { timeout: 15_000 }).toBe(before + 1);
    await tenant.getByRole('button', { name: `Ver detalle ${id}` }).click();
    const mine = tenant.getByRole('dialog', { name: 'Detalle solicitud' });
    const conversation = mine.getByRole('list', { name: 'Conversación' });
    await expect(conversation).toContainText('El local supera los 28 grados');
    await expect(conversation).toContainText('Enviamos al técnico de climatización.');
    await expect(conversation.getByRole('button', { name: 'termometro.png' })).toBeVisible();
    const mail = await waitForMail(ACCOUNTS.marcaChl, new Date(Date.now() - 120_000).toISOString(), own.dataDir);
    expect(mail.subject).toBe(`Respuesta a tu solicitud #${id}`);
    expect(mail.text).toContain(`/chl/shopping/centro-de-ayuda?ticket=${id}`);
    await tenant.context().close();
  });

  test('a description past 200 characters stays as typed, in error, and is not sent until it fits', async ({ browser }) => {
    const tenant = await signedInPage(browser, 'marcaChl', own);
    await tenant.goto(`${own.base}/chl/shopping/centro-de-ayuda/contacto`);
    await expect(tenant.getByRole('heading', { name: 'Crear solicitud' })).toBeVisible();
    await chooseClimatizacion(tenant);
    const description = tenant.getByRole('textbox', { name: 'Descripción' });
    await description.fill(`${'a'.repeat(199)}bc`);
    await expect(description).toHaveValue(`${'a'.repeat(199)}bc`);
    await expect(tenant.getByText('201/200')).toBeVisible();
    await expect(description).toHaveAttribute('aria-invalid', 'true');
    await tenant.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(tenant.getByRole('dialog', { name: 'Creación exitosa' })).toBeHidden();
    await expect(tenant.getByRole('heading', { name: 'Crear solicitud' })).toBeVisible();
    // one character less fits, and is sent
    await description.press('End');
    await description.press('Backspace');
    await expect(tenant.getByText('200/200')).toBeVisible();
    await expect(description).toHaveAttribute('aria-invalid', 'false');
    await tenant.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(tenant.getByRole('dialog', { name: 'Creación exitosa' })).toBeVisible();
  });
});

test.describe('the demo questions name the controls as the screens show them', () => {
  test.use({ account: 'marcaChl' });

  test("the password answer names the login page's link, the daily sales answer the menu's path", async ({ page, browser }) => {
    await page.goto('/chl/shopping/centro-de-ayuda');
    await page.getByRole('link', { name: '¿Cómo recupero mi contraseña?' }).first().click();
    await expect(page.locator('main b', { hasText: 'Olvidé mi contraseña' })).toBeVisible();
    const anonymous = await browser.newPage();
    await anonymous.goto('/');
    await expect(anonymous.getByRole('button', { name: 'Olvidé mi contraseña' })).toBeVisible();
    await anonymous.close();

    await page.goto('/chl/shopping/centro-de-ayuda');
    await page.getByRole('link', { name: '¿Cómo declaro mis ventas diarias?' }).first().click();
    await expect(page.locator('main b', { hasText: 'Declarar ventas › Diarias' }).first()).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    const group = menu.getByRole('button', { name: 'Declarar ventas' });
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(menu.getByRole('link', { name: 'Diarias' })).toBeVisible();
  });
});
