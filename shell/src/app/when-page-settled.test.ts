import { pageSettled, whenPageSettled } from './when-page-settled';

describe('whenPageSettled', () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    readyState = 'loading';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    delete (window as Partial<Window>).requestIdleCallback;
  });

  function loadThePage() {
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
  }

  it('waits for the load event, then for the idle callback', () => {
    let idle: (() => void) | undefined;
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idle = () => callback({ didTimeout: false, timeRemaining: () => 10 });
      return 1;
    });
    const then = jest.fn();
    whenPageSettled(then);
    jest.runAllTimers();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    loadThePage();
    expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 3_000 });
    expect(then).not.toHaveBeenCalled();
    idle?.();
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const then = jest.fn();
    const cancel = whenPageSettled(then);
    loadThePage();
    cancel();
    jest.runAllTimers();
    expect(then).not.toHaveBeenCalled();
  });

  it('resolves the promise after load on a browser without idle callbacks', async () => {
    const settled = jest.fn();
    void pageSettled().then(settled);
    await jest.runAllTimersAsync();
    expect(settled).not.toHaveBeenCalled();
    loadThePage();
    await jest.runAllTimersAsync();
    expect(settled).toHaveBeenCalledTimes(1);
  });

  it('resolves the promise only once the first page is shown too', async () => {
    let show = () => {};
    const shown = new Promise<void>((resolve) => (show = resolve));
    const settled = jest.fn();
    loadThePage();
    void pageSettled(shown).then(settled);
    await jest.runAllTimersAsync();
    expect(settled).not.toHaveBeenCalled();
    show();
    await jest.runAllTimersAsync();
    expect(settled).toHaveBeenCalledTimes(1);
  });
});
