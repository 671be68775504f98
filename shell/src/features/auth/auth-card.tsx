import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useHydrated } from '@marketplace/shared-ui/use-hydrated';

/** The centred card the login, sign-up and picture screens share. */
export function AuthCard({
  title,
  subtitle,
  footer,
  children,
}: {
  title: string;
  subtitle?: string;
  /** A line under the form, e.g. the link to the other auth screen. */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <Wrapper>
      <Card aria-labelledby="auth-card-title">
        <h1 id="auth-card-title">{title}</h1>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {/* A prerendered form is inert HTML without scripts: a submit would go out as a plain
            GET with the password in the URL. The page's first script opens it (data-open-
            before-app, start-on-intent/start-on-intent.ts): it holds a submit and puts what
            was typed back through React once the app is in. */}
        <Controls disabled={!hydrated} data-open-before-app="">
          {children}
        </Controls>
        {footer && <Footer>{footer}</Footer>}
      </Card>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: grid;
  place-items: center;
  padding: 3rem 1rem;
`;

const Card = styled.section`
  width: min(100%, 32rem);
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h1 {
    margin: 0 0 0.25rem;
  }
  form {
    display: grid;
    gap: 1rem;
    margin-top: 1.5rem;
  }
  a {
    /* The primary blue is too dark for text on the card (3.4:1); the link colour reads at 4.5:1 or more. */
    color: ${({ theme }) => theme.colors.link};
  }
`;

const Controls = styled.fieldset`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Subtitle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
`;
