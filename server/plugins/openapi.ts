import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BRAND_MARK_SVG } from '#shared/brand.ts';

/** The OpenAPI document is generated from the same zod schemas that validate requests and answers. */
export default fp(
  async function openapiPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Pathshala API',
          description: 'Course catalogue, accounts, commerce and administration of a Pathshala site.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: {
            cookieAuth: { type: 'apiKey', in: 'cookie', name: 'access_token' },
            bearerAuth: { type: 'http', scheme: 'bearer' },
          },
        },
      },
      transform: jsonSchemaTransform,
      hideUntagged: false,
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // The site's own icon. Given, so the plugin does not read its default logo from disk while the start waits (a
      // file read queued behind the start's busy threads).
      logo: { type: 'image/svg+xml', content: Buffer.from(BRAND_MARK_SVG) },
    });
  },
  { name: 'openapi' },
);
