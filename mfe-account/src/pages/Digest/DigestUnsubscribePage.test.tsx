import { screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { DigestUnsubscribePage } from './DigestUnsubscribePage';

const UNSUBSCRIBED = 'You will no longer get the weekly email. You can turn it on again on My Profile.';

function renderUnsubscribe(token: string, user: StoredUserData | null = null) {
  return renderWithProviders(
    <StrictMode>
      <DigestUnsubscribePage />
    </StrictMode>,
    { route: `/digest/unsubscribe/${token}`, path: '/digest/unsubscribe/:token', user },
  );
}

describe('DigestUnsubscribePage', () => {
  it('unsubscribes once as it loads, signed out, and offers to sign in', async () => {
    mockApi().onPost('/digest/unsubscribe/tok/').reply(200, { detail: UNSUBSCRIBED });
    const { user: person, location } = renderUnsubscribe('tok');
    expect(screen.getByRole('status')).toHaveTextContent('Unsubscribing...');
    expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
    expect(screen.getByText(UNSUBSCRIBED)).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(1);
    await person.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(location().pathname).toBe('/login');
    expect(location().state).toEqual({ from: '/profile' });
  });

  it('links a signed-in reader to My Profile', async () => {
    mockApi().onPost('/digest/unsubscribe/tok/').reply(200, { detail: UNSUBSCRIBED });
    renderUnsubscribe('tok', { id: 9, username: 'grace', user_type: 'expert' });
    expect(await screen.findByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('says an unknown link is not valid', async () => {
    mockApi()
      .onPost('/digest/unsubscribe/nope/')
      .reply(404, { detail: 'This unsubscribe link is not valid.', code: 'digest_unsubscribe_invalid' });
    renderUnsubscribe('nope');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeInTheDocument();
    expect(screen.queryByText(UNSUBSCRIBED)).not.toBeInTheDocument();
  });
});
