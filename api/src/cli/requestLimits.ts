import type { OpenAPI3 } from 'openapi-typescript';

/** The limits of one field of a request body that a form shows before the API enforces them. */
export interface FieldLimits {
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  /** A list's items' limits. */
  items?: FieldLimits;
}

const LIMIT_KEYS = ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems'] as const;
const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  [key: string]: unknown;
}

function resolve(document: OpenAPI3, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return resolve(document, document.components?.schemas?.[name] as Schema | undefined);
}

function limitsOf(document: OpenAPI3, raw: Schema | undefined): FieldLimits | null {
  const schema = resolve(document, raw);
  if (!schema) return null;
  // A field that may also be null or given another way (text or a list) keeps the limits of its main form.
  const form = schema.anyOf
    ?.map((option) => resolve(document, option))
    .find((option) => option && limitsOf(document, option));
  if (form) return limitsOf(document, form);
  const limits: FieldLimits = {};
  for (const key of LIMIT_KEYS) if (typeof schema[key] === 'number') limits[key] = schema[key];
  const items = schema.items ? limitsOf(document, schema.items) : null;
  if (items) limits.items = items;
  return Object.keys(limits).length > 0 ? limits : null;
}

/**
 * Every request body field's limits (lengths, ranges, list sizes), by path without the `/api` prefix, method and
 * field: what the site's forms read instead of copying the API's numbers, so a changed limit reaches the form with
 * `npm run contracts` and a renamed field breaks the typecheck of the form that reads it.
 */
export function requestLimits(document: OpenAPI3): Record<string, Record<string, Record<string, FieldLimits>>> {
  const result: Record<string, Record<string, Record<string, FieldLimits>>> = {};
  for (const [path, item] of Object.entries(document.paths ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
    for (const method of METHODS) {
      const operation = (item as Record<string, { requestBody?: { content?: Record<string, { schema?: Schema }> } }>)[
        method
      ];
      const content = operation?.requestBody?.content;
      const body = resolve(document, (content?.['application/json'] ?? content?.['multipart/form-data'])?.schema);
      const fields: Record<string, FieldLimits> = {};
      for (const [field, schema] of Object.entries(body?.properties ?? {}).sort(([a], [b]) => a.localeCompare(b))) {
        const limits = limitsOf(document, schema);
        if (limits) fields[field] = limits;
      }
      if (Object.keys(fields).length === 0) continue;
      const sitePath = path.replace(/^\/api/, '');
      result[sitePath] = { ...result[sitePath], [method]: fields };
    }
  }
  return result;
}
