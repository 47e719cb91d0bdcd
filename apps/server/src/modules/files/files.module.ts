import { sharedModule } from '../../plugins/deps';
import { createFilesRepo } from './files.repo';
import { createFilesService, type FilesService } from './files.service';
import { filesRoutes } from './files.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** the file service: every module's uploads, type and size checks and signed downloads */
    files: FilesService;
  }
}

/** Stored files (/api/fo/files); app-wide, it gives the modules that keep files app.files. */
export const filesModule = sharedModule(
  async (app, { config, database, clock, access, storage, links }) => {
    const files = createFilesService({
      repo: createFilesRepo(database.db),
      access,
      clock,
      storage,
      bucket: config.files.bucket,
      links,
      publicUrl: config.publicUrl,
    });
    app.decorate('files', files);
    await app.register(filesRoutes, { prefix: '/api/fo/files', service: files });
  },
  { name: 'files' },
);
