import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropTemplateDatabases, newRunId } from './templates';

/** Templates of runs that were killed before their teardown: dropped after this long. */
const STALE_MS = 6 * 3_600_000;

/**
 * Global setup of the server project: a fresh folder and run id for this run's seeded templates
 * (see templates.ts), and at the end both are removed (PostgreSQL: the run's template databases).
 */
export default async function setup(project: TestProject) {
  // the folders of runs killed before their teardown (a PGlite template is a ~50 MB tarball)
  for (const name of await readdir(tmpdir())) {
    if (!name.startsWith('vitrina-templates-')) continue;
    const folder = join(tmpdir(), name);
    const info = await stat(folder).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs > STALE_MS) await rm(folder, { recursive: true, force: true });
  }
  const dir = await mkdtemp(join(tmpdir(), 'vitrina-templates-'));
  const run = newRunId();
  const url = process.env.TEST_DATABASE_URL;
  if (url) await dropTemplateDatabases(url, undefined, STALE_MS);
  project.provide('seedTemplates', { dir, run });
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (url) await dropTemplateDatabases(url, run, STALE_MS);
  };
}
