import type { RemoteManifest } from '@marketplace/shared-api/federation/remote-contract';
import { createClientReports, REPORT_INTERVAL_MS } from './client-reports';

const LIVE = '0123456789abcdef';
const HOSTED = 'fedcba9876543210';
const manifest: RemoteManifest = {
  remotes: [
    { name: 'mf_chat', entry: `/releases/mf-chat/${LIVE}/remoteEntry.js`, routes: [], exposes: [], exposeFiles: {}, screenFiles: {}, release: { id: LIVE, commit: 'c', builtAt: 'b' } },
    {
      name: 'mf_booking',
      entry: `https://team.example/mf-booking/${HOSTED}/remoteEntry.js`,
      fallbackEntry: `/releases/mf-booking/${HOSTED}/remoteEntry.js`,
      routes: [],
      exposes: [],
      exposeFiles: {},
      screenFiles: {},
      release: { id: HOSTED, commit: 'c', builtAt: 'b' },
    },
    { name: 'mf_profiles', entry: '/remotes/mf-profiles/remoteEntry.js?v=1', routes: [], exposes: [], exposeFiles: {}, screenFiles: {}, release: null },
  ],
};

/** A reporter whose clock and timer the test holds. */
function reporter() {
  const sent: unknown[][] = [];
  const timers: Array<{ run: () => void; at: number }> = [];
  let now = 0;
  const reports = createClientReports({ send: (batch) => void sent.push(batch), later: (run, ms) => void timers.push({ run, at: now + ms }), now: () => now });
  reports.remember(manifest, 'https://market.example');
  /** Moves the clock and runs the timers due. */
  const advance = (ms: number) => {
    now += ms;
    for (const timer of timers.filter((waiting) => waiting.at <= now)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  return { reports, sent, advance };
}

const counts = (remote: string, releaseId: string, fields: Partial<Record<'loads' | 'errors' | 'fellBack' | 'fromHost', number>>) => ({
  remote,
  releaseId,
  loads: 0,
  errors: 0,
  fellBack: 0,
  fromHost: 0,
  ...fields,
});

describe('client reports', () => {
  it('counts a page load once per release, from its host when it has one, and sends at once', () => {
    const { reports, sent, advance } = reporter();
    reports.loaded('mf_chat');
    reports.loaded('mf_chat');
    reports.loaded('mf_booking');
    reports.loaded('mf_profiles');
    advance(0);
    expect(sent).toEqual([[counts('mf-chat', LIVE, { loads: 1 }), counts('mf-booking', HOSTED, { loads: 1, fromHost: 1 })]]);
  });

  it("counts a fallback to the site's copy, not a load from the host, and a failed load as an error", () => {
    const { reports, sent, advance } = reporter();
    reports.fellBack('mf_booking');
    reports.loaded('mf_booking');
    reports.failed('mf_chat');
    advance(0);
    expect(sent).toEqual([[counts('mf-booking', HOSTED, { loads: 1, fellBack: 1 }), counts('mf-chat', LIVE, { loads: 1, errors: 1 })]]);
  });

  it('counts an error for the release whose files threw it, and none for an error of no release', () => {
    const { reports, sent, advance } = reporter();
    const thrown = new Error('Cannot read properties of undefined');
    thrown.stack = `TypeError: Cannot read properties of undefined\n    at ChatPage (https://market.example/releases/mf-chat/${LIVE}/src_chat.js:1:200)`;
    reports.threw(thrown);
    reports.threw(new Error('elsewhere'), 'https://market.example/shell/main.js');
    reports.threw('not an error');
    reports.threw(new Error('from its host'), `https://team.example/mf-booking/${HOSTED}/123.js`);
    advance(0);
    expect(sent).toEqual([[counts('mf-chat', LIVE, { errors: 1 }), counts('mf-booking', HOSTED, { errors: 1 })]]);
  });

  it("sends a release's first error at once, then at most one report every few seconds, and the rest when the page is hidden", () => {
    const { reports, sent, advance } = reporter();
    reports.loaded('mf_chat');
    advance(0);
    const error = new Error('x');
    error.stack = `at https://market.example/releases/mf-chat/${LIVE}/a.js`;
    reports.threw(error);
    advance(0);
    expect(sent[1]).toEqual([counts('mf-chat', LIVE, { errors: 1 })]);
    reports.threw(error);
    reports.threw(error);
    advance(REPORT_INTERVAL_MS - 1);
    expect(sent).toHaveLength(2);
    advance(1);
    expect(sent[2]).toEqual([counts('mf-chat', LIVE, { errors: 2 })]);
    reports.threw(error);
    reports.flush();
    expect(sent[3]).toEqual([counts('mf-chat', LIVE, { errors: 1 })]);
  });
});
