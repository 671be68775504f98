// A day or time the assistant's rules refuse stays in its row, dimmed
// and focusable, and says why: on hover and on keyboard focus (a tip drawn from
// its data-reason), and to screen readers (aria-describedby). Pressing it does nothing.
import { css } from 'styled-components';
import { VisuallyHidden } from '@marketplace/shared-ui/visually-hidden';

/** The props a refused button takes: aria-disabled, the reason for the tip and its description's id. */
export function refusedProps(reason: string | null, descriptionId: string) {
  if (!reason) return {};
  return { 'aria-disabled': true, 'data-reason': reason, 'aria-describedby': descriptionId } as const;
}

/** The reason as screen readers hear it: beside the button, not inside its name. */
export function ReasonDescription({ id, reason }: { id: string; reason: string | null }) {
  return reason ? <VisuallyHidden id={id}>{reason}</VisuallyHidden> : null;
}

/** Styles of a refused button and its tip. */
export const refusedStyle = css`
  &[aria-disabled='true'] {
    position: relative;
    color: ${({ theme }) => theme.colors.textMuted};
    background: ${({ theme }) => theme.colors.surface};
    border-style: dashed;
    text-decoration: line-through;
    cursor: not-allowed;
  }

  &[aria-disabled='true']:hover::after,
  &[aria-disabled='true']:focus-visible::after {
    content: attr(data-reason);
    position: absolute;
    top: calc(100% + 4px);
    left: 50%;
    z-index: 3;
    transform: translateX(-50%);
    width: max-content;
    max-width: min(16rem, 80vw);
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[2]}`};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: normal;
    text-decoration: none;
    white-space: normal;
    text-align: center;
    pointer-events: none;
  }
`;
