// jsdom leaves out media playback, media queries and scrolling, which this site's
// screens use (background music, the 768px chat layout, chat scrolling to the
// newest message). These are the quiet defaults of a desktop browser that allows
// autoplay. A test that needs otherwise spies on them, e.g.
//   jest.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('', 'NotAllowedError'));
// and restoreMocks (jest.config.cjs) brings the default back after the test.

/** Answers width queries from window.innerWidth, so `window.innerWidth = 500` gives the mobile layout. */
class WidthMediaQueryList extends EventTarget implements MediaQueryList {
  onchange: MediaQueryList['onchange'] = null;

  constructor(readonly media: string) {
    super();
  }

  get matches(): boolean {
    const max = /max-width:\s*(\d+)px/.exec(this.media);
    const min = /min-width:\s*(\d+)px/.exec(this.media);
    if (!max && !min) return false;
    return (!max || window.innerWidth <= Number(max[1])) && (!min || window.innerWidth >= Number(min[1]));
  }

  /** Deprecated listener API some libraries still call. */
  addListener(): void {}
  removeListener(): void {}
}

export function fillBrowserGaps(): void {
  HTMLMediaElement.prototype.play = () => Promise.resolve();
  HTMLMediaElement.prototype.pause = () => undefined;
  HTMLMediaElement.prototype.load = () => undefined;
  window.matchMedia = (query: string) => new WidthMediaQueryList(query);
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}
