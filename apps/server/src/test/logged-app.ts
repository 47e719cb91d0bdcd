import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { TestContext } from './harness';

/** A second app over the test context's database and clock, configured by `env`, whose log lines go to `onLine`. */
export const buildLoggedApp = (ctx: TestContext, env: NodeJS.ProcessEnv, onLine: (line: string) => void) =>
  buildApp({
    config: loadConfig(env),
    database: ctx.database,
    clock: ctx.clock,
    ephemeral: true,
    logStream: { write: onLine },
  });
