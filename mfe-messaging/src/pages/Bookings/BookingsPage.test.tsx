import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { Booking } from '@podbridge/shared/types';
import { anna, erik, makeBooking, pageOf } from '../../components/Bookings/bookingFixtures';
import { BookingsPage } from './BookingsPage';

const LIST_URL = '/bookings/';

function answerViews(views: Partial<Record<'waiting' | 'upcoming' | 'past', Booking[]>>) {
  mockApi()
    .onGet(LIST_URL)
    .reply((config) => {
      const view = (config.params as { view: 'waiting' | 'upcoming' | 'past' }).view;
      return [200, pageOf(views[view] ?? [])];
    });
}

const section = (name: string) => within(screen.getByRole('region', { name: new RegExp(`^${name}`) }));
const cardOf = (topic: string) => within(screen.getByRole('article', { name: topic }));
const posted = (url: string) =>
  mockApi()
    .history.post.filter((request) => request.url === url)
    .map((request) => JSON.parse(request.data as string) as unknown);

describe('BookingsPage', () => {
  it('shows the requests waiting for the expert, with the times in the booking zone and what they can do', async () => {
    const invitation = makeBooking({}, { accept: true, propose: true, decline: true, cancel: true });
    answerViews({ waiting: [invitation] });
    renderWithProviders(<BookingsPage />, { user: erik, route: '/bookings' });

    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeInTheDocument();
    expect(await section('Waiting for you').findByRole('article')).toBeInTheDocument();
    const card = cardOf('Black holes for beginners');
    expect(card.getByText('Invitation')).toBeInTheDocument();
    expect(
      card.getByText('anna invites you to record an episode. Accept a time, propose others or decline.'),
    ).toBeInTheDocument();
    expect(card.getByText(/Jan 12, 2027, 10:00\sAM/)).toBeInTheDocument();
    expect(card.getByText(/Jan 14, 2027, 2:30\sPM/)).toBeInTheDocument();
    expect(card.getByText('Looking forward to it!')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Recording link' })).toHaveAttribute('href', 'https://studio.example/anna');
    expect(card.queryByRole('link', { name: 'Published episode' })).not.toBeInTheDocument();
    expect(card.getAllByRole('button', { name: 'Accept this time' })).toHaveLength(2);
    expect(card.getByRole('button', { name: 'Propose other times' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Decline' })).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/messages/1');
    expect(card.getByRole('link', { name: /Science Weekly/ })).toHaveAttribute('href', '/podcasts/5');
    // The host's name leads to their page: who runs the show.
    expect(card.getByRole('link', { name: 'anna' })).toHaveAttribute('href', '/podcasters/1');
    expect(await section('Upcoming').findByText('No upcoming recordings.')).toBeInTheDocument();
    expect(
      section('Upcoming').getByText('When a podcaster invites you to their show, the request shows here.'),
    ).toBeInTheDocument();
    expect(section('Past').getByText('No past bookings yet.')).toBeInTheDocument();
  });

  it('accepts a time: the chosen slot goes to the API and the page asks again', async () => {
    const invitation = makeBooking({}, { accept: true, decline: true });
    answerViews({ waiting: [invitation] });
    mockApi()
      .onPost(`/bookings/${invitation.id}/accept/`)
      .reply(
        200,
        makeBooking({
          id: invitation.id,
          status: 'scheduled',
          awaiting: null,
          slots: [],
          starts_at: invitation.slots[1]!.starts_at,
        }),
      );
    const { user } = renderWithProviders(<BookingsPage />, { user: erik, route: '/bookings' });
    const card = await screen.findByRole('article', { name: 'Black holes for beginners' });
    const listsBefore = mockApi().history.get.length;
    await user.click(within(card).getAllByRole('button', { name: 'Accept this time' })[1]!);
    expect(posted(`/bookings/${invitation.id}/accept/`)).toEqual([{ slot_id: 302 }]);
    await screen.findByText('The recording is booked. Both of you get a calendar invite by email.');
    expect(mockApi().history.get.length).toBeGreaterThan(listsBefore);
  });

  it('declines with a reason, and asks for one first', async () => {
    const invitation = makeBooking({}, { accept: true, decline: true });
    answerViews({ waiting: [invitation] });
    mockApi()
      .onPost(`/bookings/${invitation.id}/decline/`)
      .reply(200, makeBooking({ status: 'declined' }));
    const { user } = renderWithProviders(<BookingsPage />, { user: erik, route: '/bookings' });
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Decline the invitation' }));
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await dialog.findByText('Please give a reason')).toBeInTheDocument();
    expect(posted(`/bookings/${invitation.id}/decline/`)).toHaveLength(0);
    await user.type(dialog.getByLabelText(/Reason/), 'I am travelling that month.');
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('The invitation was declined.')).toBeInTheDocument();
    expect(posted(`/bookings/${invitation.id}/decline/`)).toEqual([{ reason: 'I am travelling that month.' }]);
  });

  it("shows the server's reason when a change is no longer possible", async () => {
    const invitation = makeBooking({}, { accept: true });
    answerViews({ waiting: [invitation] });
    mockApi()
      .onPost(`/bookings/${invitation.id}/accept/`)
      .reply(409, { detail: 'This booking was cancelled; it can no longer be accepted.', code: 'booking_state' });
    const { user } = renderWithProviders(<BookingsPage />, { user: erik, route: '/bookings' });
    await user.click((await screen.findAllByRole('button', { name: 'Accept this time' }))[0]!);
    expect(await screen.findByText('This booking was cancelled; it can no longer be accepted.')).toBeInTheDocument();
  });

  it('proposes other times in the booking zone, one at least', async () => {
    const counter = makeBooking({}, { accept: true, propose: true });
    answerViews({ waiting: [counter] });
    mockApi()
      .onPost(`/bookings/${counter.id}/propose/`)
      .reply(200, makeBooking({ status: 'proposed', awaiting: 'podcaster' }));
    const { user } = renderWithProviders(<BookingsPage />, { user: erik, route: '/bookings' });
    await user.click(await screen.findByRole('button', { name: 'Propose other times' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Propose other times' }));
    expect(dialog.getByText('Times are in Europe/Stockholm.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Send times' }));
    expect(await dialog.findByText('Choose a date and time.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Time 1'), '2027-02-03T15:00');
    await user.click(dialog.getByRole('button', { name: 'Add another time' }));
    await user.type(dialog.getByLabelText('Time 2'), '2027-02-03T15:00');
    await user.click(dialog.getByRole('button', { name: 'Send times' }));
    expect(await dialog.findByText('Each time must be different.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Remove time 2' }));
    await user.click(dialog.getByRole('button', { name: 'Send times' }));
    expect(await screen.findByText('Your times were sent.')).toBeInTheDocument();
    expect(posted(`/bookings/${counter.id}/propose/`)).toEqual([{ slots: ['2027-02-03T15:00'] }]);
  });

  it('lets the podcaster mark the outcome, and the expert confirm or dispute it', async () => {
    const past = { status: 'scheduled' as const, awaiting: null, slots: [], starts_at: '2026-11-01T09:00:00.000Z' };
    const toMark = makeBooking({ ...past, your_role: 'podcaster' }, { mark_outcome: true });
    answerViews({ upcoming: [toMark] });
    mockApi()
      .onPost(`/bookings/${toMark.id}/outcome/`)
      .reply(200, makeBooking({ status: 'recorded' }));
    const { user, unmount } = renderWithProviders(<BookingsPage />, { user: anna, route: '/bookings' });
    const card = within(await screen.findByRole('article', { name: 'Black holes for beginners' }));
    expect(card.getByText('The recording time has passed. Was the episode recorded?')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Erik Svensson' })).toHaveAttribute('href', '/experts/12');
    await user.click(card.getByRole('button', { name: 'Mark as recorded' }));
    expect(posted(`/bookings/${toMark.id}/outcome/`)).toEqual([{ outcome: 'recorded' }]);
    unmount();

    const marked = makeBooking({ ...past, status: 'recorded' }, { confirm: true });
    mockApi().reset();
    answerViews({ waiting: [marked] });
    mockApi()
      .onPost(`/bookings/${marked.id}/confirmation/`)
      .reply(200, makeBooking({ status: 'recorded', expert_confirmation: 'disputed' }));
    const second = renderWithProviders(<BookingsPage />, { user: erik, route: '/bookings' });
    expect(
      await screen.findByText('anna marked this as recorded. Confirm it, or dispute it if it did not happen.'),
    ).toBeInTheDocument();
    await second.user.click(screen.getByRole('button', { name: 'Dispute' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Dispute the outcome' }));
    await second.user.type(dialog.getByLabelText(/Reason/), 'The podcaster never joined the call.');
    await second.user.click(dialog.getByRole('button', { name: 'Dispute' }));
    expect(await screen.findByText('Your dispute was recorded.')).toBeInTheDocument();
    expect(posted(`/bookings/${marked.id}/confirmation/`)).toEqual([
      { confirmation: 'disputed', reason: 'The podcaster never joined the call.' },
    ]);
  });

  it('reviews the other side with a rating and a text', async () => {
    const recorded = makeBooking(
      {
        status: 'recorded',
        awaiting: null,
        slots: [],
        starts_at: '2026-11-01T09:00:00.000Z',
        expert_confirmation: 'confirmed',
        your_role: 'podcaster',
      },
      { review: true, set_episode_link: true },
    );
    answerViews({ past: [recorded] });
    mockApi()
      .onPost(`/bookings/${recorded.id}/reviews/`)
      .reply(400, { text: ['Write a few words about the recording.'] });
    const { user } = renderWithProviders(<BookingsPage />, { user: anna, route: '/bookings' });
    await user.click(await screen.findByRole('button', { name: 'Write a review' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Review Erik Svensson' }));
    await user.click(dialog.getByRole('button', { name: 'Publish review' }));
    expect(await dialog.findByText('Choose a rating from 1 to 5.')).toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: '4 stars' }));
    await user.type(dialog.getByLabelText(/Your review/), 'Clear and generous guest.');
    await user.click(dialog.getByRole('button', { name: 'Publish review' }));
    expect(await dialog.findByText('Write a few words about the recording.')).toBeInTheDocument();
    expect(posted(`/bookings/${recorded.id}/reviews/`)).toEqual([{ rating: 4, text: 'Clear and generous guest.' }]);
  });

  it('tells a cancelled booking from the side that cancelled', async () => {
    const cancelled = makeBooking({
      status: 'cancelled',
      awaiting: null,
      slots: [],
      cancelled_by: 'podcaster',
      cancel_reason: 'The show is on hold.',
    });
    answerViews({ past: [cancelled] });
    renderWithProviders(<BookingsPage />, { user: erik, route: '/bookings' });
    expect(await screen.findByText('Cancelled by anna: The show is on hold.')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('says when the bookings cannot be loaded, with a retry', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi().onGet(LIST_URL).reply(500);
    renderWithProviders(<BookingsPage />, { user: erik, route: '/bookings' });
    expect(await section('Waiting for you').findByText('Your bookings could not be loaded.')).toBeInTheDocument();
    expect(section('Waiting for you').getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    answerViews({ waiting: [makeBooking({}, { accept: true, decline: true })] });
    renderWithProviders(<BookingsPage />, { user: erik, route: '/bookings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bokningar' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'anna bjuder in dig att spela in ett avsnitt. Acceptera en tid, föreslå andra eller tacka nej.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Acceptera den här tiden' })).toHaveLength(2);
    expect(screen.getByText(/tis 12 jan\. 2027 10:00/)).toBeInTheDocument();
  });
});
