// The slots of the page frame a first visit to a remote's page gets (the shell's
// features/layout/page-frame.tsx): the shell's build renders the frame with these
// texts in place (build/prerender-pages.mjs), and the server puts the page's own in
// their place per request (server/src/plugins/static.ts). Plain text, which HTML
// leaves as it is. Only the build and the server import this module.

/** Where the page's title goes, in the frame's heading. */
export const PAGE_FRAME_TITLE_SLOT = '%PAGE_TITLE%';

/** Where the page's first screen goes (its server-rendered HTML), in place of the frame's heading and spinner. */
export const PAGE_FRAME_CONTENT_SLOT = '%PAGE_CONTENT%';
