import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const API_VERSION = '0.1.0';

/** The OpenAPI document of every route registered from here on, and its page under /api/docs. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vitrina API', version: API_VERSION, description: 'API del portal de locatarios Vitrina' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Api-Key',
            description:
              "Clave de API: la del operador (scope finance:import, CLI) o la de un locatario (scope sales:feed, creada en 'Mi empresa'); también 'Authorization: ApiKey <clave>'",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The API documentation is public: its routes come from the plugin, so they are marked here.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (r) => {
      r.config = { ...r.config, access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list' } });
  });
}
