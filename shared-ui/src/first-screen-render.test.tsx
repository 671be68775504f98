import styled from 'styled-components';
import type { FirstScreenRequest } from '@marketplace/shared-api/federation/remote-contract';
import { useWallClock } from '@marketplace/shared-api/time/use-wall-clock';
import { firstScreenRenderer, type FirstScreen } from './first-screen-render';

/** A read of this fake API: the marketplace in `zone`; every other path answers nothing. */
function apiReads(zone = 'Asia/Tokyo') {
  const paths: string[] = [];
  const read = async (path: string) => {
    paths.push(path);
    return path === '/api/config' ? { marketplaceTimeZone: zone } : null;
  };
  return { read, paths };
}

const request = (screen: string, read: FirstScreenRequest['read']): FirstScreenRequest => ({ screen, params: { id: '7' }, read });

const Themed = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

function Zone() {
  return <Themed>{`Times in ${useWallClock().zone}`}</Themed>;
}

const zoneScreen: FirstScreen = async () => <Zone />;

describe("a remote's first screens", () => {
  it("render the screen's element with the theme, the marketplace's zone from the API and the element's CSS", async () => {
    const { read, paths } = apiReads('Asia/Tokyo');
    const screen = await firstScreenRenderer({ zone: zoneScreen })(request('zone', read));
    expect(screen?.html).toMatch(/^<p class="[^"]+">Times in Asia\/Tokyo<\/p>$/);
    const className = screen!.html.match(/class="[^" ]+ ([^"]+)"/)![1];
    expect(screen?.css).toContain(`.${className}{color:#9ca3af;}`);
    expect(paths).toEqual(['/api/config']);
  });

  it("leave out styled-components' rehydration markers, so the browser's stylesheet never takes theirs over", async () => {
    const screen = await firstScreenRenderer({ zone: zoneScreen })(request('zone', apiReads().read));
    expect(screen?.css).not.toMatch(/data-styled|\/\*!sc\*\//);
  });

  it('escape "</" in the CSS, so no value in it ends its <style> element', async () => {
    const Quoted = styled.span`
      &::after {
        content: '</style><script>alert(1)</script>';
      }
    `;
    const screen = await firstScreenRenderer({ quoted: async () => <Quoted /> })(request('quoted', apiReads().read));
    expect(screen?.css).toContain("content:'<\\/style><script>alert(1)<\\/script>'");
    expect(screen?.css).not.toMatch(/<\//);
  });

  it('fall back to the default zone when the settings cannot be read', async () => {
    const screen = await firstScreenRenderer({ zone: zoneScreen })(request('zone', async () => null));
    expect(screen?.html).toContain('Times in Asia/Manila');
  });

  it('are none for a screen the remote has none for, or whose screen has nothing to show, with nothing read', async () => {
    const { read, paths } = apiReads();
    const render = firstScreenRenderer({ zone: zoneScreen, empty: async () => null });
    for (const name of ['profile-list-page', 'empty', 'toString', '__proto__']) expect(await render(request(name, read))).toBeNull();
    expect(paths).toEqual([]);
  });
});
