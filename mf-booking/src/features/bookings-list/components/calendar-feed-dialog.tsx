// The private calendar feed (beyond SPEC): an address a calendar app subscribes
// to, so bookings appear and update there by themselves. Copy it, or reset it
// when it may have leaked (the old address stops working).
import { useState } from 'react';
import styled from 'styled-components';
import { useGetCalendarFeedQuery, useResetCalendarFeedMutation } from '@marketplace/shared-api/api/bookings';
import { Button } from '@marketplace/shared-ui/button';
import { TextField } from '@marketplace/shared-ui/form-fields';
import { Modal } from '@marketplace/shared-ui/modal';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useToast } from '@marketplace/shared-ui/toast';

export function CalendarFeedDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Calendar feed" size="xl">
      <FeedBody />
    </Modal>
  );
}

function FeedBody() {
  const toast = useToast();
  const { data, isLoading, isError } = useGetCalendarFeedQuery();
  const [reset, { isLoading: resetting }] = useResetCalendarFeedMutation();
  const [copied, setCopied] = useState(false);

  if (isLoading) return <Spinner label="Loading calendar feed" />;
  if (isError || !data) return <p role="alert">Could not load your calendar feed. Please try again.</p>;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(data.url);
      setCopied(true);
    } catch (error) {
      console.error('Copying the feed address failed', error);
      toast.show('Could not copy the address. Select it and copy it yourself.', { kind: 'error' });
    }
  };

  return (
    <Body>
      <p>Subscribe to this private address in your calendar app to see your bookings there. Keep it to yourself.</p>
      <TextField label="Feed address" value={data.url} readOnly onFocus={(event) => event.target.select()} />
      <Row>
        <Button onClick={copy}>{copied ? 'Copied' : 'Copy address'}</Button>
        <Button
          variant="secondary"
          loading={resetting}
          onClick={async () => {
            const result = await reset();
            setCopied(false);
            toast.show(result.error ? 'Could not reset the address. Please try again.' : 'A new address was made; the old one no longer works.', {
              kind: result.error ? 'error' : 'success',
            });
          }}
        >
          Reset address
        </Button>
      </Row>
    </Body>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]};
`;
