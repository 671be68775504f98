import { NO_RESPONSE, profileUpdateErrorText } from './update-error-text';

describe('profileUpdateErrorText (SPEC section 8, Profile update)', () => {
  it("prefers the server's message", () => {
    expect(profileUpdateErrorText({ status: 400, data: { message: 'Email is taken', field: 'email' } })).toBe('Email is taken');
  });

  it("names the status and its text when the server sent no message", () => {
    expect(profileUpdateErrorText({ status: 500, data: {} })).toBe('Server error: 500 - Internal Server Error');
    expect(profileUpdateErrorText({ status: 'PARSING_ERROR', originalStatus: 502, data: '<html>', error: 'SyntaxError' })).toBe(
      'Server error: 502 - Bad Gateway',
    );
    expect(profileUpdateErrorText({ status: 418, data: null })).toBe('Server error: 418 - Error');
  });

  it('says no response came back for network failures and timeouts', () => {
    expect(profileUpdateErrorText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(NO_RESPONSE);
    expect(profileUpdateErrorText({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(NO_RESPONSE);
  });

  it("reads 'Error: {message}' for anything else", () => {
    expect(profileUpdateErrorText(new Error('Image is too large'))).toBe('Error: Image is too large');
    expect(profileUpdateErrorText({ name: 'Error', message: 'Rejected' })).toBe('Error: Rejected');
    expect(profileUpdateErrorText({ status: 'CUSTOM_ERROR', error: 'bad input' })).toBe('Error: bad input');
  });
});
