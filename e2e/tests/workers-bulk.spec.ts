import { makeRut } from '@vitrina/domain/workers/workers.rules';
import { expect, test } from './fixtures';
import { uploadWorkersFile, type WorkerFileRow } from './workers-files';

/**
 * Bulk workers: a file of 20 workers with 3 bad rows (no name,
 * a wrong RUT check digit, under 18) shows each row's error in the review; two are fixed by editing
 * the row and the third is deleted; 'Finalizar' creates the 19, found then in the registry. The RUTs
 * are this run's own (27.000.000–28.999.999), so the test runs again on the same server.
 */
const FIRST = ['Ana', 'Luis', 'Rosa', 'Pedro', 'Marta', 'Jorge', 'Elena', 'Raúl', 'Sofía', 'Tomás'];
const SURNAMES = ['Campos', 'Vidal', 'Soto', 'Pino', 'Rojas', 'Lagos', 'Vera', 'Muñoz', 'Fuentes', 'Silva'];
const SKILLS = ['aseo', 'seguridad', 'parking', 'jardineria', 'climatizacion'];
const MUTUALS = ['ACHS', 'IST', 'ISL'];

test.use({ account: 'empresaChl' });

test('bulk workers: 20 rows, 3 bad ones fixed in the review (two edited, one deleted), 19 created and found in the registry', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const base = 27_000_000 + (Date.now() % 100_000) * 20;
  const rows = Array.from({ length: 20 }, (_, i): WorkerFileRow => [
    `${FIRST[i % 10]} ${SURNAMES[i % 10]} ${SURNAMES[(i + 3) % 10]}`,
    `19${70 + i}-0${1 + (i % 9)}-1${i % 10}`,
    i % 2 ? 'Masculino' : 'Femenino',
    MUTUALS[i % 3]!,
    i === 6 ? 'Sí' : 'No',
    SKILLS[i % 5]!,
    makeRut(String(base + i)),
  ]);
  // sheet row 5 (data index 3): no name; row 10: a wrong check digit; row 15: ten years old
  rows[3]![0] = '';
  const good = rows[8]![6]!;
  rows[8]![6] = good.replace(/.$/, (d) => (d === '1' ? '2' : '1'));
  rows[13]![1] = `${new Date().getFullYear() - 10}-05-20`;
  await uploadWorkersFile(page, 'trabajadores-20.xlsx', rows);

  // the review: 10 rows a page, each bad row with its message
  await expect(page.getByText('3 filas con errores.')).toBeVisible();
  await expect(page.getByText('Fila 5: El nombre del trabajador es obligatorio')).toBeVisible();
  await expect(page.getByText('Fila 10: RUT inválido - dígito verificador incorrecto')).toBeVisible();
  const finish = page.getByRole('button', { name: 'Finalizar' });
  await expect(finish).toBeDisabled();
  await page.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(page.getByText('Fila 15: La edad debe estar entre 18 y 100 años')).toBeVisible();

  // the under-age worker is taken out of the file
  await page.getByRole('button', { name: 'Eliminar fila 15' }).click();
  await expect(page.getByText('Fila 15: La edad debe estar entre 18 y 100 años')).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: rows[13]![0]! })).toHaveCount(0);
  await expect(page.getByText('2 filas con errores.')).toBeVisible();
  await page.getByRole('button', { name: 'Página anterior' }).click();

  // the missing name, typed in
  const named = 'Andrea Paz Fuentes Lagos';
  await page.getByRole('button', { name: 'Editar fila 5' }).click();
  const edit5 = page.getByRole('dialog', { name: 'Editar fila 5' });
  await expect(edit5.getByLabel('RUT')).toHaveValue(rows[3]![6]!);
  await edit5.getByLabel('Trabajador').fill(named);
  await edit5.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit5).toBeHidden();
  await expect(page.getByText('Fila 5: El nombre del trabajador es obligatorio')).toHaveCount(0);
  await expect(page.getByRole('rowheader', { name: named })).toBeVisible();

  // the RUT's check digit corrected ('Cancelar' first drops what was typed)
  const bad = rows[8]![6]!;
  await page.getByRole('button', { name: 'Editar fila 10' }).click();
  const edit10 = page.getByRole('dialog', { name: 'Editar fila 10' });
  await edit10.getByLabel('RUT').fill('1-1');
  await edit10.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edit10).toBeHidden();
  await page.getByRole('button', { name: 'Editar fila 10' }).click();
  await expect(edit10.getByLabel('RUT')).toHaveValue(bad);
  await edit10.getByLabel('RUT').fill(good);
  await edit10.getByRole('button', { name: 'Guardar' }).click();
  await expect(edit10).toBeHidden();
  await expect(page.getByText('Fila 10: RUT inválido - dígito verificador incorrecto')).toHaveCount(0);
  await expect(page.getByText(/filas con errores/)).toHaveCount(0);

  await expect(finish).toBeEnabled();
  await finish.click();
  await expect(page.getByText('Se crearon 19 trabajadores')).toBeVisible({ timeout: 30_000 });

  // the edited worker is in the registry, found by its RUT; the deleted one is not
  await page.goto('/chl/shopping/trabajadores-solicitudes');
  await expect(page.getByRole('heading', { name: 'Trabajadores', level: 1 })).toBeVisible({ timeout: 30_000 });
  const search = page.getByRole('searchbox', { name: 'Buscar por RUT' });
  await search.fill(String(base + 3));
  await expect(page.getByRole('rowheader', { name: new RegExp(named) })).toBeVisible({ timeout: 30_000 });
  await search.fill(String(base + 13));
  await expect(page.getByText('No hay trabajadores que coincidan con la búsqueda')).toBeVisible({ timeout: 30_000 });
});
