import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { APP_STARTED_EVENT } from './app-started-event';
import { INTENT_EVENTS, startOnIntent } from './start-on-intent';

/** A login-like form: controlled fields, a choice, a box, and what was sent. */
function Form({ onSend }: { onSend: (values: Record<string, unknown>) => void }) {
  const [name, setName] = useState('');
  const [role, setRole] = useState('Boss');
  const [remember, setRemember] = useState(false);
  const [shown, setShown] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ name, role, remember });
  };
  return (
    <form onSubmit={send}>
      <fieldset disabled data-open-before-app="">
        <input aria-label="Name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
        <select aria-label="Role" value={role} onChange={(event) => setRole(event.target.value)}>
          <option>Boss</option>
          <option>Assistant</option>
        </select>
        <input aria-label="Remember me" type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        <button type="button" onClick={() => setShown(true)}>
          Show
        </button>
        <button type="submit">Send</button>
      </fieldset>
      {shown && <p>Shown</p>}
      <a href="/register">Sign up</a>
    </form>
  );
}

// Each test's page is a document of its own: what one test's script listens for never hears another's.
let page: Document;
const field = <T extends Element>(label: string) => page.querySelector<T>(`[aria-label="${label}"]`)!;
const button = (text: string) => [...page.querySelectorAll('button')].find((element) => element.textContent === text)!;

/** Dispatches `event` on `target`, as a browser would; true when the page held it (prevented what it would do). */
function held(target: EventTarget, event: Event): boolean {
  target.dispatchEvent(event);
  return event.defaultPrevented;
}
const click = (target: EventTarget) => held(target, new MouseEvent('click', { bubbles: true, cancelable: true }));
const submit = () => held(page.querySelector('form')!, new Event('submit', { bubbles: true, cancelable: true }));

/** Types as a browser does before the app is in: the field's own value, then an input event. */
function typeBeforeTheApp(input: HTMLInputElement, text: string) {
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('startOnIntent', () => {
  let root: Root | null = null;
  const onSend = jest.fn();

  beforeEach(() => {
    onSend.mockReset();
    page = document.implementation.createHTMLDocument('page');
    page.body.innerHTML = `<div id="root">${renderToString(<Form onSend={onSend} />)}</div>`;
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
  });

  /** What the app's start does here: hydrate the page, then say so; resolves once the held acts were done again. */
  async function appStarts(script: { handedOver: Promise<void> }) {
    await act(async () => {
      root = hydrateRoot(page.getElementById('root')!, <Form onSend={onSend} />);
    });
    await act(async () => {
      page.dispatchEvent(new Event(APP_STARTED_EVENT));
      await script.handedOver;
    });
  }

  it('starts the app on the first sign of the visitor acting, once', () => {
    const startApp = jest.fn();
    startOnIntent(page, { startApp, signedIn: false });
    expect(startApp).not.toHaveBeenCalled();
    for (const type of INTENT_EVENTS) page.dispatchEvent(new Event(type));
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it('starts the app at once for a visitor who is signed in', () => {
    const startApp = jest.fn();
    startOnIntent(page, { startApp, signedIn: true });
    expect(startApp).toHaveBeenCalledTimes(1);
  });

  it('opens the form, and puts what was typed, chosen and ticked back through React once the app is in', async () => {
    const script = startOnIntent(page, { startApp: () => {}, signedIn: false });
    const fieldset = page.querySelector('fieldset')!;
    expect(fieldset.disabled).toBe(false);

    typeBeforeTheApp(field<HTMLInputElement>('Name'), 'boss');
    const role = field<HTMLSelectElement>('Role');
    role.value = 'Assistant';
    role.dispatchEvent(new Event('change', { bubbles: true }));
    field<HTMLInputElement>('Remember me').click();
    // Enter in a field: the submission is held, not sent as a page load.
    expect(submit()).toBe(true);

    await appStarts(script);

    expect(onSend).toHaveBeenCalledTimes(1);
    expect(onSend).toHaveBeenCalledWith({ name: 'boss', role: 'Assistant', remember: true });
    expect(field<HTMLInputElement>('Name').value).toBe('boss');
    expect(field<HTMLInputElement>('Remember me').checked).toBe(true);
  });

  it('holds a click on a button until the app is in, and leaves links alone', async () => {
    const script = startOnIntent(page, { startApp: () => {}, signedIn: false });
    expect(click(button('Show'))).toBe(true);
    expect(click(page.querySelector('a')!)).toBe(false);

    await appStarts(script);
    expect(page.body.textContent).toContain('Shown');

    // Once the app is in, nothing is held any more.
    click(button('Send'));
    expect(onSend).toHaveBeenCalledWith({ name: '', role: 'Boss', remember: false });
  });

  it('stops holding clicks if the app could not be loaded, and still never sends a form as a page load', () => {
    let fail = () => {};
    startOnIntent(page, { startApp: (failed) => (fail = failed), signedIn: false });
    page.dispatchEvent(new Event('keydown'));
    fail();
    expect(click(button('Show'))).toBe(false);
    expect(submit()).toBe(true);
  });
});

describe('what the page fills in before the app starts', () => {
  afterEach(() => {
    jest.useRealTimers();
    document.body.innerHTML = '';
  });

  it('ticks the countdown from the visitor’s clock and writes the year, until the app takes over', () => {
    jest.useFakeTimers({ now: new Date(2026, 10, 21, 15, 59, 58) });
    document.body.innerHTML = '<time data-fill="countdown">--:--:--</time><span data-fill="year"></span>';
    startOnIntent(document, { startApp: () => {}, signedIn: false });
    const countdown = document.querySelector('time')!;
    expect(countdown.textContent).toBe('00:00:02');
    expect(countdown.dateTime).toBe('PT2S');
    expect(document.querySelector('span')!.textContent).toBe('2026');
    jest.advanceTimersByTime(1000);
    expect(countdown.textContent).toBe('00:00:01');

    document.dispatchEvent(new Event(APP_STARTED_EVENT));
    jest.advanceTimersByTime(1000);
    expect(countdown.textContent).toBe('00:00:01');
  });
});
