// A promise the test settles by hand, to hold a response (a mockFetch answer) while
// it looks at the screen: the optimistic state, a spinner, a disabled button.
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
