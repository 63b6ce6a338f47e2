import { AxiosError, AxiosHeaders } from 'axios';
import { i18n } from '../i18n/i18n';
import { describeApiError } from './errors';

function apiError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

const suspended = apiError(403, {
  code: 'account_suspended',
  reason: 'Spam',
  detail: 'Your account has been suspended: Spam',
});
const invalid = apiError(400, {
  username: ['This field is required.'],
  email: ['A user with that email already exists.'],
  field_codes: { username: ['required'], email: ['email_taken'] },
});

describe('describeApiError', () => {
  it("keeps the API's English texts, word for word, on the English site", () => {
    expect(describeApiError(suspended)).toMatchObject({
      status: 403,
      code: 'account_suspended',
      detail: 'Your account has been suspended: Spam',
    });
    expect(describeApiError(invalid).fieldErrors).toEqual({
      username: ['This field is required.'],
      email: ['A user with that email already exists.'],
    });
  });

  it('shows the text of each code in Swedish, filled with the values the API sent', async () => {
    await i18n.changeLanguage('sv');
    expect(describeApiError(suspended).detail).toBe('Ditt konto har stängts av: Spam');
    expect(describeApiError(invalid).fieldErrors).toEqual({
      username: ['Fältet måste fyllas i.'],
      email: ['Det finns redan en användare med den e-postadressen.'],
    });
    // A code the site has no text for keeps the API's own words.
    expect(describeApiError(apiError(409, { code: 'something_new', detail: 'Something new.' })).detail).toBe(
      'Something new.',
    );
  });
});
