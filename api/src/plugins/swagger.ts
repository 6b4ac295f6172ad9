import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { sharedPlugin } from '../lib/plugin.ts';
import { ACCESS_RULES, type AccessRule } from './roles.ts';

/** OpenAPI built from the route schemas; the page is /api/docs. Only /api routes are described. */
export const swaggerPlugin = sharedPlugin('swagger', async (app) => {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'API GKJ Girimarto',
        description:
          'API situs dan dasbor GKJ Girimarto. Kesalahan selalu berbentuk `{ "message": "…" }` dalam bahasa Indonesia.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: ({ schema, url, route }) => {
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
      const access = (route.config as { access?: AccessRule } | undefined)?.access;
      if (!access || ACCESS_RULES[access] === 'anyone') return { schema, url };
      const roles = ACCESS_RULES[access] as readonly string[];
      const note = `Akses: ${roles.join(', ')}.`;
      const description = schema?.description ? `${schema.description}\n\n${note}` : note;
      return { schema: { ...schema, description, security: [{ bearerAuth: [] }] }, url };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
});
