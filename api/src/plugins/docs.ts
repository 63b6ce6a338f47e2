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
      // Components named by their schema's $id (Podcast, Expert), not def-0: the generated client types use them.
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
