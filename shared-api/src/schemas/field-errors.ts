// Turns a zod failure into one message per field, the first issue of each, so a
// form can show every problem at once next to the field it belongs to.
import type { z } from 'zod';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** A schema a form checks its values with (shared-ui's useFormValues), and the data it parses them to. */
export type FormSchema = z.ZodType;
export type Parsed<S extends FormSchema> = z.output<S>;

export function fieldErrors<S extends z.ZodType>(
  schema: S,
  values: unknown,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldErrors<z.input<S>> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { data: null, errors: errors as FieldErrors<z.input<S>> };
}
