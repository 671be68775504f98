// The booking wizard, /book/{consultantId} (SPEC section 2): the consultant is
// loaded (SPEC section 8's 'Failed to load consultant information' with Go Back),
// the referral code read from the query string, and the steps run in
// BookingWizard. An assistant on their own wizard is told at once that they
// cannot book themselves, with no step to take. ?booking={id} (Pay now on the
// bookings pages) resumes that booking at its payment step.
import { useLocation, useNavigate, useParams, useSearchParams } from '@marketplace/shared-api/router';
import { useGetConsultantQuery } from '@marketplace/shared-api/api/bookings';
import { SLOT_TIMES } from '@marketplace/shared-api/schemas/bookings';
import { useViewer } from '@marketplace/shared-api/session/use-viewer';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Card, PageContainer } from '@marketplace/shared-ui/layout';
import { LinkButton } from '@marketplace/shared-ui/link-button';
import { PageMessage } from '@marketplace/shared-ui/page-states';
import { skipToken } from '@marketplace/shared-api/api/api';
import type { DateTimeSelection } from '../../../components/date-time-picker/date-time-picker';
import { RESUME_BOOKING_PARAM } from '../../../lib/awaiting-payment';
import { BookingWizard } from './booking-wizard';
import { ResumedPayment } from './resumed-payment';
import { WizardHeader } from './wizard-header';
import { PageSkeleton } from '@marketplace/shared-ui/skeleton';

/** The server's answer to booking oneself, said before any step is taken. */
export const CANNOT_BOOK_SELF = 'You cannot book yourself.';

/** A date and time chosen in the profile widget, handed over in the history state. */
function carriedSelection(state: unknown): DateTimeSelection | null {
  const value = state as Partial<DateTimeSelection> | null;
  if (!value || typeof value.date !== 'string' || !SLOT_TIMES.includes(value.startTime as DateTimeSelection['startTime'])) return null;
  return { date: value.date, startTime: value.startTime as DateTimeSelection['startTime'] };
}

export function BookingWizardPage() {
  const { consultantId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const viewer = useViewer();
  const referralCode = (searchParams.get('referralCode') ?? '').trim();
  const resumeId = searchParams.get(RESUME_BOOKING_PARAM);

  const { data: consultant, isLoading, error: loadError } = useGetConsultantQuery(consultantId || skipToken);

  // The failure stays on show while a remount's retry runs (the error outlives the new request).
  if (!consultant && !loadError && isLoading) return <PageSkeleton label="Loading consultant" shape="detail" />;
  if (!consultant) {
    return (
      <PageMessage
        title="Failed to load consultant information"
        action={
          <Button variant="secondary" onClick={() => navigate(-1)}>
            Go Back
          </Button>
        }
      />
    );
  }

  return (
    <PageContainer>
      <Card>
        {viewer.id === consultantId ? (
          <>
            <WizardHeader consultant={consultant} step={0} />
            <EmptyState
              title={CANNOT_BOOK_SELF}
              description="Clients book you from your profile. To book a session yourself, choose another assistant."
              action={
                <LinkButton to="/profile/list" $variant="secondary">
                  Find Consultants
                </LinkButton>
              }
            />
          </>
        ) : resumeId ? (
          <ResumedPayment bookingId={resumeId} consultant={consultant} />
        ) : (
          <BookingWizard consultant={consultant} referralCode={referralCode} carried={carriedSelection(location.state)} />
        )}
      </Card>
    </PageContainer>
  );
}
