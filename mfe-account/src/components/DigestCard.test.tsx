import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { DigestSubscription } from '../api/digest';
import { expert, podcaster } from '../testing/accountFixtures';
import { DigestCard, type DigestReader } from './DigestCard';

const SHOWS_LABEL = 'Weekly: shows looking for guests in my topics';
const EXPERTS_LABEL = "Weekly: new experts in my show's topics";
const OFF_HINT = 'Every Monday at 08:00 in your time zone. We email you a link to confirm first.';
const PENDING_HINT = 'Check your email: follow the link we sent to confirm. Nothing is sent before that.';
const FAILED = 'Failed to save your weekly email setting. Please try again.';

// Monday 30 November 2026, 08:00 where the test runs: the card shows the time in the browser's zone.
const NEXT_MONDAY = new Date(2026, 10, 30, 8, 0).toISOString();

function subscription(
  status: DigestSubscription['status'],
  kind: DigestSubscription['kind'] = 'shows',
): DigestSubscription {
  return {
    status,
    kind,
    time_zone: status === 'off' ? null : 'Europe/Stockholm',
    next_send_at: status === 'on' ? NEXT_MONDAY : null,
  };
}

function renderCard(reader: DigestReader) {
  return renderWithProviders(<DigestCard reader={reader} />, { user: reader === 'expert' ? expert : podcaster });
}

const card = () => within(screen.getByRole('region', { name: 'Weekly email' }));

describe('DigestCard', () => {
  it('offers an expert the shows looking for guests, and turning it on asks for a link in this time zone', async () => {
    mockApi().onGet('/digest/').reply(200, subscription('off'));
    mockApi().onPut('/digest/').reply(200, subscription('pending'));
    const { user: person } = renderCard('expert');
    const box = card().getByRole('checkbox', { name: SHOWS_LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
    expect(card().getByText(OFF_HINT)).toBeInTheDocument();

    await person.click(box);
    await waitFor(() => expect(mockApi().history.put).toHaveLength(1));
    expect(JSON.parse(mockApi().history.put[0]!.data as string)).toEqual({
      time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(box).toBeChecked();
    expect(await card().findByText(PENDING_HINT)).toBeInTheDocument();
    expect(card().queryByText(OFF_HINT)).not.toBeInTheDocument();
  });

  it('offers a podcaster the new experts in their show’s topics', async () => {
    mockApi().onGet('/digest/').reply(200, subscription('off', 'experts'));
    renderCard('podcaster');
    await waitFor(() => expect(card().getByRole('checkbox', { name: EXPERTS_LABEL })).toBeEnabled());
    expect(card().queryByRole('checkbox', { name: SHOWS_LABEL })).not.toBeInTheDocument();
  });

  it('while waiting for the confirmation, says to check the email and sends the link again', async () => {
    mockApi().onGet('/digest/').reply(200, subscription('pending'));
    mockApi().onPut('/digest/').reply(200, subscription('pending'));
    const { user: person } = renderCard('expert');
    expect(await card().findByText(PENDING_HINT)).toBeInTheDocument();
    expect(card().getByRole('checkbox', { name: SHOWS_LABEL })).toBeChecked();

    await person.click(card().getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We sent you a new link.')).toBeInTheDocument();
    expect(mockApi().history.put).toHaveLength(1);
    expect(mockApi().history.delete).toHaveLength(0);
  });

  it('when on, names the next Monday and its time, and unticking turns it off', async () => {
    mockApi().onGet('/digest/').reply(200, subscription('on'));
    mockApi().onDelete('/digest/').reply(204);
    const { user: person } = renderCard('expert');
    expect(await card().findByText('Next email: Monday 30 November at 08:00')).toBeInTheDocument();
    const box = card().getByRole('checkbox', { name: SHOWS_LABEL });
    expect(box).toBeChecked();

    await person.click(box);
    await waitFor(() => expect(mockApi().history.delete).toHaveLength(1));
    expect(box).not.toBeChecked();
    expect(await card().findByText(OFF_HINT)).toBeInTheDocument();
    expect(card().queryByText(/Next email/)).not.toBeInTheDocument();
    await waitFor(() => expect(box).toBeEnabled());
  });

  it('goes back and says so when the save fails', async () => {
    mockApi().onGet('/digest/').reply(200, subscription('off'));
    mockApi()
      .onPut('/digest/')
      .reply(400, { time_zone: ['Choose a time zone such as Europe/Stockholm.'] });
    const { user: person } = renderCard('expert');
    const box = card().getByRole('checkbox', { name: SHOWS_LABEL });
    await waitFor(() => expect(box).toBeEnabled());
    await person.click(box);
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(card().getByText(OFF_HINT)).toBeInTheDocument();
  });

  it('passes on the wait when links were asked for too often', async () => {
    mockApi().onGet('/digest/').reply(200, subscription('pending'));
    mockApi()
      .onPut('/digest/')
      .reply(429, { detail: 'Too many requests. Please try again in 60 seconds.', code: 'throttled', retry_after: 60 });
    const { user: person } = renderCard('expert');
    await person.click(await card().findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Too many requests. Please try again in 60 seconds.')).toBeInTheDocument();
    expect(card().getByText(PENDING_HINT)).toBeInTheDocument();
  });

  it('speaks Swedish, the next email included', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onGet('/digest/').reply(200, subscription('on', 'experts'));
    renderCard('podcaster');
    const swedish = within(screen.getByRole('region', { name: 'Veckomejl' }));
    expect(await swedish.findByText('Nästa mejl: måndag 30 november kl. 08:00')).toBeInTheDocument();
    expect(swedish.getByRole('checkbox', { name: 'Varje vecka: nya experter inom min podds ämnen' })).toBeChecked();
  });
});
