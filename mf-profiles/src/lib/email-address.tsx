// An email address that wraps only where a reader expects it to: before the @
// and before each dot, never in the middle of a name. Each part is an unbreakable
// flex item; one longer than the line is cut with an ellipsis, and the full
// address stays in the title and in the text read out and copied.
import styled from 'styled-components';

/** 'ana.cruz@example.com' -> ['ana', '.cruz', '@example', '.com'] */
export function emailParts(address: string): string[] {
  return address.split(/(?=[@.])/);
}

export function EmailAddress({ address, className }: { address: string; className?: string }) {
  return (
    <Text className={className} title={address}>
      {emailParts(address).map((part, index) => (
        <Part key={index}>{part}</Part>
      ))}
    </Text>
  );
}

const Text = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  max-width: 100%;
  overflow-wrap: normal;
  word-break: normal;
`;

const Part = styled.span`
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;
