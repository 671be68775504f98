// The state of a form's fields: the values as typed and one error per field (the
// shared schemas' messages, see shared-api's fieldErrors). set('skills') changes one
// value; text('username') binds a text control (name, value, onChange, error):
//   const form = useFormValues(EMPTY_FORM);
//   <TextField label="Username" required {...form.text('username')} />
import { useState } from 'react';
import type { FieldErrors } from '@marketplace/shared-api/schemas/field-errors';

/** The fields whose value is any text, the ones a text control edits. */
export type TextFieldKey<V> = {
  [K in keyof V]: string extends V[K] ? (V[K] extends string ? K : never) : never;
}[keyof V] &
  string;

export function useFormValues<V extends object>(initial: V | (() => V)) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const set =
    <K extends keyof V>(field: K) =>
    (value: V[K]) =>
      setValues((current) => ({ ...current, [field]: value }));
  const text = <K extends TextFieldKey<V>>(field: K) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value as V[K]),
    error: errors[field],
  });
  return { values, setValues, errors, setErrors, set, text };
}
