import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // *.once.test.ts bring their own database or server process (a private PostgreSQL cluster, a
          // spawned server): they run on the first pass only, not again on the pass with TEST_DATABASE_URL
          exclude: process.env.TEST_DATABASE_URL
            ? [...configDefaults.exclude, 'apps/server/src/**/*.once.test.ts']
            : configDefaults.exclude,
          environment: 'node',
          // VITEST_SLOW=n multiplies both on a busy machine
          testTimeout: 60_000 * Number(process.env.VITEST_SLOW ?? 1),
          hookTimeout: 120_000 * Number(process.env.VITEST_SLOW ?? 1),
          // each run migrates and seeds once per seed time; each file starts from a copy (templates.ts)
          globalSetup: ['apps/server/src/test/templates.setup.ts'],
          // each API test file gets its own database; two cores → two files at once
          // (VITRINA_TEST_WORKERS=1: one file at a time, for the PostgreSQL pass that runs beside the browser tests)
          maxWorkers: Number(process.env.VITRINA_TEST_WORKERS ?? 2),
          fileParallelism: true,
          // vitest 4 needs a distinct group when projects differ in maxWorkers
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
