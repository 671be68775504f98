// The wizard's error texts for each kind of failure (SPEC section 8).
import { createErrorText, CREATE_ERROR, CREATE_FAILED, NETWORK_ERROR, SERVICE_405 } from './create-error-text';

describe('createErrorText', () => {
  it.each([
    [{ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, NETWORK_ERROR],
    [{ status: 405, data: {} }, SERVICE_405],
    [{ status: 400, data: { message: 'price is wrong', field: 'price' } }, 'price is wrong'],
    [{ status: 502, data: 'Bad gateway' }, CREATE_FAILED],
    [{ status: 'PARSING_ERROR', originalStatus: 200, data: '<html>', error: 'SyntaxError' }, CREATE_ERROR],
    [{ name: 'Error' }, CREATE_ERROR],
  ])('%j reads %s', (error, text) => {
    expect(createErrorText(error)).toBe(text);
  });
});
