import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { DigestConfirmPage } from './DigestConfirmPage';

// Monday 30 November 2026, 08:00 where the test runs: the page shows the time in the browser's zone.
const NEXT_MONDAY = new Date(2026, 10, 30, 8, 0).toISOString();

function renderConfirm(token: string) {
  return renderWithProviders(
    <StrictMode>
      <DigestConfirmPage />
    </StrictMode>,
    { route: `/digest/confirm/${token}`, path: '/digest/confirm/:token' },
  );
}

describe('DigestConfirmPage', () => {
  it('confirms once on load, signed out, and says when the first email comes', async () => {
    mockApi().onPost('/digest/confirm/tok/').reply(200, { status: 'on', next_send_at: NEXT_MONDAY });
    renderConfirm('tok');
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your weekly email...');
    expect(
      await screen.findByText('Your weekly email is on. The first one comes on Monday 30 November at 08:00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm your weekly email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/profile');
    expect(mockApi().history.post).toHaveLength(1);
  });

  it('says an expired link is expired and where to ask for a new one', async () => {
    mockApi().onPost('/digest/confirm/old/').reply(400, {
      detail: 'This confirmation link has expired. Turn the weekly email on again for a new one.',
      code: 'digest_link_expired',
    });
    renderConfirm('old');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link has expired. Turn the weekly email on again on My Profile for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Go to My Profile' })).toHaveAttribute('href', '/profile');
    expect(mockApi().history.post).toHaveLength(1);
  });

  it('says a used or unknown link is not valid', async () => {
    mockApi().onPost('/digest/confirm/used/').reply(400, {
      detail: 'This confirmation link is not valid, or it was already used.',
      code: 'digest_link_invalid',
    });
    renderConfirm('used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is not valid, or it was already used.',
    );
    expect(screen.queryByText(/Your weekly email is on/)).not.toBeInTheDocument();
  });

  it('speaks Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onPost('/digest/confirm/tok/').reply(200, { status: 'on', next_send_at: NEXT_MONDAY });
    renderConfirm('tok');
    expect(
      await screen.findByText('Ditt veckomejl är på. Det första kommer måndag 30 november kl. 08:00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till Min profil' })).toHaveAttribute('href', '/profile');
  });
});
