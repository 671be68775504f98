describe('browser gaps filled for jsdom', () => {
  afterEach(() => {
    window.innerWidth = 1024;
  });

  it('answers width media queries from window.innerWidth', () => {
    const mobile = '(max-width: 768px)';
    expect(window.matchMedia(mobile).matches).toBe(false);
    window.innerWidth = 768;
    expect(window.matchMedia(mobile).matches).toBe(true);
    expect(window.matchMedia('(min-width: 769px)').matches).toBe(false);
    expect(window.matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(false);
  });

  it('plays media like a browser that allows autoplay, and lets a test refuse it', async () => {
    const audio = document.createElement('audio');
    await expect(audio.play()).resolves.toBeUndefined();

    jest.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new DOMException('blocked', 'NotAllowedError'));
    await expect(audio.play()).rejects.toThrow('blocked');
  });

  it('scrolls without complaint', () => {
    expect(() => document.body.scrollIntoView()).not.toThrow();
    expect(() => window.scrollTo(0, 0)).not.toThrow();
  });
});
