// The field sets of a user's profile, shared by the own-profile form, the admin's
// user form and registration: the account (username and email) and name rows, and
// the experience and availability choices. Each binds its fields through the form's
// text() (shared-ui's useFormValues). A saved value the lists no longer offer stays
// selectable, so saving the form does not drop it.
import { AVAILABILITY_OPTIONS, EXPERIENCE_LEVELS } from '@marketplace/shared-api/constants';
import { SelectField, TextField } from '@marketplace/shared-ui/form-fields';
import { FormRow } from '@marketplace/shared-ui/form-layout';

export function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}

/** What useFormValues' text(field) gives a control. */
export interface TextBinding {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}

export interface ProfileFieldsProps<F extends string> {
  text: (field: F) => TextBinding;
  /**
   * The signed-in person's own details: the browser may fill them in (autocomplete).
   * Off on the admin's form, where they are someone else's.
   */
  own?: boolean;
}

interface RequiredText<F extends string> {
  field: F;
  label: string;
  type?: 'email';
  autoComplete: string;
}

/** Required text fields side by side above the mobile width. */
function RequiredRow<F extends string>({ fields, text, own = false }: ProfileFieldsProps<F> & { fields: readonly RequiredText<F>[] }) {
  return (
    <FormRow>
      {fields.map(({ field, label, type, autoComplete }) => (
        <TextField key={field} label={label} type={type} required autoComplete={own ? autoComplete : undefined} {...text(field)} />
      ))}
    </FormRow>
  );
}

const ACCOUNT = [
  { field: 'username', label: 'Username', autoComplete: 'username' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
] as const;

const NAMES = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

/** Username and email. */
export const AccountFields = (props: ProfileFieldsProps<'username' | 'email'>) => <RequiredRow fields={ACCOUNT} {...props} />;

/** First and last name. */
export const NameFields = (props: ProfileFieldsProps<'firstName' | 'lastName'>) => <RequiredRow fields={NAMES} {...props} />;

export interface ExperienceAvailabilityProps extends ProfileFieldsProps<'experience' | 'availability'> {
  /** Whose profile the placeholders speak of: 'Select your experience' or 'Select the experience'. */
  whose: 'your' | 'the';
  /** Both must be chosen (registration). */
  required?: boolean;
}

/** The experience and availability choices, side by side above the mobile width. */
export function ExperienceAvailabilityFields({ text, whose, required }: ExperienceAvailabilityProps) {
  const choice = (field: 'experience' | 'availability', options: readonly string[]) => {
    const binding = text(field);
    return (
      <SelectField
        label={field === 'experience' ? 'Experience' : 'Availability'}
        required={required}
        options={withCurrent(options, binding.value)}
        placeholder={`Select ${whose} ${field}`}
        {...binding}
      />
    );
  };
  return (
    <FormRow>
      {choice('experience', EXPERIENCE_LEVELS)}
      {choice('availability', AVAILABILITY_OPTIONS)}
    </FormRow>
  );
}
