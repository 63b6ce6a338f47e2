import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describeApiError } from '@podbridge/shared/api';

/** Where a form keeps the error that belongs to no field: the server's `detail`, or a field the form lacks. */
export const SERVER_ERROR = 'root.serverError' as const;

export interface ApplyServerErrorsOptions<Values extends FieldValues> {
  /** The fields the form shows; by default the keys of its values. A message for any other field goes to the form. */
  fields?: readonly Path<Values>[];
  /** The form's own failure text, for an answer that names no field and has no `detail` (e.g. 'An error occurred'). */
  fallback?: string;
  /**
   * Where a server field's message goes when the form keeps it elsewhere, e.g. `{ slots: 'root.slots' }` for a
   * field array whose inputs each hold one item.
   */
  aliases?: Record<string, Path<Values> | `root.${string}`>;
}

export interface AppliedServerErrors {
  /** First message per field the form shows, as set on the fields. */
  fieldErrors: Record<string, string>;
  /** What went to the form's general error, or null when every message found its field. */
  general: string | null;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Puts a failed submission's answer on the form: a 400 `{field: [message]}` on its fields (first message each),
 * `detail` and messages for fields the form does not show on the form's general error (`root.serverError`).
 */
export function applyServerErrors<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError' | 'getValues'>,
  error: unknown,
  { fields, fallback, aliases = {} }: ApplyServerErrorsOptions<Values> = {},
): AppliedServerErrors {
  const { detail, fieldErrors } = describeApiError(error);
  const known = new Set<string>(fields ?? Object.keys(form.getValues() ?? {}));
  const applied: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const message = messages[0];
    if (!message) continue;
    const alias = aliases[field];
    if (alias) {
      applied[field] = message;
      form.setError(alias, { type: 'server', message });
    } else if (known.has(field)) {
      applied[field] = message;
      form.setError(field as Path<Values>, { type: 'server', message });
    } else {
      unplaced.push(`${capitalize(field)}: ${message}`);
    }
  }
  const general =
    detail ??
    (unplaced.length ? unplaced.join('\n') : null) ??
    (Object.keys(applied).length ? null : (fallback ?? null));
  if (general) form.setError(SERVER_ERROR, { type: 'server', message: general });
  return { fieldErrors: applied, general };
}

/** The form's general error set by `applyServerErrors`, if any. */
export function serverErrorOf<Values extends FieldValues>(errors: FieldErrors<Values>): string | undefined {
  return errors.root?.serverError?.message;
}
