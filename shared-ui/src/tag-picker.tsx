// Picks several values from a list, as chips that can be removed.
// SPEC: "Skills are picked from a list, with no duplicates, and can be removed";
// Admin: "Adding a skill ignores blank and duplicate skills".
// Without allowCustom it is a <select> of the options not yet chosen; with it, a
// text box (suggesting the options) and an Add button, Enter adding too.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import styled from 'styled-components';
import { Button, IconButton } from '@marketplace/shared-ui/button';
import { FieldFrame, controlStyles, useFieldBinding, type FieldProps } from '@marketplace/shared-ui/field';
import { CloseIcon } from '@marketplace/shared-ui/icons';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';

export interface TagPickerProps extends Omit<FieldProps, 'label'> {
  /** Visible label of the picker, e.g. 'Skills'; also names the list of chosen values. */
  label: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Accept typed values that are not in `options`. */
  allowCustom?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/** 'seo', ' SEO ' and 'SEO' are one skill. */
const sameTag = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function TagPicker({
  label,
  options,
  value,
  onChange,
  allowCustom = false,
  placeholder,
  disabled = false,
  error,
  hint,
  required,
  className,
  id,
}: TagPickerProps) {
  const { binding, hintId, errorId } = useFieldBinding({ id, error, hint, required });
  const suggestionsId = useId();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const selectRef = useRef<HTMLSelectElement>(null);
  const remaining = options.filter(
    (option, index) => options.indexOf(option) === index && !value.some((tag) => sameTag(tag, option)),
  );

  const add = (raw: string) => {
    const text = raw.trim();
    if (text === '' || value.some((tag) => sameTag(tag, text))) return;
    // A typed 'seo' becomes the listed 'SEO', so the stored spelling is the canonical one.
    const listed = options.find((option) => sameTag(option, text));
    if (!listed && !allowCustom) return;
    onChange([...value, listed ?? text]);
  };

  const remove = (tag: string) => {
    // The removed chip's button disappears; keep keyboard users in the picker.
    // Rendered first, so a select that was disabled ('All added') can take focus again.
    flushSync(() => onChange(value.filter((t) => t !== tag)));
    (inputRef.current ?? selectRef.current)?.focus();
  };

  const addDraft = () => {
    add(draft);
    setDraft('');
  };

  const onDraftKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault(); // adding a tag must not submit the surrounding form
    addDraft();
  };

  return (
    <FieldFrame {...{ label, error, hint, required, className, hintId, errorId }} controlId={binding.id}>
      {value.length > 0 && (
        <Chips aria-label={label}>
          {value.map((tag) => (
            <Chip key={tag}>
              {tag}
              <RemoveButton type="button" aria-label={`Remove ${tag}`} disabled={disabled} onClick={() => remove(tag)}>
                <CloseIcon width="1em" height="1em" />
              </RemoveButton>
            </Chip>
          ))}
        </Chips>
      )}
      {allowCustom ? (
        <Row>
          <Input
            ref={inputRef}
            {...binding}
            list={suggestionsId}
            value={draft}
            placeholder={placeholder}
            disabled={disabled}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onDraftKeyDown}
          />
          <datalist id={suggestionsId}>
            {remaining.map((option) => (
              <option key={option} value={option} />
            ))}
          </datalist>
          <Button variant="secondary" onClick={addDraft} disabled={disabled}>
            Add<VisuallyHidden> {label}</VisuallyHidden>
          </Button>
        </Row>
      ) : (
        // Always showing the empty choice makes every pick a change event, and
        // chosen values leave the list, so a duplicate cannot be picked.
        <Select ref={selectRef} {...binding} value="" disabled={disabled || remaining.length === 0} onChange={(event) => add(event.target.value)}>
          <option value="">{remaining.length === 0 ? 'All added' : (placeholder ?? 'Choose to add')}</option>
          {remaining.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[1]};
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => `${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.full};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const RemoveButton = styled(IconButton)`
  flex: initial;
  padding: 0.125rem;
  border-radius: ${({ theme }) => theme.radii.full};

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Input = styled.input`
  ${controlStyles}
`;

const Select = styled.select`
  ${controlStyles}
`;
