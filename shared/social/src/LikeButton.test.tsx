import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { ItemLikeButton, LikeButton } from './LikeButton';

const member = { id: 7, username: 'ada', user_type: 'podcaster' } as const;
const podcast = { type: 'podcast', id: 3 } as const;
const expert = { type: 'expert', id: 5 } as const;
const LIKES = '/podcasts/3/likes/';
const LIKE = '/podcasts/3/like/';

type Reply = [number, unknown];

function deferred() {
  let resolve!: (value: Reply) => void;
  const promise = new Promise<Reply>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** The podcast's like endpoints, 12 likes and not liked by the viewer unless told otherwise. */
function likeServer(state = { current_user_liked: false, likes_count: 12 }) {
  const api = mockApi();
  const load = jest.fn((): Reply => [200, state]);
  const toggle = jest.fn((): Reply | Promise<Reply> => [200, { status: 'liked', likes_count: 13 }]);
  api.onGet(LIKES).reply(() => load());
  api.onPost(LIKE).reply(() => toggle());
  return { api, load, toggle };
}

describe('LikeButton', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the loaded like state and count', async () => {
    likeServer();
    renderWithProviders(<LikeButton target={podcast} initialCount={3} />, { user: member });
    const button = await screen.findByRole('button', { name: 'Like 12' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toBeEnabled();
  });

  it('likes at once, stays disabled while in flight, then takes the server count', async () => {
    const server = likeServer();
    const pending = deferred();
    server.toggle.mockImplementation(() => pending.promise);
    const { user } = renderWithProviders(<LikeButton target={podcast} />, { user: member });
    await user.click(await screen.findByRole('button', { name: 'Like 12' }));

    const optimistic = await screen.findByRole('button', { name: 'Like 13' });
    expect(optimistic).toHaveAttribute('aria-pressed', 'true');
    expect(optimistic).toBeDisabled();
    expect(JSON.parse(server.api.history.post?.[0]?.data as string)).toEqual({ reaction_type: 'like' });

    pending.resolve([200, { status: 'liked', likes_count: 20 }]);
    const settled = await screen.findByRole('button', { name: 'Like 20' });
    await waitFor(() => expect(settled).toBeEnabled());
  });

  it('unlikes a liked item with the count one lower', async () => {
    const server = likeServer({ current_user_liked: true, likes_count: 5 });
    server.toggle.mockImplementation(() => [200, { status: 'unliked', likes_count: 4 }]);
    const { user } = renderWithProviders(<LikeButton target={podcast} />, { user: member });
    await user.click(await screen.findByRole('button', { name: 'Like 5' }));
    const button = await screen.findByRole('button', { name: 'Like 4' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('reverts the display when the toggle fails and only logs the failure', async () => {
    const server = likeServer();
    server.toggle.mockImplementation(() => [500, { detail: 'offline' }]);
    const { user } = renderWithProviders(<LikeButton target={podcast} />, { user: member });
    await user.click(await screen.findByRole('button', { name: 'Like 12' }));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    const button = await screen.findByRole('button', { name: 'Like 12' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the initial count when the like status cannot be loaded', async () => {
    const server = likeServer();
    server.load.mockImplementation(() => [500, {}]);
    renderWithProviders(<LikeButton target={podcast} initialCount={4} />, { user: member });
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Like 4' })).toBeEnabled();
  });

  it('is disabled for logged-out visitors, with the hint to log in', () => {
    const server = likeServer();
    renderWithProviders(<LikeButton target={podcast} initialCount={3} />);
    const button = screen.getByRole('button', { name: 'Like 3' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Please login to like content');
    expect(screen.getByTitle('Please login to like content')).toContainElement(button);
    expect(server.load).not.toHaveBeenCalled();
  });

  it("makes no request of its own when the list item carries the viewer's like", async () => {
    const server = likeServer();
    const { user } = renderWithProviders(<LikeButton target={podcast} liked initialCount={9} size="sm" />, {
      user: member,
    });
    const button = screen.getByRole('button', { name: 'Like 9' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(server.load).not.toHaveBeenCalled();

    server.toggle.mockImplementation(() => [200, { status: 'unliked', likes_count: 8 }]);
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Like 8' })).toHaveAttribute('aria-pressed', 'false');
    expect(server.load).not.toHaveBeenCalled();
  });

  it('shares one like state between the buttons of one item', async () => {
    const server = likeServer();
    const { user } = renderWithProviders(
      <>
        <LikeButton target={podcast} initialCount={12} />
        <LikeButton target={podcast} initialCount={12} size="sm" />
      </>,
      { user: member },
    );
    await waitFor(() => expect(server.load).toHaveBeenCalledTimes(1));
    await user.click(screen.getAllByRole('button', { name: 'Like 12' })[0]!);
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Like 13' })).toHaveLength(2));
  });

  it("reads an expert's like from the reactions and reads 'reaction removed' as unliked", async () => {
    const api = mockApi();
    api.onGet('/experts/profiles/5/reactions/').reply(200, [
      { reaction_type: 'like', user: { id: 7 } },
      { reaction_type: 'like', user: { id: 9 } },
      { reaction_type: 'insightful', user: { id: 10 } },
    ]);
    api.onPost('/experts/profiles/5/react/').reply(200, { status: 'reaction removed', likes_count: 1 });
    const { user } = renderWithProviders(<LikeButton target={expert} />, { user: member });
    const button = await screen.findByRole('button', { name: 'Like 2' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.click(button);
    const after = await screen.findByRole('button', { name: 'Like 1' });
    await waitFor(() => expect(after).toBeEnabled());
    expect(after).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('ItemLikeButton', () => {
  it("shows the list item's like state and count and asks the server nothing", async () => {
    const { api, load } = likeServer();
    renderWithProviders(<ItemLikeButton type="podcast" item={{ id: 3, current_user_liked: true, likes_count: 8 }} />, {
      user: member,
    });
    const button = screen.getByRole('button', { name: 'Like 8' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(load).not.toHaveBeenCalled());
    expect(api.history.get).toHaveLength(0);
  });
});
