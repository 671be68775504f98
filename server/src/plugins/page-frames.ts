// The page frame a first visit to a remote's page is sent: the shell's frame
// (shell/dist/page-frame/: the navbar, the route's title from the manifest, a
// spinner), so a phone paints it before any script runs, with a Link header
// preloading that remote's entry, ./routes files and the route's screen, so the
// browser fetches them beside the shell's own scripts rather than after them,
// and listing the page's first API reads for the frame's inline script to send
// at once. Where the remote renders the page's first screen on the server
// (first-screen.ts), the frame holds that screen instead of its heading and spinner.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGE_DATA_SLOT, pageDataJson, type PageData } from '@marketplace/shared-api/api/page-data-markup';
import { PAGE_FRAME_CONTENT_SLOT, PAGE_FRAME_TITLE_SLOT } from '@marketplace/shared-api/federation/page-frame-slots';
import { escapeMarkup } from '../escape-markup';
import { createFirstScreens } from './first-screen';
import { findPageOwner, pageData, pageRemoteFiles, preloadLinks } from './page-remote';
import { isMissingFile, perDeploy } from './per-deploy';
import type { RemoteManifestSource } from './remote-manifest';

/** The shell's page paths, written by its build (build/prerender-pages.mjs). */
export const SHELL_PAGES_FILE = 'shell-pages.json';
/** The page frame, with a title slot, without, and with a first screen's slot, written by the shell's build (build/prerender-pages.mjs). */
export const PAGE_FRAME_FILES = {
  titled: 'page-frame/titled.html',
  untitled: 'page-frame/untitled.html',
  firstScreen: 'page-frame/first-screen.html',
} as const;

/**
 * `template` with each slot's first place filled in one pass, so no text put in (a user's
 * bio in a first screen) is ever read as a slot.
 */
function fillSlots(template: string, values: Record<string, string>): string {
  const slots = new RegExp(Object.keys(values).map((slot) => slot.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');
  const filled = new Set<string>();
  return template.replace(slots, (slot) => {
    if (filled.has(slot)) return slot;
    filled.add(slot);
    return values[slot];
  });
}

interface RemotePage {
  /** Preloads of the remote files the page needs first, as one Link header value. */
  preloads: string | null;
  title?: string;
  /** The API reads the page makes first and where its main image is named, for the frame's data element (pageData). */
  data: PageData;
  /** Where the page's first screen may be rendered: its remote's server bundle and the route's screen, when it has both. */
  firstScreen: { bundle: string; screen: string; params: Record<string, string | undefined> } | null;
}

export interface PageFrame {
  /** The Link header value preloading the remote's first files, if any. */
  preloads: string | null;
  /** The frame's HTML, or null when the build wrote no frame (a dev build): the shell's index.html then. */
  html: string | null;
}

export interface PageFrames {
  /**
   * The frame for a first visit to `urlPath`, of the releases this browser sees (`previews`: an admin's);
   * null for the shell's own pages, or when the build lists none.
   */
  frameFor(urlPath: string, previews?: Record<string, string> | null): Promise<PageFrame | null>;
}

export function createPageFrames(app: FastifyInstance, { shellDist, manifest }: { shellDist: string; manifest: RemoteManifestSource }): PageFrames {
  const firstScreens = createFirstScreens(app);

  /**
   * The shell's page paths, or null when its build wrote none (a dev build) or a file we
   * cannot read: then no page is known to be a remote's, and pages go out without hints.
   */
  async function readShellPages(): Promise<string[] | null> {
    let text: string;
    try {
      text = await fs.readFile(path.join(shellDist, SHELL_PAGES_FILE), 'utf8');
    } catch (error) {
      if (!isMissingFile(error)) app.log.warn({ err: error }, `${SHELL_PAGES_FILE} unreadable; no preload hints`);
      return null;
    }
    let parsed;
    try {
      parsed = z.array(z.string().startsWith('/')).safeParse(JSON.parse(text));
    } catch {
      parsed = null;
    }
    if (parsed?.success) return parsed.data;
    app.log.warn(`${SHELL_PAGES_FILE} is not a list of paths; no preload hints`);
    return null;
  }

  async function remotePageAt(urlPath: string, previews?: Record<string, string> | null): Promise<RemotePage | null> {
    const shellPages = await readShellPages();
    if (!shellPages) return null;
    const owner = findPageOwner(await manifest.compose(previews), urlPath, shellPages);
    if (!owner) return null;
    const files = pageRemoteFiles(owner, manifest.fileIntegrity(owner.remote.entry));
    const bundle = manifest.firstScreenBundle(owner.remote.name);
    const { screen } = owner.route;
    return {
      preloads: preloadLinks(files),
      title: owner.route.title,
      data: pageData(owner),
      firstScreen: bundle && screen ? { bundle, screen, params: owner.params } : null,
    };
  }

  /** A page frame's template, read once per deploy of the shell; null when the build wrote none (a dev build). */
  const frameAt = perDeploy((framePath) => fs.readFile(framePath, 'utf8'));
  const readFrame = (file: string) => frameAt(path.join(shellDist, file));

  /**
   * The page frame's HTML for the page: its first screen where its remote renders one (with
   * the screen's styles in the head), else its title in the heading; and its first API reads
   * in the data list.
   */
  async function frameHtml({ title, data, firstScreen }: RemotePage): Promise<string | null> {
    const screen = firstScreen && (await firstScreens.render(firstScreen.bundle, { screen: firstScreen.screen, params: firstScreen.params }));
    const screenFrame = screen && (await readFrame(PAGE_FRAME_FILES.firstScreen));
    if (screen && screenFrame) {
      // The image is in the first screen's HTML: the frame's script need not preload it.
      return fillSlots(screenFrame, {
        [PAGE_FRAME_CONTENT_SLOT]: screen.html,
        '</head>': `<style>${screen.css}</style></head>`,
        [PAGE_DATA_SLOT]: pageDataJson({ reads: data.reads }),
      });
    }
    const template = await readFrame(title ? PAGE_FRAME_FILES.titled : PAGE_FRAME_FILES.untitled);
    if (template === null) return null;
    return fillSlots(template, {
      ...(title ? { [PAGE_FRAME_TITLE_SLOT]: escapeMarkup(title) } : {}),
      [PAGE_DATA_SLOT]: pageDataJson(data),
    });
  }

  return {
    async frameFor(urlPath, previews) {
      const page = await remotePageAt(urlPath, previews);
      if (!page) return null;
      return { preloads: page.preloads, html: await frameHtml(page) };
    },
  };
}
