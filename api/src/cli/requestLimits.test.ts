import type { OpenAPI3 } from 'openapi-typescript';
import { requestLimits } from './requestLimits';

describe('requestLimits', () => {
  it("collects each request body field's lengths, ranges and list sizes by path and method, through references", () => {
    const document = {
      openapi: '3.0.3',
      info: { title: 'x', version: '1' },
      components: {
        schemas: {
          Name: { type: 'string', minLength: 1, maxLength: 100 },
          TopicInput: {
            type: 'object',
            properties: {
              name: { $ref: '#/components/schemas/Name' },
              aliases: { type: 'array', maxItems: 30, items: { type: 'string', maxLength: 60 } },
              note: { anyOf: [{ type: 'string', maxLength: 500 }, { type: 'null' }] },
              free: { type: 'string' },
            },
          },
        },
      },
      paths: {
        '/api/topics/': {
          get: { responses: {} },
          post: {
            requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/TopicInput' } } } },
            responses: {},
          },
        },
        '/api/topics/{id}/picture/': {
          put: {
            requestBody: {
              content: { 'multipart/form-data': { schema: { type: 'object', properties: { size: { maximum: 10 } } } } },
            },
            responses: {},
          },
        },
      },
    } as unknown as OpenAPI3;
    expect(requestLimits(document)).toEqual({
      '/topics/': {
        post: {
          aliases: { maxItems: 30, items: { maxLength: 60 } },
          name: { minLength: 1, maxLength: 100 },
          note: { maxLength: 500 },
        },
      },
      '/topics/{id}/picture/': { put: { size: { maximum: 10 } } },
    });
  });
});
