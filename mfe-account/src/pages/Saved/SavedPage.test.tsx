import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { SavedPage } from './SavedPage';

const listener: StoredUserData = { id: 9, username: 'grace', user_type: 'listener' };
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
const podcast = {
  id: 3,
  title: 'Fika with founders',
  description: 'Stories from Swedish startups.',
  thumbnail_url: null,
  image_url: null,
};
const expert = { id: 5, name: 'Åsa Öberg', expertise: ['Glaciers', 'Climate'], profile_picture_url: null };

describe('SavedPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists saved podcasts and experts with links, and takes one off the list', async () => {
    mockApi()
      .onGet('/saved/')
      .replyOnce(
        200,
        page([
          { type: 'expert', saved_at: '2026-11-24T09:00:00Z', podcast: null, expert },
          { type: 'podcast', saved_at: '2026-11-23T09:00:00Z', podcast, expert: null },
        ]),
      )
      .onGet('/saved/')
      .reply(200, page([{ type: 'podcast', saved_at: '2026-11-23T09:00:00Z', podcast, expert: null }]));
    mockApi().onPut('/experts/profiles/5/save/', { saved: false }).reply(200, { saved: false });
    const { user } = renderWithProviders(<SavedPage />, { route: '/saved', user: listener });

    const list = await screen.findByRole('list', { name: 'Saved items' });
    const rows = within(list).getAllByRole('article');
    expect(rows.map((row) => row.getAttribute('aria-label'))).toEqual(['Åsa Öberg', 'Fika with founders']);
    expect(within(rows[0]!).getByRole('link', { name: 'Åsa Öberg' })).toHaveAttribute('href', '/experts/5');
    expect(rows[0]).toHaveTextContent('Glaciers, Climate');
    expect(within(rows[1]!).getByRole('link', { name: 'Fika with founders' })).toHaveAttribute('href', '/podcasts/3');
    expect(screen.getByText('2 saved items')).toBeInTheDocument();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Saved' }));
    expect(await screen.findByText('1 saved item')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Åsa Öberg' })).not.toBeInTheDocument();
  });

  it('speaks Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi()
      .onGet('/saved/')
      .reply(
        200,
        page([
          { type: 'expert', saved_at: '2026-11-24T09:00:00Z', podcast: null, expert },
          { type: 'podcast', saved_at: '2026-11-23T09:00:00Z', podcast, expert: null },
        ]),
      );
    renderWithProviders(<SavedPage />, { route: '/saved', user: listener });
    expect(screen.getByRole('heading', { level: 1, name: 'Sparat' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Sparade objekt' });
    expect(screen.getByText('2 sparade objekt')).toBeInTheDocument();
    const [expertRow, podcastRow] = within(list).getAllByRole('article');
    expect(within(expertRow!).getByText('Expert')).toBeInTheDocument();
    expect(within(podcastRow!).getByText('Podd')).toBeInTheDocument();
  });

  it('counts one saved item in Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi()
      .onGet('/saved/')
      .reply(200, page([{ type: 'podcast', saved_at: '2026-11-23T09:00:00Z', podcast, expert: null }]));
    renderWithProviders(<SavedPage />, { route: '/saved', user: listener });
    expect(await screen.findByText('1 sparat objekt')).toBeInTheDocument();
  });

  it('says in Swedish when nothing is saved yet, or when the list cannot be loaded', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onGet('/saved/').replyOnce(200, page([]));
    const { unmount } = renderWithProviders(<SavedPage />, { route: '/saved', user: listener });
    expect(await screen.findByText('Inget sparat än')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bläddra bland poddar' })).toHaveAttribute('href', '/podcasts');
    unmount();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi().onGet('/saved/').reply(500);
    renderWithProviders(<SavedPage />, { route: '/saved', user: listener });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Det du har sparat kunde inte laddas. Försök igen senare.',
    );
  });

  it('says when nothing is saved yet', async () => {
    mockApi().onGet('/saved/').reply(200, page([]));
    renderWithProviders(<SavedPage />, { route: '/saved', user: listener });
    expect(await screen.findByText('Nothing saved yet')).toBeInTheDocument();
  });
});
