// The field sets of a user's profile, shared by the own-profile form, the admin's
// user form and registration: the account (username and email) and name rows, and
// the experience and availability choices. A saved value the lists no longer offer
// stays selectable, so saving the form does not drop it.
import { AVAILABILITY_OPTIONS, EXPERIENCE_LEVELS } from '@marketplace/shared-api/constants';
import { SelectField, TextField } from '@marketplace/shared-ui/form-fields';
import { FormRow } from '@marketplace/shared-ui/form-layout';

/** What useFormValues' text(field) gives a text control. */
export interface TextBinding {
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}

export interface ProfileTextFieldsProps<F extends string> {
  text: (field: F) => TextBinding;
  /**
   * The signed-in person's own details: the browser may fill them in (autocomplete).
   * Off on the admin's form, where they are someone else's.
   */
  own?: boolean;
}

/** Username and email, side by side above the mobile width. */
export function AccountFields({ text, own = false }: ProfileTextFieldsProps<'username' | 'email'>) {
  return (
    <FormRow>
      <TextField label="Username" required autoComplete={own ? 'username' : undefined} {...text('username')} />
      <TextField label="Email" type="email" required autoComplete={own ? 'email' : undefined} {...text('email')} />
    </FormRow>
  );
}

/** First and last name, side by side above the mobile width. */
export function NameFields({ text, own = false }: ProfileTextFieldsProps<'firstName' | 'lastName'>) {
  return (
    <FormRow>
      <TextField label="First name" required autoComplete={own ? 'given-name' : undefined} {...text('firstName')} />
      <TextField label="Last name" required autoComplete={own ? 'family-name' : undefined} {...text('lastName')} />
    </FormRow>
  );
}

export function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}

export interface ExperienceAvailabilityProps {
  values: { experience: string; availability: string };
  errors: { experience?: string; availability?: string };
  onChange: (field: 'experience' | 'availability', value: string) => void;
  /** Whose profile the placeholders speak of: 'Select your experience' or 'Select the experience'. */
  whose: 'your' | 'the';
  /** Both must be chosen (registration). */
  required?: boolean;
}

export function ExperienceAvailabilityFields({ values, errors, onChange, whose, required }: ExperienceAvailabilityProps) {
  return (
    <FormRow>
      <SelectField
        label="Experience"
        name="experience"
        required={required}
        options={withCurrent(EXPERIENCE_LEVELS, values.experience)}
        placeholder={`Select ${whose} experience`}
        value={values.experience}
        onChange={(event) => onChange('experience', event.target.value)}
        error={errors.experience}
      />
      <SelectField
        label="Availability"
        name="availability"
        required={required}
        options={withCurrent(AVAILABILITY_OPTIONS, values.availability)}
        placeholder={`Select ${whose} availability`}
        value={values.availability}
        onChange={(event) => onChange('availability', event.target.value)}
        error={errors.availability}
      />
    </FormRow>
  );
}
