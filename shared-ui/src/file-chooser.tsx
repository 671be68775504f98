// Choosing files from the device, as a button: a label dressed as one, for a
// file input that stays in the tab order (visually hidden) so the keyboard
// reaches it and sees the one focus ring. The input is emptied after each
// choice, so the same files can be chosen again after a failure.
import { useId, type ChangeEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps, type ButtonVariant } from '@marketplace/shared-ui/button';

export interface FileChooserProps {
  children: ReactNode;
  onChoose: (files: File[]) => void;
  /** MIME types, as the input's accept attribute takes them. */
  accept: string;
  multiple?: boolean;
  /** 'user' offers the front camera on a phone. */
  capture?: 'user' | 'environment';
  disabled?: boolean;
  variant?: ButtonVariant;
}

export function FileChooser({ children, onChoose, accept, multiple, capture, disabled, variant = 'secondary' }: FileChooserProps) {
  const id = useId();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onChoose(files);
  };
  return (
    <Chooser>
      <HiddenInput id={id} type="file" accept={accept} multiple={multiple} capture={capture} disabled={disabled} onChange={choose} />
      <ChooserLabel htmlFor={id} $variant={variant} aria-disabled={disabled || undefined}>
        {children}
      </ChooserLabel>
    </Chooser>
  );
}

const Chooser = styled.span`
  position: relative;
  display: inline-flex;
`;

const HiddenInput = styled.input`
  position: absolute;
  inset: 0;
  width: 1px;
  height: 1px;
  opacity: 0;

  &:focus-visible + label {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const ChooserLabel = styled.label<ButtonStyleProps>`
  ${buttonStyles}
`;
