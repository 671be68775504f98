import { logApiFailure, setApiFailureLogger, type ApiFailure } from '@marketplace/shared-api/api/failure-log';

describe('the failed-call log', () => {
  it('reports each failure to the logger in place, and puts the previous one back', () => {
    const outer: ApiFailure[] = [];
    const inner: ApiFailure[] = [];
    const restoreOuter = setApiFailureLogger((failure) => outer.push(failure));
    const restoreInner = setApiFailureLogger((failure) => inner.push(failure));
    const failure: ApiFailure = { url: '/users/1', error: { status: 404, data: { message: 'User not found' } } };
    logApiFailure(failure);
    restoreInner();
    logApiFailure(failure);
    restoreOuter();
    expect(inner).toEqual([failure]);
    expect(outer).toEqual([failure]);
  });
});
