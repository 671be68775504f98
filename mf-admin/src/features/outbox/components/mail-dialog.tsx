// One mail whole, in a dialog: who it is to, its kind and state, every delivery
// attempt, and the mail itself, as HTML (in a sandboxed frame: no script, no
// navigation, no access to this page) or as its plain-text part.
import { useState } from 'react';
import styled from 'styled-components';
import { useGetOutboxMailQuery } from '@marketplace/shared-api/api/email';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import type { OutboxMail } from '@marketplace/shared-api/types';
import { Badge } from '@marketplace/shared-ui/badge';
import { Fact, FactList } from '@marketplace/shared-ui/fact-list';
import { Modal } from '@marketplace/shared-ui/modal';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { Tabs } from '@marketplace/shared-ui/tabs';
import { attemptsText, emailKindLabel, OUTBOX_TEXTS, outboxStatusLabel, outboxStatusVariant } from '../outbox-texts';

type Part = 'html' | 'text';
const PARTS = [
  { value: 'html' as const, label: 'HTML' },
  { value: 'text' as const, label: 'Plain text' },
];

export function MailDialog({ mailId, subject, onClose }: { mailId: string; subject: string; onClose: () => void }) {
  const { data: mail, isError, isFetching, refetch } = useGetOutboxMailQuery(mailId);
  return (
    <Modal open onClose={onClose} title={subject} size="3xl">
      {mail ? (
        <MailBody mail={mail} />
      ) : isError ? (
        <LoadErrorRow onRetry={() => refetch()} retrying={isFetching}>
          {OUTBOX_TEXTS.mailFailed}. Please try again.
        </LoadErrorRow>
      ) : (
        <Spinner label={OUTBOX_TEXTS.mailLoading} />
      )}
    </Modal>
  );
}

function MailBody({ mail }: { mail: OutboxMail }) {
  const { zone } = useWallClock();
  const [part, setPart] = useState<Part>('html');
  const when = (iso: string) => formatInstantInZone(iso, zone, { withYear: true });
  return (
    <Body>
      <FactList>
        <Fact label="To">
          {mail.recipientName} &lt;{mail.recipientEmail}&gt;
        </Fact>
        <Fact label="Kind">{emailKindLabel(mail.kind)}</Fact>
        <Fact label="State">
          <Badge variant={outboxStatusVariant(mail.status)}>{outboxStatusLabel(mail.status)}</Badge> {attemptsText(mail.attempts)}
        </Fact>
        <Fact label="Written">{when(mail.createdAt)}</Fact>
        {mail.sentAt && <Fact label="Sent">{when(mail.sentAt)}</Fact>}
        {mail.status === 'pending' && mail.nextAttemptAt && <Fact label="Next attempt">{when(mail.nextAttemptAt)}</Fact>}
        {mail.lastError && <Fact label="Last refusal">{mail.lastError}</Fact>}
        <Fact label="About">
          <Anchor href={mail.linkUrl}>{mail.linkUrl}</Anchor>
        </Fact>
        <Fact label="Unsubscribe link">{mail.unsubscribeUrl ? <Anchor href={mail.unsubscribeUrl}>{mail.unsubscribeUrl}</Anchor> : 'None (a security email, always sent)'}</Fact>
      </FactList>
      {mail.attemptLog.length > 0 && (
        <Attempts aria-label="Delivery attempts">
          {mail.attemptLog.map((attempt) => (
            <li key={attempt.at}>
              <time dateTime={attempt.at}>{when(attempt.at)}</time>: {attempt.outcome === 'sent' ? 'accepted' : 'refused'} ({attempt.detail})
            </li>
          ))}
        </Attempts>
      )}
      <Tabs label="Part of the email" items={PARTS} value={part} onChange={setPart}>
        {part === 'html' ? (
          // sandbox with no permission: the mail's HTML cannot run script, navigate, or reach this page.
          <Frame title={`The email “${mail.subject}” as HTML`} sandbox="" srcDoc={mail.html} />
        ) : (
          <Text aria-label="The email as plain text">{mail.text}</Text>
        )}
      </Tabs>
    </Body>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  min-width: 0;
`;

const Anchor = styled.a`
  overflow-wrap: anywhere;
`;

const Attempts = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  overflow-wrap: anywhere;
`;

const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: 28rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #ffffff;
`;

const Text = styled.pre`
  margin: 0;
  max-height: 28rem;
  overflow: auto;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
