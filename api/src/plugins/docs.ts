import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/** The OpenAPI document built from the routes' TypeBox schemas: UI at /api/docs, JSON at /api/docs/json. */
export default fp<{ publicApiUrl: string }>(
  async (app, { publicApiUrl }) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'PodBridge API',
          description: 'The marketplace where podcasters find expert guests.',
          version: '0.1.0',
        },
        servers: [{ url: publicApiUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
