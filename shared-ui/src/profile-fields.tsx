// The experience and availability choices of a profile, one field set for the
// own-profile form and the admin's user form. A saved value the lists no longer
// offer stays selectable, so saving the form does not drop it.
import { AVAILABILITY_OPTIONS, EXPERIENCE_LEVELS } from '@marketplace/shared-api/constants';
import { SelectField } from '@marketplace/shared-ui/form-fields';
import { FormRow } from '@marketplace/shared-ui/form-layout';

export function withCurrent(options: readonly string[], current: string): readonly string[] {
  return current && !options.includes(current) ? [current, ...options] : options;
}

export interface ExperienceAvailabilityProps {
  values: { experience: string; availability: string };
  errors: { experience?: string; availability?: string };
  onChange: (field: 'experience' | 'availability', value: string) => void;
  /** Whose profile the placeholders speak of: 'Select your experience' or 'Select the experience'. */
  whose: 'your' | 'the';
}

export function ExperienceAvailabilityFields({ values, errors, onChange, whose }: ExperienceAvailabilityProps) {
  return (
    <FormRow>
      <SelectField
        label="Experience"
        name="experience"
        options={withCurrent(EXPERIENCE_LEVELS, values.experience)}
        placeholder={`Select ${whose} experience`}
        value={values.experience}
        onChange={(event) => onChange('experience', event.target.value)}
        error={errors.experience}
      />
      <SelectField
        label="Availability"
        name="availability"
        options={withCurrent(AVAILABILITY_OPTIONS, values.availability)}
        placeholder={`Select ${whose} availability`}
        value={values.availability}
        onChange={(event) => onChange('availability', event.target.value)}
        error={errors.availability}
      />
    </FormRow>
  );
}
