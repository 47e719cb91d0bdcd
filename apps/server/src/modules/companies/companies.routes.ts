import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { KIND_RULES } from '@vitrina/domain/files/files.rules';
import type { FileService } from '../../lib/file-service';
import type { CompaniesService } from './companies.service';
import { companiesRouteKit } from './companies.routes.common';
import { companiesReadRoutes } from './companies.routes.reads';
import { companiesWriteRoutes } from './companies.routes.writes';

/**
 * /api/fo/companies: companies, brands, contracts (companies.routes.reads.ts) and their changes
 * with the create-contact wizard's user calls (companies.routes.writes.ts).
 */
export async function companiesRoutes(app: FastifyInstance, opts: { service: CompaniesService; files: FileService }) {
  const kit = companiesRouteKit(app, opts);
  await app.register(multipart, {
    // the image limit is checked while streaming (UploadCheck); two files are read to refuse the second
    limits: { fileSize: KIND_RULES.image.maxBytes + 1, files: 2, fields: 3, parts: 5, fieldSize: 10_000 },
    throwFileSizeLimit: false,
  });

  companiesReadRoutes(kit);
  companiesWriteRoutes(kit);
}
