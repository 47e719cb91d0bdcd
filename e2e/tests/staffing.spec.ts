import { makeRut } from '@vitrina/domain/workers/workers.rules';
import { expect, test } from './fixtures';
import { uploadWorkersFile } from './workers-files';
import { dmy, typeDate } from './date-fields';

/**
 * Staffing and F30/F31, switched on for Chile in the demo: Andes'
 * administrator finds a received parking assignment, opens its details and confirms its reception;
 * assigns a worker of its own to a received security assignment; then loads the F31 that the demo lacks and sees its card become 'Vigente', with the period in
 * the history's calendar.
 */
const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'), Buffer.alloc(256, 32)]);
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const shown = (iso: string) => iso.split('-').reverse().join('/');

test.use({ account: 'empresaChl' });

test("'Dotaciones recibidas': type filter, details with the workers, reception confirmed", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/chl/shopping/dotaciones');
  await expect(page.getByRole('heading', { name: 'Dotaciones recibidas', level: 1 })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('rowheader', { name: 'DOT-0001' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Parking' }).click();
  await expect(page).toHaveURL(/tipo=parking/);
  await expect(page.getByRole('rowheader', { name: 'DOT-0001' })).toHaveCount(0);
  const row = page.getByRole('row', { name: /DOT-0003/ });
  await expect(row.getByText('Recibida')).toBeVisible();

  await row.getByRole('button', { name: 'Acciones de DOT-0003' }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const dialog = page.getByRole('dialog', { name: 'Detalle de la dotación DOT-0003' });
  await expect(dialog.getByText('Trabajadores asignados (1)')).toBeVisible();
  await expect(dialog.getByText('Francisca Morales Fuentes')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar recepción' }).click();
  await expect(page.getByText('Recepción confirmada')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Confirmar recepción' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(row.getByText('Activa')).toBeVisible();
});

test("'Asignar trabajadores': a new guard of this run assigned to a received security assignment, seen in its details", async ({
  page,
}) => {
  test.setTimeout(180_000);
  // the worker, with the 'seguridad' skill, through the bulk upload (a name of letters only, this run's own)
  const body = 29_100_000 + (Date.now() % 800_000);
  const tag = String(10_000 + (body % 90_000)).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!);
  const name = `Ignacio ${tag[0]!.toUpperCase()}${tag.slice(1)} Guardia`;
  await uploadWorkersFile(page, 'guardia.xlsx', [[name, '1990-03-12', 'Masculino', 'ACHS', 'No', 'seguridad', makeRut(String(body))]]);
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('Se crearon 1 trabajadores')).toBeVisible({ timeout: 30_000 });

  // DOT-0006: seguridad, 3 requested, received
  await page.goto('/chl/shopping/dotaciones');
  await expect(page.getByRole('heading', { name: 'Dotaciones recibidas', level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('searchbox', { name: 'Buscar por número' }).fill('DOT-0006');
  await expect(page).toHaveURL(/DOT-0006/);
  await page.getByRole('button', { name: 'Acciones de DOT-0006' }).click();
  await page.getByRole('menuitem', { name: 'Ver detalles' }).click();
  const details = page.getByRole('dialog', { name: 'Detalle de la dotación DOT-0006' });
  await details.getByRole('button', { name: 'Asignar trabajadores' }).click();

  const assign = page.getByRole('dialog', { name: 'Asignar trabajadores a DOT-0006' });
  const list = assign.getByRole('group', { name: 'Trabajadores disponibles' });
  const mine = list.getByRole('checkbox', { name: new RegExp(name) });
  await expect(mine).toBeVisible({ timeout: 30_000 });
  // start from none (the same server may hold an earlier run's choice)
  const ticked = list.getByRole('checkbox', { checked: true });
  while (await ticked.count()) await ticked.first().uncheck();
  await expect(assign.getByText('0 de 3 seleccionados')).toBeVisible();
  await mine.check();
  await expect(assign.getByText('1 de 3 seleccionados')).toBeVisible();
  await assign.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Trabajadores asignados', { exact: true })).toBeVisible();
  await expect(assign).toBeHidden();
  await expect(details.getByText('Trabajadores asignados (1)')).toBeVisible();
  await expect(details.getByRole('list', { name: 'Trabajadores asignados' }).getByText(name)).toBeVisible();
  await details.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('row', { name: /DOT-0006/ }).getByText('1 / 3')).toBeVisible();
});

test("F30/F31: the demo's F30 about to expire, an F31 loaded for a period becomes 'Vigente', its calendar", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/chl/shopping/dotaciones/f30');
  const f30 = page.getByRole('region', { name: 'Certificado F30' });
  const f31 = page.getByRole('region', { name: 'Certificado F31' });
  await expect(f30.getByText('Por expirar')).toBeVisible({ timeout: 60_000 });
  await expect(f31.getByText('No cargado')).toBeVisible();

  await f31.getByRole('button', { name: 'Cargar F31' }).click();
  const modal = page.getByRole('dialog', { name: 'Cargar F31' });
  const submit = modal.getByRole('button', { name: 'Cargar documento' });
  await expect(submit).toBeDisabled();
  const start = day(-5);
  const end = day(200);
  // the end before the start: the spec's message, nothing sent
  await typeDate(modal, 'Fecha de inicio', dmy(start));
  await typeDate(modal, 'Fecha de fin', dmy(day(-10)));
  await modal.getByLabel('Adjuntar archivo').setInputFiles({ name: 'f31-vigente.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(modal.getByText('f31-vigente.pdf')).toBeVisible();
  await modal.getByLabel(/Declaro que el documento adjunto/).check();
  await expect(submit).toBeEnabled({ timeout: 30_000 });
  await submit.click();
  await expect(modal.getByText('La fecha de fin debe ser posterior a la fecha de inicio')).toBeVisible();
  await typeDate(modal, 'Fecha de fin', dmy(end));
  await submit.click();
  await expect(modal).toBeHidden({ timeout: 30_000 });
  await expect(page.getByText('Documento cargado')).toBeVisible();
  await expect(f31.getByText('Vigente', { exact: true })).toBeVisible();
  await expect(f31.getByText(`Vigente hasta ${shown(end)}`)).toBeVisible();

  const history = page.getByRole('row', { name: /f31-vigente\.pdf/ });
  await history.getByRole('button', { name: `Acciones de F31 ${shown(start)}` }).click();
  await page.getByRole('menuitem', { name: 'Ver calendario' }).click();
  const calendar = page.getByRole('dialog', { name: `F31: ${shown(start)} – ${shown(end)}` });
  await expect(calendar.getByRole('columnheader', { name: 'Lu' })).toBeVisible();
  await expect(calendar.locator('td[aria-current="date"]').first()).toBeVisible();
  await calendar.getByRole('button', { name: 'Mes siguiente' }).click();
  await calendar.getByRole('button', { name: 'Cerrar' }).click();
});

test('bulk workers: a file with a row missing its name, fixed in the review, all created', async ({ page }) => {
  test.setTimeout(180_000);
  const base = 24_000_000 + (Date.now() % 900_000) * 3;
  await uploadWorkersFile(page, 'trabajadores.xlsx', [
    ['Rosa Elena Campos Vidal', '1990-02-14', 'Femenino', 'ACHS', 'No', 'aseo', makeRut(String(base))],
    ['', '1985-07-30', 'Masculino', 'IST', 'No', 'seguridad', makeRut(String(base + 1))],
    ['Tomás Ignacio Vera Lagos', '1979-11-02', 'Masculino', 'ISL', 'Sí', 'parking', makeRut(String(base + 2))],
  ]);
  await expect(page.getByText('Fila 3: El nombre del trabajador es obligatorio')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finalizar' })).toBeDisabled();

  await page.getByRole('button', { name: 'Editar fila 3' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar fila 3' });
  await edit.getByLabel('Trabajador').fill('Luis Alberto Soto Pino');
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Fila 3: El nombre del trabajador es obligatorio')).toHaveCount(0);
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByText('Se crearon 3 trabajadores')).toBeVisible({ timeout: 30_000 });
});
