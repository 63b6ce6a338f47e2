import { screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import type { OwnPodcast, PodcasterProfile } from '../../api';
import { PodcasterProfilePage } from './PodcasterProfilePage';

const podcaster: StoredUserData = { id: 7, username: 'ada', user_type: 'podcaster' };

const profile: PodcasterProfile = {
  id: 1,
  user: { id: 7, username: 'ada' },
  bio: 'I host a science show',
  website: 'https://ada.example',
  social_links: {},
  profile_picture: null,
  profile_picture_url: null,
  channel_name: 'Ada Talks',
  created_at: '2026-03-01T10:00:00Z',
  updated_at: '2026-03-01T10:00:00Z',
};

function makePodcast(overrides: Partial<OwnPodcast>): OwnPodcast {
  return {
    id: 1,
    title: 'Climate Conversations',
    description: 'Weekly talks',
    image_url: null,
    thumbnail_url: null,
    category: null,
    is_approved: true,
    created_at: '2026-03-01T10:00:00Z',
    likes_count: 0,
    comments_count: 0,
    ...overrides,
  };
}

const longDescription = 'a'.repeat(100) + 'TAIL';

function renderPage(podcasts: OwnPodcast[]) {
  mockApi().onGet('/podcasts/profiles/my_profile/').reply(200, profile);
  mockApi().onGet('/podcasts/my-podcasts/').reply(200, podcasts);
  return renderWithProviders(<PodcasterProfilePage />, { route: '/podcaster/profile', user: podcaster });
}

const card = (title: string) => within(screen.getByRole('article', { name: title }));

describe('PodcasterProfilePage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the profile, its actions and the podcasts with their count', async () => {
    renderPage([
      makePodcast({ id: 1, title: 'Climate Conversations', description: longDescription, is_approved: false }),
      makePodcast({ id: 2, title: 'Space Hour' }),
    ]);
    expect(await screen.findByRole('heading', { name: 'ada' })).toBeInTheDocument();
    expect(screen.getByText('I host a science show')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://ada.example' })).toHaveAttribute('href', 'https://ada.example');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/podcasts/profile/edit');
    expect(screen.getByRole('link', { name: 'Create New Podcast' })).toHaveAttribute('href', '/podcasts/create');
    expect(screen.getByRole('heading', { name: 'My Podcasts (2)' })).toBeInTheDocument();

    expect(card('Climate Conversations').getByText(`${'a'.repeat(100)}...`)).toBeInTheDocument();
    expect(card('Climate Conversations').getByText('Pending')).toBeInTheDocument();
    expect(card('Space Hour').queryByText('Pending')).not.toBeInTheDocument();
    expect(card('Space Hour').getByRole('link', { name: 'View' })).toHaveAttribute('href', '/podcasts/2');
    expect(card('Space Hour').getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/podcasts/2/edit');
  });

  it('deletes a podcast after confirmation and removes its card', async () => {
    mockApi().onDelete('/podcasts/2/').reply(204);
    const { user } = renderPage([makePodcast({ id: 1 }), makePodcast({ id: 2, title: 'Space Hour' })]);
    await screen.findByRole('article', { name: 'Space Hour' });
    await user.click(card('Space Hour').getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Podcast' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete the podcast "Space Hour"? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Podcast deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Space Hour' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'My Podcasts (1)' })).toBeInTheDocument();
    expect(mockApi().history.delete).toHaveLength(1);
  });

  it('keeps the card when the delete fails', async () => {
    mockApi().onDelete('/podcasts/2/').reply(500);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderPage([makePodcast({ id: 2, title: 'Space Hour' })]);
    await screen.findByRole('article', { name: 'Space Hour' });
    await user.click(card('Space Hour').getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete podcast')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Space Hour' })).toBeInTheDocument();
  });

  it('offers to create a profile when there is none', async () => {
    mockApi().onGet('/podcasts/profiles/my_profile/').reply(404, { detail: 'Podcaster profile not found. Please create one first.' });
    renderWithProviders(<PodcasterProfilePage />, { route: '/podcaster/profile', user: podcaster });
    expect(await screen.findByText('No podcaster profile found. Please create a profile first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Podcaster Profile' })).toHaveAttribute('href', '/podcasts/profile/create');
  });

  it('says when the profile cannot be loaded', async () => {
    mockApi().onGet('/podcasts/profiles/my_profile/').reply(500);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<PodcasterProfilePage />, { route: '/podcaster/profile', user: podcaster });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load podcaster profile. Please try again later.');
  });
});
