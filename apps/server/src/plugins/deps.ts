import type { FastifyBaseLogger, FastifyPluginAsync, FastifyTypeProviderDefault, RawServerDefault } from 'fastify';
import fp, { type PluginMetadata } from 'fastify-plugin';
import type { Clock } from '@vitrina/domain/common/clock';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import type { Mailer } from '../lib/mailer';
import type { LinkSigner } from '../lib/signed-links';
import type { FileStorage } from '../lib/storage';
import type { Access } from '../modules/access/scope';

/**
 * What every module plugin is given (its register options): the database, the clock, the
 * configuration, the mailer, the access layer, the one file storage and the one download-link
 * signer. What a module gives the others (app.notify, app.files, app.receipts) it decorates.
 */
export interface ModuleDeps {
  config: AppConfig;
  database: Database;
  clock: Clock;
  /** where secrets are kept (undefined: in memory, tests) */
  dataDir: string | undefined;
  mailer: Mailer;
  access: Access;
  storage: FileStorage;
  links: LinkSigner;
}

/** A module of the API: builds its repositories and service and registers its routes. */
export type ModulePlugin = FastifyPluginAsync<ModuleDeps>;

/**
 * A module that gives the others a service (app.notify, app.files, app.receipts): not
 * encapsulated (fastify-plugin), so its decorators and hooks reach the whole app.
 */
export const sharedModule = (plugin: ModulePlugin, meta: PluginMetadata): ModulePlugin =>
  fp<ModuleDeps, RawServerDefault, FastifyTypeProviderDefault, FastifyBaseLogger, ModulePlugin>(plugin, meta);
