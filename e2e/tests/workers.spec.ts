import { formatRut, makeRut } from '@vitrina/domain/workers/workers.rules';
import { ACCOUNTS, axeViolations, expect, signIn, test } from './fixtures';
import { typeDate } from './date-fields';

/**
 * The worker registry, switched on for Chile in the demo: the list with its
 * badge, RUT search and status filter, and a worker created with its documents through the
 * two-step dialog, then found, and deleted.
 */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1'), Buffer.alloc(1024, 0x20)]);
/** A valid RUT for a body of digits, as typed and as the page shows it. */
function rut(body: number) {
  const plain = makeRut(String(body));
  return { plain, formatted: formatRut(plain) };
}

test('the registry: badge, filters, a worker created with documents, then deleted; no axe violations', async ({ page }) => {
  test.setTimeout(240_000);
  await signIn(page, ACCOUNTS.empresaChl);
  await expect(page).toHaveURL(/\/chl\/shopping/, { timeout: 30_000 });
  // the menu shows 'Solicitudes' and 'Dotaciones' where the switch is on
  const menu = page.getByRole('navigation', { name: /menú/i });
  await expect(menu.getByRole('button', { name: 'Solicitudes' })).toBeVisible({ timeout: 30_000 });
  await expect(menu.getByRole('button', { name: 'Dotaciones' })).toBeVisible();

  await page.goto('/chl/shopping/trabajadores-solicitudes');
  await expect(page.getByRole('heading', { name: 'Trabajadores', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Trabajadores' }).getByRole('rowheader').first()).toBeVisible({ timeout: 30_000 });
  expect(await axeViolations(page)).toEqual([]);
  // the seeded worker, found by RUT (other tests of the run add workers to the first page)
  await page.getByRole('searchbox', { name: 'Buscar por RUT' }).fill('9876543');
  await expect(page.getByRole('rowheader', { name: /José Luis Araya Tapia/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('9.876.543-', { exact: false }).first()).toBeVisible();
  await page.getByRole('searchbox', { name: 'Buscar por RUT' }).fill('');

  // status Pendiente: only workers with missing documents, each 'Faltante'
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Pendiente' }).click();
  await expect(page).toHaveURL(/estado=Pendiente/);
  await expect(page.getByText('Completa')).toHaveCount(0);
  await expect(page.getByText('Faltante').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'Todos' }).click();

  // a new worker: step 1 validates before 'Siguiente' moves on
  const r = rut(23_000_000 + (Date.now() % 900_000));
  await page.getByRole('button', { name: 'Crear trabajador' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear trabajador' });
  await dialog.getByRole('button', { name: 'Siguiente' }).click();
  await expect(dialog.getByText('Selecciona un género')).toBeVisible();
  await expect(dialog.getByText('Selecciona una clase de trabajador')).toBeVisible();
  await expect(dialog.getByText('Selecciona al menos una dotación')).toBeVisible();
  await dialog.getByLabel('RUT').fill(r.plain.replace(/.$/, (d) => (d === '1' ? '2' : '1')));
  await dialog.getByLabel('Nombres').fill('Tomás Ignacio');
  await expect(dialog.getByText('RUT inválido - dígito verificador incorrecto')).toBeVisible();
  await dialog.getByLabel('RUT').fill(r.plain);
  await dialog.getByLabel('Nombres').click();
  await expect(dialog.getByLabel('RUT')).toHaveValue(r.formatted);
  await dialog.getByLabel('Apellido paterno').fill('Vergara');
  await dialog.getByLabel('Apellido materno').fill('Lagos');
  await dialog.getByLabel('Género').click();
  await page.getByRole('option', { name: 'Masculino' }).click();
  await typeDate(dialog, 'Fecha de nacimiento', '12/04/1991');
  await dialog.getByLabel('Mutual').click();
  await page.getByRole('option', { name: 'IST' }).click();
  await expect(dialog.getByText('Selecciona una región primero')).toBeVisible();
  await dialog.getByLabel('Región').click();
  await page.getByRole('option', { name: 'Metropolitana de Santiago' }).click();
  await dialog.getByLabel('Comuna').click();
  await page.getByRole('option', { name: 'Ñuñoa' }).click();
  await dialog.getByLabel('Dirección').fill('Av. Irarrázaval 2100, depto. 4-B');
  // the classes (several), asked apart from the staffing types
  await dialog.getByRole('combobox', { name: /Clase/ }).click();
  await expect(page.getByRole('option')).toHaveCount(21);
  await page.getByRole('option', { name: 'Pintura y carpintería' }).click();
  await page.getByRole('option', { name: 'Construcción' }).click();
  await page.keyboard.press('Escape');
  await expect(dialog.getByRole('combobox', { name: /Clase/ })).toContainText('Pintura y carpintería, Construcción');
  // by keyboard: the dialog's content may still move under the pointer while its messages settle
  const security = dialog.getByRole('checkbox', { name: 'Seguridad' });
  await security.focus();
  await page.keyboard.press('Space');
  await expect(security).toBeChecked();
  await dialog.getByRole('button', { name: 'Siguiente' }).click();

  // step 2: the ID card both sides and the contract, uploaded as chosen; the declaration
  await expect(dialog.getByRole('form', { name: 'Documentos del trabajador' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('Debe subir la cédula de identidad por ambos lados')).toBeVisible();
  await dialog
    .getByLabel('Cédula de identidad (frente)')
    .first()
    .setInputFiles({ name: 'frente.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog
    .getByLabel('Cédula de identidad (reverso)')
    .first()
    .setInputFiles({ name: 'reverso.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByLabel('Contrato de trabajo').first().setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByLabel(/Declaro que los documentos/).check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  // found by its whole RUT typed with dots (a part of it may match other workers' RUTs); complete documentation
  await page.getByLabel('Buscar por RUT').fill(r.formatted);
  await expect(page).toHaveURL(/q=/);
  const row = page.getByRole('row', { name: /Tomás Ignacio Vergara Lagos/ });
  await expect(row).toBeVisible();
  await expect(row.getByText(r.formatted)).toBeVisible();
  await expect(row.getByText('Completa')).toBeVisible();
  await expect(row.getByText('Pintura y carpintería, Construcción')).toBeVisible();

  // the class filter: 'Todos' and the 21 classes, in the URL
  const classFilter = page.getByRole('combobox', { name: 'Clase' });
  await classFilter.click();
  await expect(page.getByRole('option')).toHaveCount(22);
  await page.getByRole('option', { name: 'Corte y soldadura' }).click();
  await expect(page).toHaveURL(/clase=corte_y_soldadura/);
  await expect(page.getByText('No hay trabajadores que coincidan con la búsqueda')).toBeVisible();
  await classFilter.click();
  await page.getByRole('option', { name: 'Construcción' }).click();
  await expect(row).toBeVisible();
  await classFilter.click();
  await page.getByRole('option', { name: 'Todos' }).click();

  // deleted after the confirmation
  await row.getByRole('button', { name: /Acciones de Tomás Ignacio/ }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Deseas eliminar este trabajador?' });
  await expect(confirm).toContainText('Al realizar esta acción el trabajador se eliminará permanentemente');
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('No hay trabajadores que coincidan con la búsqueda')).toBeVisible();
});

test('a user of a country where the switch is off sees no menu and is turned away from the page', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, ACCOUNTS.empresaPer);
  await expect(page).toHaveURL(/\/per\/shopping/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Dotaciones' })).toHaveCount(0);
  await page.goto('/per/shopping/dotaciones/trabajadores');
  await expect(page.getByText('No puedes acceder a esta ruta')).toBeVisible();
});
