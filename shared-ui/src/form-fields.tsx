// Labelled form controls. Each takes the usual element props (value, onChange,
// name, placeholder, autoComplete, ref...) plus label, error, hint and required,
// and FormError shows a form-level message such as a failed login.
import { useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styled, { css } from 'styled-components';
import { IconButton } from '@marketplace/shared-ui/button';
import { FieldFrame, controlStyles, useFieldBinding, type FieldProps } from '@marketplace/shared-ui/field';
import { Icon, type IconProps } from '@marketplace/shared-ui/icons';

export interface TextFieldProps extends FieldProps, Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'className'> {
  ref?: Ref<HTMLInputElement>;
  /** A control drawn inside the input's right edge (PasswordField's toggle). */
  endAdornment?: ReactNode;
}

export function TextField({ label, error, hint, required, className, id, endAdornment, ...input }: TextFieldProps) {
  const { binding, hintId, errorId } = useFieldBinding({ id, error, hint, required });
  return (
    <FieldFrame {...{ label, error, hint, required, className, hintId, errorId }} controlId={binding.id}>
      <InputRow>
        <Input type="text" {...input} {...binding} $padEnd={endAdornment !== undefined} />
        {endAdornment !== undefined && <Adornment>{endAdornment}</Adornment>}
      </InputRow>
    </FieldFrame>
  );
}

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'>;

export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        // A fixed name with aria-pressed (not a label that flips) is the
        // toggle-button pattern screen readers announce best.
        <IconButton type="button" aria-label="Show password" aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}

export interface TextAreaFieldProps extends FieldProps, Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> {
  ref?: Ref<HTMLTextAreaElement>;
}

export function TextAreaField({ label, error, hint, required, className, id, rows = 4, ...textarea }: TextAreaFieldProps) {
  const { binding, hintId, errorId } = useFieldBinding({ id, error, hint, required });
  return (
    <FieldFrame {...{ label, error, hint, required, className, hintId, errorId }} controlId={binding.id}>
      <TextArea rows={rows} {...textarea} {...binding} />
    </FieldFrame>
  );
}

export type SelectOption = string | { value: string; label: string; disabled?: boolean };

export interface SelectFieldProps extends FieldProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> {
  options: readonly SelectOption[];
  /** A first, unselectable option shown while the value is '' (e.g. 'Select a role'). */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, error, hint, required, className, id, options, placeholder, ...select }: SelectFieldProps) {
  const { binding, hintId, errorId } = useFieldBinding({ id, error, hint, required });
  return (
    <FieldFrame {...{ label, error, hint, required, className, hintId, errorId }} controlId={binding.id}>
      <Select {...select} {...binding}>
        {placeholder !== undefined && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((option) => {
          const { value, label: text, disabled } = typeof option === 'string' ? { value: option, label: option, disabled: false } : option;
          return (
            <option key={value} value={value} disabled={disabled}>
              {text}
            </option>
          );
        })}
      </Select>
    </FieldFrame>
  );
}

/** A form-level error (e.g. 'Invalid username or password. Please try again.'); renders nothing when empty. */
export function FormError({ children, className }: { children?: ReactNode; className?: string }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <ErrorBlock role="alert" className={className}>
      {children}
    </ErrorBlock>
  );
}

const InputRow = styled.div`
  position: relative;
  display: flex;
`;

const Input = styled.input<{ $padEnd: boolean }>`
  ${controlStyles}
  ${({ $padEnd }) =>
    $padEnd &&
    css`
      padding-right: 2.75rem;
    `}
`;

const Adornment = styled.div`
  position: absolute;
  top: 0;
  right: 0;
  bottom: 0;
  display: flex;
  align-items: center;
  padding-right: ${({ theme }) => theme.space[2]};
`;

const TextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
`;

const Select = styled.select`
  ${controlStyles}
`;

const ErrorBlock = styled.div`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid rgba(220, 38, 38, 0.5);
  border-radius: ${({ theme }) => theme.radii.md};
  background: rgba(220, 38, 38, 0.12);
  color: ${({ theme }) => theme.colors.dangerText};
`;

// The chips picker lives in its own file; form screens find it here with the other controls.
export { TagPicker, type TagPickerProps } from '@marketplace/shared-ui/tag-picker';

function EyeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </Icon>
  );
}

function EyeOffIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-2.2 3.2M6.6 6.6C3.8 8.4 2 12 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
      <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M2 2l20 20" />
    </Icon>
  );
}
