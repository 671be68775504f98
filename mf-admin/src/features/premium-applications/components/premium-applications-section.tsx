// Premium applications (SPEC section 4, Premium): pending ones first,
// each with Accept and Decline; declining asks why. Accepting leaves the applicant
// to pay the premium fee, after which they are Verified.
import { useState } from 'react';
import styled from 'styled-components';
import {
  useDecidePremiumApplicationMutation,
  useGetPremiumApplicationsQuery,
} from '@marketplace/shared-api/api/admin';
import { fullName } from '@marketplace/shared-api/format';
import type { PremiumApplication } from '@marketplace/shared-api/types';
import { Avatar } from '@marketplace/shared-ui/avatar';
import { Badge } from '@marketplace/shared-ui/badge';
import { Button } from '@marketplace/shared-ui/button';
import { Spinner } from '@marketplace/shared-ui/spinner';
import { useToast } from '@marketplace/shared-ui/toast';
import { formatInstantInZone } from '@marketplace/shared-api/format';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { Muted, SectionCard } from '@marketplace/shared-ui/section-card';
import { RowItem, RowList, RowMain, rowContents } from '@marketplace/shared-ui/row-list';
import { LoadErrorRow } from '@marketplace/shared-ui/page-states';
import { ReasonDialog } from '../../../components/reason-dialog';

const STATUS_TEXT: Record<PremiumApplication['status'], string> = {
  pending: 'Pending',
  accepted: 'Accepted, awaiting payment',
  declined: 'Declined',
  paid: 'Paid, Verified',
};

export function PremiumApplicationsSection() {
  const { data, isLoading, isError, refetch } = useGetPremiumApplicationsQuery();
  const applications = data?.applications ?? [];
  return (
    <SectionCard title="Premium applications">
      {isLoading ? (
        <Spinner label="Loading premium applications" />
      ) : isError ? (
        <LoadErrorRow onRetry={() => refetch()}>Failed to load premium applications. Please try again.</LoadErrorRow>
      ) : applications.length === 0 ? (
        <Muted>No premium applications.</Muted>
      ) : (
        <RowList>
          {applications.map((application) => (
            <ApplicationItem key={application.user.id} application={application} />
          ))}
        </RowList>
      )}
    </SectionCard>
  );
}

function ApplicationItem({ application }: { application: PremiumApplication }) {
  const { user, status } = application;
  const name = fullName(user);
  const [decide, { isLoading }] = useDecidePremiumApplicationMutation();
  const [declining, setDeclining] = useState(false);
  const toast = useToast();
  const { zone } = useWallClock();
  const formatDateTime = (iso: string) => formatInstantInZone(iso, zone, { withYear: true });

  const accept = async () => {
    try {
      await decide({ userId: user.id, body: { decision: 'accept' } }).unwrap();
      toast.show(`${name}'s application was accepted. They are Verified once the premium fee is paid.`, {
        kind: 'success',
      });
    } catch (error) {
      // The base query has logged the failed call.
      toast.show('Failed to accept the application. Please try again.', { kind: 'error' });
    }
  };

  return (
    <Item aria-label={`Application from ${name}`}>
      <Avatar src={user.avatar} name={name} size="sm" />
      <RowMain>
        <strong>{name}</strong>
        <Muted>
          @{user.username} · {user.role} · applied {formatDateTime(application.appliedAt)}
        </Muted>
        {application.reason && <Muted>Reason: {application.reason}</Muted>}
      </RowMain>
      <Badge variant={status === 'pending' ? 'warning' : status === 'declined' ? 'danger' : 'success'}>
        {STATUS_TEXT[status]}
      </Badge>
      {status === 'pending' && (
        <Buttons>
          <Button size="sm" loading={isLoading} onClick={accept} aria-label={`Accept ${name}`}>
            Accept
          </Button>
          <Button size="sm" variant="danger" disabled={isLoading} onClick={() => setDeclining(true)} aria-label={`Decline ${name}`}>
            Decline
          </Button>
        </Buttons>
      )}
      {declining && <DeclineDialog application={application} onClose={() => setDeclining(false)} />}
    </Item>
  );
}

function DeclineDialog({ application, onClose }: { application: PremiumApplication; onClose: () => void }) {
  const name = fullName(application.user);
  const [decide] = useDecidePremiumApplicationMutation();
  const toast = useToast();
  return (
    <ReasonDialog
      title={`Decline ${name}'s application`}
      description={`${name} is told the reason.`}
      confirmLabel="Decline application"
      danger
      required="Please say why the application is declined."
      onConfirm={async (reason) => {
        try {
          await decide({ userId: application.user.id, body: { decision: 'decline', reason } }).unwrap();
        } catch {
          // The base query has logged the failed call.
          throw new Error('Failed to decline the application. Please try again.');
        }
        toast.show(`${name}'s application was declined.`, { kind: 'success' });
      }}
      onClose={onClose}
    />
  );
}

const Item = styled(RowItem)`
  ${rowContents}
`;

const Buttons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

