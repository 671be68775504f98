// SPEC section 1, landing page (/home).
import { useState, type ComponentType } from 'react';
import { Link } from '@marketplace/shared-api/router';
import styled from 'styled-components';
import { Button, buttonStyles, type ButtonStyleProps } from '@marketplace/shared-ui/button';
import { useToast } from '@marketplace/shared-ui/toast';
import { useHydrated } from '@marketplace/shared-ui/use-hydrated';
import { useNow } from '@marketplace/shared-api/time/now';
import backgroundUrl from '../../assets/home-background.svg';
import { countdownReading } from './countdown';
import { useCountdown } from './use-countdown';
import { PRODUCT_NAME } from '@marketplace/shared-api/constants';

/** What the prerendered page shows until the visitor's clock is known (use-countdown.ts). */
const COUNTDOWN_FRAME = '--:--:--';

export const VIDEO_LOAD_FAILED = 'The video could not be loaded. Check your connection and try again.';

/** Fetched when the visitor points at or focuses the button, so a click rarely waits. */
const loadVideoDialog = () => import('./video-dialog');
const preloadVideoDialog = () => void loadVideoDialog().catch(() => undefined);

type VideoDialogComponent = ComponentType<{ onClose: () => void }>;

export function HomePage() {
  const [videoOpen, setVideoOpen] = useState(false);
  const [VideoDialog, setVideoDialog] = useState<VideoDialogComponent | null>(null);
  const toast = useToast();
  const [backgroundFailed, setBackgroundFailed] = useState(false);
  const remaining = useCountdown();
  const reading = remaining === null ? null : countdownReading(remaining);
  // The visitor's year, not the build's: left out of the prerendered HTML.
  const now = useNow();
  const year = useHydrated() ? now().getFullYear() : null;

  const openVideo = () => {
    setVideoOpen(true);
    loadVideoDialog().then(
      (loaded) => setVideoDialog(() => loaded.VideoDialog),
      () => {
        setVideoOpen(false);
        toast.show(VIDEO_LOAD_FAILED, { kind: 'error' });
      },
    );
  };

  return (
    <Page>
      <Background src={backgroundUrl} alt="" aria-hidden="true" onError={() => setBackgroundFailed(true)} />
      {backgroundFailed && <BackgroundError role="alert">Something went wrong</BackgroundError>}
      <Hero>
        <Headline>Find a Good Assistant Here</Headline>
        <Lead>Hire verified online assistants by the hour: message them, book a 4 or 8 hour session, pay by mobile wallet.</Lead>
        <HeroActions>
          <GetStarted to="/register" $variant="primary" $size="lg">
            Get Started
          </GetStarted>
          <Button
            variant="secondary"
            size="lg"
            loading={videoOpen && !VideoDialog}
            onPointerEnter={preloadVideoDialog}
            onFocus={preloadVideoDialog}
            onClick={openVideo}
          >
            Top Rated Assistant
          </Button>
        </HeroActions>
        <Countdown aria-live="off">
          <span>Today&apos;s bookings close at 4:00 PM</span>
          {/* Ticking before the app starts (start-on-intent/fill.ts): hydration keeps that text. */}
          <time data-fill="countdown" dateTime={reading?.dateTime} aria-label="Time left until 4:00 PM" suppressHydrationWarning>
            {reading?.text ?? COUNTDOWN_FRAME}
          </time>
        </Countdown>
      </Hero>
      {videoOpen && VideoDialog && <VideoDialog onClose={() => setVideoOpen(false)} />}
      <Footer>
        <a href="https://www.facebook.com/" target="_blank" rel="noreferrer noopener">
          Follow us on Facebook
        </a>
        <small>
          © <Year data-fill="year" suppressHydrationWarning>{year === null ? '' : String(year)}</Year> {PRODUCT_NAME}. All rights reserved.
        </small>
      </Footer>
    </Page>
  );
}

const Page = styled.div`
  position: relative;
  isolation: isolate;
  min-height: calc(100vh - 4rem);
  display: flex;
  flex-direction: column;
  overflow: hidden;
`;

const Background = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  z-index: -1;
`;

const BackgroundError = styled.p`
  margin: 1rem auto 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const Hero = styled.section`
  flex: 1;
  display: grid;
  align-content: center;
  justify-items: center;
  gap: 1.5rem;
  padding: 4rem 1.5rem;
  text-align: center;
`;

const Headline = styled.h1`
  margin: 0;
  font-size: clamp(2.25rem, 6vw, 4rem);
  line-height: 1.1;
`;

const Lead = styled.p`
  max-width: 40rem;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 1.125rem;
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

const GetStarted = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const Countdown = styled.div`
  display: grid;
  gap: 0.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  time {
    /* As wide with the prerendered frame as with digits: nothing moves when the time appears. */
    display: inline-block;
    min-width: 8ch;
    font-size: 2rem;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Four digits wide before the year is known too, so the line never rewraps when it appears. */
const Year = styled.span`
  display: inline-block;
  min-width: 4ch;
`;

const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 0.5rem;
  padding: 1.5rem clamp(1rem, 4vw, 2.5rem);
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
