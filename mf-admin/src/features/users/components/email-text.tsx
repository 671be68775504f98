// An email address that breaks, when it must, where a reader expects: after the '@' and
// before a dot ('maria.santos@' / 'example.com'), never in the middle of a word.
import { Fragment } from 'react';

export function EmailText({ email }: { email: string | null }) {
  if (!email) return null;
  const parts = email.split(/(?=\.)|(?<=@)/);
  return (
    <span translate="no">
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
