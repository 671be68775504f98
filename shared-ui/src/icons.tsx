// Small inline icons, decorative only: the control or text beside each one
// carries the meaning, so every icon is hidden from assistive technology.
// Here: the frame every icon is drawn in, and the close icon (toasts, dialogs,
// tags), which every first load carries. An icon one component draws lives beside
// it (the badge, the password field, the empty state): a shared module ships whole,
// so a first load then carries only the icons it can show.
import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

export function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M18 6 6 18M6 6l12 12" />
    </Icon>
  );
}
