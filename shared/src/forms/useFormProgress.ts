import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** Whether a required field counts as filled: text with more than spaces, a number, a chosen file or item. */
export function isFilled(value: unknown): boolean {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof FileList !== 'undefined' && value instanceof FileList) return value.length > 0;
  return true;
}

/** Form progress percent: the share of required fields filled, 0 to 100. */
export function formProgress(values: readonly unknown[]): number {
  if (values.length === 0) return 0;
  return (values.filter(isFilled).length / values.length) * 100;
}

/** `formProgress` of the form's required fields, updated as the user types. */
export function useFormProgress<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'control'>,
  requiredFields: readonly Path<Values>[],
): number {
  const values: unknown[] = useWatch({ control: form.control, name: [...requiredFields] });
  return formProgress(values);
}
