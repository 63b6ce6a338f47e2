import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';

interface PropertySchema {
  type?: unknown;
  items?: PropertySchema;
}

/**
 * An uploaded file of a multipart body (a Buffer once @fastify/multipart has read it); a JSON body cannot send
 * one, and anything but a non-empty Buffer counts as no file. Declared without a type so any value passes the
 * schema and the service decides.
 */
export const UploadedFile = (description: string) =>
  Type.Optional(Type.Unsafe<unknown>({ description: `${description} (multipart file)` }));

/** The file sent in a field, or null when none was (browsers send an empty part for an empty file input). */
export function uploadedFile(value: unknown): Buffer | null {
  return Buffer.isBuffer(value) && value.length > 0 ? value : null;
}

/**
 * preValidation for routes that take JSON or multipart/form-data: text members are trimmed, multipart text is
 * read as the type its schema property declares (a number, or an object written as JSON text), and a list may
 * come as comma-separated text (see listFrom), so both kinds of body go through the same schema and get the same
 * field messages.
 */
export async function normalizeFormBody(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Buffer.isBuffer(body) || Array.isArray(body)) return;
  const schema = request.routeOptions.schema?.body as { properties?: Record<string, PropertySchema> } | undefined;
  const properties = schema?.properties ?? {};
  const multipart = request.isMultipart();
  const fields = body as Record<string, unknown>;
  for (const [name, value] of Object.entries(fields)) {
    const property = properties[name];
    if (property?.type === 'array') {
      fields[name] = listFrom(value, property.items?.type);
      continue;
    }
    if (typeof value !== 'string') continue;
    const text = value.trim();
    fields[name] = multipart ? fromFormText(text, property?.type) : text;
  }
}

/** An object's text members trimmed, as a body's own text members are. */
function trimmedMembers(item: unknown): unknown {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
  return Object.fromEntries(
    Object.entries(item).map(([key, member]) => [key, typeof member === 'string' ? member.trim() : member]),
  );
}

function fromFormText(text: string, type: unknown): unknown {
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  if (type === 'object' || type === 'array') {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text; // Not JSON: the schema reports the field as not an object.
    }
  }
  return text;
}

/**
 * A list sent as comma-separated text or as a list: its text items trimmed, blank ones dropped, and read as the
 * declared item type (numbers as text for a list of texts). A list of objects comes as its JSON text (a multipart
 * body has no other way to send one). Anything else is left for the schema to refuse.
 */
function listFrom(value: unknown, itemType: unknown): unknown {
  if (itemType === 'object') {
    const list = typeof value === 'string' ? fromFormText(value.trim(), 'array') : value;
    return Array.isArray(list) ? list.map(trimmedMembers) : list;
  }
  const items: unknown[] | null = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null;
  if (items === null) return value;
  return items
    .map((item) => (typeof item === 'string' ? item.trim() : item))
    .filter((item) => item !== '')
    .map((item) => {
      if (itemType === 'string' && typeof item === 'number') return String(item);
      if (typeof item === 'string' && itemType !== 'string') return fromFormText(item, itemType);
      return item;
    });
}
