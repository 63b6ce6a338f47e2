import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { MyPodcastsProps, Podcast } from '@podbridge/shared/types';
import { podcastsKey, type PodcastResults } from '../api/getPodcasts';
import { makePodcast, owner } from '../testing/podcastFixtures';
import MyPodcasts from './MyPodcasts';

const longDescription = 'a'.repeat(100) + 'TAIL';

/** Serves the owner's podcasts as a server would: a deleted one is gone from the next answer. */
function renderMyPodcasts(variant: MyPodcastsProps['variant'], podcasts: Podcast[]) {
  let mine = podcasts;
  mockApi()
    .onGet('/podcasts/my-podcasts/')
    .reply(() => [200, mine]);
  mockApi()
    .onDelete(/\/podcasts\/\d+\/$/)
    .reply((config) => {
      mine = mine.filter((podcast) => `/podcasts/${podcast.id}/` !== config.url);
      return [204];
    });
  return renderWithProviders(<MyPodcasts variant={variant} />, { user: owner });
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('MyPodcasts, summary (My Profile)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists each podcast with Pending until approved, View and Edit, and offers Create New Podcast', async () => {
    renderMyPodcasts('summary', [makePodcast({ id: 5, is_approved: false, thumbnail_url: null, image_url: null })]);
    const section = within(await screen.findByRole('region', { name: 'My Podcasts' }));
    expect(section.getByRole('link', { name: 'Create New Podcast' })).toHaveAttribute('href', '/podcasts/create');
    const row = within(section.getByRole('listitem', { name: 'Climate Conversations' }));
    expect(row.getByText('Pending')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/podcasts/5');
    expect(row.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/podcasts/5/edit');
  });

  it("gives the admin's reason under Rejected, with the edit that sends it back for review", async () => {
    renderMyPodcasts('summary', [
      makePodcast({ id: 5, is_approved: false, approval_status: 'rejected', review_reason: 'No episodes yet.' }),
    ]);
    const row = within(await screen.findByRole('listitem', { name: 'Climate Conversations' }));
    expect(row.getByText('Rejected')).toBeInTheDocument();
    const notice = row.getByRole('status');
    expect(notice).toHaveTextContent('Your podcast was not approved');
    expect(notice).toHaveTextContent('Reason: No episodes yet.');
    expect(notice).toHaveTextContent('Edit the podcast to send it for review again.');
    expect(within(notice).getByRole('link', { name: 'Edit the podcast' })).toHaveAttribute('href', '/podcasts/5/edit');
  });

  it('says a pending podcast waits for review, and nothing under an approved one', async () => {
    renderMyPodcasts('summary', [
      makePodcast({ id: 5, is_approved: false }),
      makePodcast({ id: 6, title: 'Space Hour' }),
    ]);
    const pending = within(await screen.findByRole('listitem', { name: 'Climate Conversations' }));
    expect(pending.getByRole('status')).toHaveTextContent('Waiting for review');
    expect(within(screen.getByRole('listitem', { name: 'Space Hour' })).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when there are no podcasts yet', async () => {
    renderMyPodcasts('summary', []);
    expect(await screen.findByText('No podcasts yet')).toBeInTheDocument();
    expect(screen.getByText('Publish your first show so experts can find it.')).toBeInTheDocument();
  });

  it('speaks Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderMyPodcasts('summary', [makePodcast({ id: 5, is_approved: false })]);
    const section = within(await screen.findByRole('region', { name: 'Mina poddar' }));
    expect(section.getByRole('link', { name: 'Lägg upp en ny podd' })).toHaveAttribute('href', '/podcasts/create');
    const row = within(section.getByRole('listitem', { name: 'Climate Conversations' }));
    expect(row.getByText('Granskas')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Visa' })).toHaveAttribute('href', '/podcasts/5');
    expect(row.getByRole('link', { name: 'Redigera' })).toHaveAttribute('href', '/podcasts/5/edit');
  });

  it('says in Swedish when there are none, or when the list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(() => i18n.changeLanguage('sv'));
    const { unmount } = renderMyPodcasts('summary', []);
    expect(await screen.findByText('Du har inga poddar än')).toBeInTheDocument();
    expect(screen.getByText('Publicera din första podd så att experterna hittar den.')).toBeInTheDocument();
    unmount();
    mockApi().reset();
    mockApi().onGet('/podcasts/my-podcasts/').reply(500);
    renderWithProviders(<MyPodcasts variant="summary" />, { user: owner });
    expect(await screen.findByRole('alert')).toHaveTextContent('Poddarprofilen kunde inte laddas. Försök igen senare.');
  });

  it('says when the list cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi().onGet('/podcasts/my-podcasts/').reply(500);
    renderWithProviders(<MyPodcasts variant="summary" />, { user: owner });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load podcaster profile. Please try again later.',
    );
  });
});

