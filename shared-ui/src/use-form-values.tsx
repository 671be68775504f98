// The state of a form's fields: the values as typed and one error per field (the
// shared schemas' messages). set('skills') changes one value; text('username')
// binds a text control or a select (name, value, onChange, error); check() runs
// the schema on submit and shows what fails; refused() puts a failed call's
// message under the field the server named:
//   const form = useFormValues(EMPTY_FORM);
//   <TextField label="Username" required {...form.text('username')} />
//   const data = form.check(registerSchema, payload); if (!data) return;
import { useState } from 'react';
import { errorField } from '@marketplace/shared-api/api/errors';
import { fieldErrors, type FieldErrors, type FormSchema, type Parsed } from '@marketplace/shared-api/schemas/field-errors';

/** The fields whose value is text (a union of strings too: a select's), the ones a control edits as typed. */
export type TextFieldKey<V> = {
  [K in keyof V]: V[K] extends string ? K : never;
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
    // A select offers only its field's values, so the text is one of them.
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value as V[K]),
    error: errors[field],
  });
  /** Checks a payload with the schema: each field shows its first problem; the parsed data, or null. */
  const check = <S extends FormSchema>(schema: S, payload: unknown): Parsed<S> | null => {
    const checked = fieldErrors(schema, payload);
    setErrors((checked.errors ?? {}) as FieldErrors<V>);
    return checked.data;
  };
  /** A refused call that names one of the form's fields shows `message` under that field. */
  const refused = (error: unknown, message: string) => {
    const field = errorField(error);
    if (field && field in values) setErrors({ [field]: message } as FieldErrors<V>);
  };
  return { values, setValues, errors, setErrors, set, text, check, refused };
}
