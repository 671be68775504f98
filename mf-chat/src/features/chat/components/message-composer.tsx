// The input 'Type a message...' and its send button, disabled while the text is
// blank (SPEC section 5) or over the length limit, which it then names.
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { isSendableText, MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG } from '@marketplace/shared-api/schemas/chat';
import { Button } from '@marketplace/shared-ui/button';

export function MessageComposer({ onSend, disabled = false }: { onSend: (text: string) => void; disabled?: boolean }) {
  const [text, setText] = useState('');
  const errorId = useId();
  const tooLong = text.length > MESSAGE_MAX_LENGTH;
  const canSend = isSendableText(text);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disabled || !canSend) return;
    onSend(text);
    setText('');
  };

  return (
    <Form onSubmit={submit}>
      <Row>
        <Input
          placeholder="Type a message..."
          aria-label="Message"
          disabled={disabled}
          value={text}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? errorId : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={disabled || !canSend}>
          Send
        </Button>
      </Row>
      {tooLong && <Error id={errorId}>{MESSAGE_TOO_LONG}</Error>}
    </Form>
  );
}

const Form = styled.form`
  padding: ${({ theme }) => theme.space[3]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Error = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 0`};
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
