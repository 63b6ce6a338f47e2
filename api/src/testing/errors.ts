/** The fields a 400 names, without its `field_codes`. */
export function errorFields(body: Record<string, unknown>): string[] {
  return Object.keys(body).filter((key) => key !== 'field_codes');
}

/**
 * A 400's field messages, once its `field_codes` are checked to give one code per message of each field; a 400
 * about the whole request (`detail`) as it is.
 */
export function fieldMessages(body: Record<string, unknown>): Record<string, unknown> {
  if ('detail' in body) return body;
  const { field_codes: codes = {}, ...fields } = body as { field_codes?: Record<string, string[]> };
  expect(Object.keys(codes).sort()).toEqual(Object.keys(fields).sort());
  for (const [field, messages] of Object.entries(fields)) {
    expect({ field, codes: codes[field]?.length }).toEqual({ field, codes: (messages as string[]).length });
  }
  return fields;
}