describe('MyPodcasts, manage (podcaster profile)', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the count and a card per podcast: 100-character description, Pending, View and Edit', async () => {
    renderMyPodcasts('manage', [
      makePodcast({ id: 1, title: 'Climate Conversations', description: longDescription, is_approved: false }),
      makePodcast({ id: 2, title: 'Space Hour' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'My Podcasts (2)' })).toBeInTheDocument();
    expect(card('Climate Conversations').getByText(`${'a'.repeat(100)}...`)).toBeInTheDocument();
    expect(card('Climate Conversations').getByText('Pending')).toBeInTheDocument();
    expect(card('Space Hour').queryByText('Pending')).not.toBeInTheDocument();
    expect(card('Space Hour').getByRole('link', { name: 'View' })).toHaveAttribute('href', '/podcasts/2');
    expect(card('Space Hour').getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/podcasts/2/edit');
  });

  it('speaks Swedish once Swedish is chosen: the count, the cards and the delete', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const { user } = renderMyPodcasts('manage', [makePodcast({ id: 1 }), makePodcast({ id: 2, title: 'Space Hour' })]);
    expect(await screen.findByRole('heading', { name: 'Mina poddar (2)' })).toBeInTheDocument();
    await user.click(card('Space Hour').getByRole('button', { name: 'Ta bort' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Ta bort podden' }));
    await user.click(dialog.getByRole('button', { name: 'Ta bort podden' }));
    expect(await screen.findByText('Podden är borttagen')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mina poddar (1)' })).toBeInTheDocument();
  });

  it("shows the admin's reason on a rejected podcast's card, in Swedish too", async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderMyPodcasts('manage', [
      makePodcast({ id: 1, is_approved: false, approval_status: 'rejected', review_reason: 'Inga avsnitt än.' }),
    ]);
    await screen.findByRole('article', { name: 'Climate Conversations' });
    const notice = card('Climate Conversations').getByRole('status');
    expect(card('Climate Conversations').getByText('Avslagen')).toBeInTheDocument();
    expect(notice).toHaveTextContent('Din podd godkändes inte');
    expect(notice).toHaveTextContent('Anledning: Inga avsnitt än.');
    expect(within(notice).getByRole('link', { name: 'Redigera din podd' })).toHaveAttribute('href', '/podcasts/1/edit');
  });

  it('offers Create New Podcast when there are none', async () => {
    renderMyPodcasts('manage', []);
    expect(await screen.findByRole('heading', { name: 'My Podcasts (0)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New Podcast' })).toHaveAttribute('href', '/podcasts/create');
  });

  it('deletes a podcast after confirmation and removes its card', async () => {
    const { user } = renderMyPodcasts('manage', [makePodcast({ id: 1 }), makePodcast({ id: 2, title: 'Space Hour' })]);
    await screen.findByRole('article', { name: 'Space Hour' });
    await user.click(card('Space Hour').getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Podcast' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the podcast "Space Hour"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Podcast' }));
    expect(await screen.findByText('Podcast deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Space Hour' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'My Podcasts (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(mockApi().history.delete).toHaveLength(1);
  });

  it('keeps the card when the delete fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi().onDelete('/podcasts/2/').reply(500);
    const { user } = renderMyPodcasts('manage', [makePodcast({ id: 2, title: 'Space Hour' })]);
    await screen.findByRole('article', { name: 'Space Hour' });
    await user.click(card('Space Hour').getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete Podcast' }));
    expect(await screen.findByText('Failed to delete podcast')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Space Hour' })).toBeInTheDocument();
  });

  it('refreshes the listing too once a podcast is deleted', async () => {
    const { user, queryClient } = renderMyPodcasts('manage', [makePodcast({ id: 2, title: 'Space Hour' })]);
    const listingPage = podcastsKey({ page: 1, search: '', category: '' }, owner.id);
    queryClient.setQueryData<PodcastResults>(listingPage, { podcasts: [makePodcast({ id: 2 })], count: 1 });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete Podcast' }));
    await screen.findByText('Podcast deleted successfully');
    expect(queryClient.getQueryData<PodcastResults>(listingPage)).toEqual({ podcasts: [], count: 0 });
    expect(queryClient.getQueryState(listingPage)?.isInvalidated).toBe(true);
  });
});
