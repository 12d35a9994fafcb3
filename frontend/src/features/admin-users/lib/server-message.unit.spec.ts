import { serverMessage } from './server-message';

describe('serverMessage', () => {
  it("takes the message of the API's error body", () => {
    expect(
      serverMessage({
        status: 403,
        data: { statusCode: 403, message: 'Savo paties rolės keisti negalima', errors: [] },
      }),
    ).toBe('Savo paties rolės keisti negalima');
  });

  it.each([
    ['a network failure', { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }],
    ['a body without a message', { status: 502, data: '<html>Bad gateway</html>' }],
    ['an empty message', { status: 500, data: { message: ' ' } }],
    ['no error object', undefined],
  ])('gives nothing for %s', (_case, error) => {
    expect(serverMessage(error)).toBeUndefined();
  });
});
