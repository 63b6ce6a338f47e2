import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { Podcast } from '@podbridge/shared/types';
import { anna, makeBooking } from '../components/Bookings/bookingFixtures';
import InviteDialog from './InviteDialog';

const expert = { id: 2, name: 'Erik Svensson' };
const MY_PODCASTS_URL = '/podcasts/my-podcasts/';

const podcast = (id: number, title: string, approval_status: Podcast['approval_status']) =>
  ({ id, title, approval_status }) as Podcast;

function renderDialog(podcasts: Podcast[], podcastId?: number) {
  mockApi().onGet(MY_PODCASTS_URL).reply(200, podcasts);
  const onClose = jest.fn();
  const view = renderWithProviders(<InviteDialog open onClose={onClose} expert={expert} podcastId={podcastId} />, {
    user: anna,
  });
  return { ...view, onClose };
}

const dialog = () => within(screen.getByRole('dialog', { name: 'Invite Erik Svensson to your show' }));
const sent = () => mockApi().history.post.map((request) => JSON.parse(request.data as string) as unknown);

describe('InviteDialog', () => {
  it('shows nothing while closed', () => {
    renderWithProviders(<InviteDialog open={false} onClose={jest.fn()} expert={expert} />, { user: anna });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers published podcasts and new ones awaiting review, and asks for what the invitation needs', async () => {
    const { user } = renderDialog([
      podcast(5, 'Science Weekly', 'approved'),
      podcast(6, 'Pending Show', 'pending'),
      podcast(7, 'History Hour', 'approved'),
      podcast(8, 'Rejected Show', 'rejected'),
    ]);
    const choice = await dialog().findByLabelText(/Podcast/);
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose one of your podcasts', 'Science Weekly', 'Pending Show (awaiting review)', 'History Hour']);
    expect(dialog().queryByText(/Your show is waiting for our review/)).not.toBeInTheDocument();
    await user.selectOptions(choice, 'Pending Show (awaiting review)');
    expect(dialog().getByText(/Your show is waiting for our review/)).toBeInTheDocument();
    await user.selectOptions(choice, '');
    expect(dialog().getByLabelText('Time zone')).toHaveValue('Europe/Stockholm');
    expect(dialog().getByLabelText('Length')).toHaveValue('60');
    await user.click(dialog().getByRole('button', { name: 'Send invitation' }));
    expect(await dialog().findByText('Choose one of your podcasts.')).toBeInTheDocument();
    expect(dialog().getByText('Enter the topic of the episode.')).toBeInTheDocument();
    expect(dialog().getAllByText('Choose a date and time.')).toHaveLength(2);
    expect(mockApi().history.post).toHaveLength(0);
  });

  it('sends the invitation as the API takes it and says it was sent', async () => {
    const { user } = renderDialog([podcast(5, 'Science Weekly', 'approved')]);
    mockApi().onPost('/bookings/').reply(201, makeBooking());
    // One approved podcast is the one: it shows, nothing to choose.
    expect(await dialog().findByDisplayValue('Science Weekly')).toHaveAttribute('readonly');
    await user.type(dialog().getByLabelText(/Topic/), '  Black holes for beginners ');
    await user.click(dialog().getByLabelText('In person'));
    await user.click(dialog().getByRole('button', { name: 'Send invitation' }));
    expect(await dialog().findByText('Enter where the recording takes place.')).toBeInTheDocument();
    await user.type(dialog().getByLabelText(/Place/), 'Studio 4, Sveavägen 1');
    await user.selectOptions(dialog().getByLabelText('Length'), '90');
    await user.type(dialog().getByLabelText('Time 1'), '2027-01-12T10:00');
    await user.type(dialog().getByLabelText('Time 2'), '2027-01-14T14:30');
    await user.type(dialog().getByLabelText(/Note to Erik Svensson/), 'See you there!');
    await user.click(dialog().getByRole('button', { name: 'Send invitation' }));
    expect(await dialog().findByText('Invitation sent! Erik Svensson gets it by email.')).toBeInTheDocument();
    expect(dialog().getByRole('link', { name: 'Open Bookings' })).toHaveAttribute('href', '/bookings');
    expect(sent()).toEqual([
      {
        podcast_id: 5,
        expert_id: 2,
        topic: 'Black holes for beginners',
        format: 'in_person',
        place: 'Studio 4, Sveavägen 1',
        time_zone: 'Europe/Stockholm',
        duration_minutes: 90,
        slots: ['2027-01-12T10:00', '2027-01-14T14:30'],
        note: 'See you there!',
      },
    ]);
  }, 20_000);

  it("puts the server's answers where they belong: a field's under it, a refusal on the form", async () => {
    const { user } = renderDialog([podcast(5, 'Science Weekly', 'approved')]);
    const post = mockApi().onPost('/bookings/');
    post.replyOnce(400, { slots: ['2027-03-28T02:30 does not exist in Europe/Stockholm (the clocks change).'] });
    post.replyOnce(409, {
      detail: 'You already invited this expert; answer the open request first.',
      code: 'already_invited',
    });
    await user.type(await dialog().findByLabelText(/Topic/), 'Time');
    await user.click(dialog().getByRole('button', { name: 'Remove time 2' }));
    await user.type(dialog().getByLabelText('Time 1'), '2027-03-28T02:30');
    await user.click(dialog().getByRole('button', { name: 'Send invitation' }));
    expect(
      await dialog().findByText('2027-03-28T02:30 does not exist in Europe/Stockholm (the clocks change).'),
    ).toBeInTheDocument();
    await user.click(dialog().getByRole('button', { name: 'Send invitation' }));
    expect(
      await dialog().findByText('You already invited this expert; answer the open request first.'),
    ).toBeInTheDocument();
    // Every zone the browser knows is an option: queries over the dialog take their time in jsdom.
  }, 20_000);

  it('starts with the show it was opened for (a suggestion for that show)', async () => {
    renderDialog([podcast(5, 'Science Weekly', 'approved'), podcast(7, 'History Hour', 'approved')], 7);
    expect(await dialog().findByLabelText(/Podcast/)).toHaveValue('7');
  });

  it('lets a new show awaiting review invite on its first day, saying so', async () => {
    renderDialog([podcast(6, 'Pending Show', 'pending')]);
    expect(await dialog().findByDisplayValue('Pending Show')).toHaveAttribute('readonly');
    expect(dialog().getByText(/Your show is waiting for our review/)).toBeInTheDocument();
  });

  it('leads a podcaster without a podcast that may invite to create one', async () => {
    renderDialog([podcast(6, 'Rejected Show', 'rejected')]);
    expect(await dialog().findByText('You need a podcast before you can invite guests.')).toBeInTheDocument();
    expect(dialog().getByRole('link', { name: 'Create a podcast' })).toHaveAttribute('href', '/podcasts/create');
    expect(dialog().queryByRole('button', { name: 'Send invitation' })).not.toBeInTheDocument();
  });

  it('speaks Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderDialog([podcast(5, 'Science Weekly', 'approved')]);
    const swedish = within(screen.getByRole('dialog', { name: 'Bjud in Erik Svensson till din podd' }));
    expect(await swedish.findByText('Tiderna gäller i Europe/Stockholm.')).toBeInTheDocument();
    expect(swedish.getByRole('button', { name: 'Skicka inbjudan' })).toBeEnabled();
  });
});
