// The page frame: what a remote's page shows until its code and data arrive, the
// layout's navbar around the page's heading (when its remote declares one,
// route-paths.json) and the skeleton of a page's content. The server sends it as HTML for a first visit
// to a remote's page, so a phone paints it before any script runs. The
// shell renders over it, not hydrating it: its router may find the page as soon as
// it can (no wait for hydration before the page's data is asked for), and until then
// renders the same frame, title and all.
import { createContext, useContext } from 'react';
import styled from 'styled-components';
import { PageContainer } from '@marketplace/shared-ui/layout';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useHydrated } from '@marketplace/shared-ui/use-hydrated';

/** What the server's HTML held: a frame, with its remote route's title if it has one. */
export interface PageFrameInfo {
  title?: string;
}

/** Marks the frame in the HTML, so the shell knows it holds one (bootstrap.tsx). */
export const PAGE_FRAME_ATTRIBUTE = 'data-page-frame';

/**
 * The frame the server's HTML in `container` holds, with the title the server put in it,
 * or null. Read from the HTML itself, the title is the one on screen, even were the
 * manifest to fail or a remote to be redeployed since the page was sent.
 */
export function readPageFrame(container: Element): PageFrameInfo | null {
  const frame = container.querySelector(`[${PAGE_FRAME_ATTRIBUTE}]`);
  // The frame's own heading, not the h1 of a first screen the server rendered into it.
  return frame && { title: frame.querySelector(':scope > h1')?.textContent ?? undefined };
}

const PageFrameContext = createContext<PageFrameInfo | null>(null);

export const PageFrameProvider = PageFrameContext.Provider;

/** The frame this first load started from, or null when the HTML held no frame. */
export function usePageFrame(): PageFrameInfo | null {
  return useContext(PageFrameContext);
}

/**
 * Whether this render is the frame's HTML (the build's prerender), which is one for every
 * path and visitor: what depends on either (the account corner, the music toggle) stays
 * out of it until the shell's own render in the browser.
 */
export function useRenderingFrameHtml(): boolean {
  const framed = usePageFrame() !== null;
  const hydrated = useHydrated();
  return framed && !hydrated;
}

export function PageFrame() {
  const title = usePageFrame()?.title;
  return (
    <PageContainer {...{ [PAGE_FRAME_ATTRIBUTE]: '' }}>
      {/* Where the page's own h1 sits (its header's top), so the page takes over without a jump. */}
      {title && <Heading>{title}</Heading>}
      <Skeleton withoutHeading={Boolean(title)} />
    </PageContainer>
  );
}

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space[6]};
`;
