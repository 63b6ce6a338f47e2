import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { Comments } from './Comments';
import type { SocialComment } from './types';

const ada = { id: 7, username: 'ada', user_type: 'podcaster' } as const;
const PROMPT = 'Share your thoughts about this podcast';

function comment(
  id: number,
  content: string,
  author: { id: number; username: string },
  parent: number | null = null,
): SocialComment {
  return { id, content, parent, created_at: new Date().toISOString(), user: author, replies: [] };
}

function thread(): SocialComment[] {
  const root = comment(1, 'Great episode on climate tech', { id: 9, username: 'grace' });
  root.replies = [comment(2, 'Agreed, loved the guest', ada, 1)];
  return [root, comment(3, 'My own note', ada)];
}

type Reply = [number, unknown];
type Server = Record<'list' | 'add' | 'edit' | 'remove', jest.Mock<Reply, [unknown]>>;

const podcast = { type: 'podcast', id: 3 } as const;
const COMMENTS = '/podcasts/3/comments/';

/** The podcast's comment endpoints; each answer can be replaced, each call is recorded with its body or id. */
function fakeServer(overrides: Partial<Record<keyof Server, Reply>> = {}): Server {
  const server: Server = {
    list: jest.fn((_request: unknown): Reply => overrides.list ?? [200, thread()]),
    add: jest.fn((_request: unknown): Reply => overrides.add ?? [201, comment(10, 'new', ada)]),
    edit: jest.fn((_request: unknown): Reply => overrides.edit ?? [200, {}]),
    remove: jest.fn((_request: unknown): Reply => overrides.remove ?? [204, null]),
  };
  const api = mockApi();
  api.onGet(COMMENTS).reply(() => server.list(undefined));
  api.onPost(COMMENTS).reply((config) => server.add(JSON.parse(config.data as string)));
  api
    .onPut(/\/podcasts\/3\/comments\/\d+\/$/)
    .reply((config) => server.edit({ url: config.url, ...JSON.parse(config.data as string) }));
  api.onDelete(/\/podcasts\/3\/comments\/\d+\/$/).reply((config) => server.remove(config.url));
  return server;
}

const byComment = (author: string, index = 0) =>
  screen.getAllByRole('article', { name: `Comment by ${author}` })[index]!;

describe('Comments', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists comments with authors, times and replies nested under their parent', async () => {
    fakeServer();
    renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: ada });
    expect(await screen.findByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
    const replies = screen.getByRole('list', { name: 'Replies to grace' });
    expect(within(replies).getByText('Agreed, loved the guest')).toBeInTheDocument();
    expect(within(byComment('grace')).getAllByText('Just now')[0]).toBeInTheDocument();
  });

  it('speaks Swedish once Swedish is chosen: heading, times, actions and the delete confirmation', async () => {
    await act(() => i18n.changeLanguage('sv'));
    fakeServer();
    const { user } = renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: ada });
    expect(await screen.findByRole('heading', { name: 'Kommentarer (3)' })).toBeInTheDocument();
    const grace = screen.getAllByRole('article', { name: 'Kommentar av grace' })[0]!;
    expect(within(grace).getAllByText('Nyss')[0]).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skicka kommentar' })).toBeDisabled();
    expect(screen.getByText('0/2000 tecken')).toBeInTheDocument();
    const mine = screen.getAllByRole('article', { name: 'Kommentar av ada' }).at(-1)!;
    await user.click(within(mine).getByRole('button', { name: 'Ta bort' }));
    expect(screen.getByRole('dialog', { name: 'Ta bort kommentaren?' })).toHaveTextContent('Det går inte att ångra.');
  });

  it('posts a trimmed comment and cannot post whitespace only', async () => {
    const server = fakeServer();
    const { user } = renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: ada });
    const box = await screen.findByLabelText(PROMPT);
    const post = screen.getByRole('button', { name: 'Post Comment' });
    expect(post).toBeDisabled();
    await user.type(box, '   ');
    expect(post).toBeDisabled();
    await user.type(box, ' Loved it ');
    expect(screen.getByText('13/2000 characters')).toBeInTheDocument();
    await user.click(post);
    await waitFor(() => expect(server.add).toHaveBeenCalledWith({ content: 'Loved it' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(server.list).toHaveBeenCalledTimes(2);
  });

  it('replies under a comment', async () => {
    const server = fakeServer();
    const { user } = renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: ada });
    await screen.findByText('Great episode on climate tech');
    await user.click(within(byComment('grace')).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Reply to grace'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() => expect(server.add).toHaveBeenCalledWith({ content: 'Thanks!', parent: 1 }));
    await waitFor(() => expect(screen.queryByLabelText('Reply to grace')).not.toBeInTheDocument());
  });

  it("offers Edit and Delete only on the signed-in author's comments", async () => {
    fakeServer();
    renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: ada });
    await screen.findByText('Great episode on climate tech');
    const others = within(byComment('grace'));
    expect(others.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(others.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(byComment('ada', 1)).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(byComment('ada', 1)).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('edits a comment with Save and leaves it unchanged with Cancel', async () => {
    const server = fakeServer();
    const { user } = renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: ada });
    await screen.findByText('My own note');
    await user.click(within(byComment('ada', 1)).getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('My own note')).toBeInTheDocument();

    await user.click(within(byComment('ada', 1)).getByRole('button', { name: 'Edit' }));
    const box = screen.getByLabelText('Edit your comment');
    await user.clear(box);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(box, 'My better note');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.edit).toHaveBeenCalledWith({ url: '/podcasts/3/comments/3/', content: 'My better note' }),
    );
  });

  it('deletes only after confirmation', async () => {
    const server = fakeServer();
    const { user } = renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: ada });
    await screen.findByText('My own note');
    await user.click(within(byComment('ada', 1)).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.remove).not.toHaveBeenCalled();

    await user.click(within(byComment('ada', 1)).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.remove).toHaveBeenCalledWith('/podcasts/3/comments/3/'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['load', 'Failed to load comments'],
    ['add', 'Failed to post comment'],
    ['edit', 'Failed to edit comment'],
    ['remove', 'Failed to delete comment'],
  ] as const)('shows an alert when %s fails', async (method, message) => {
    const failed: Reply = [500, { detail: 'x' }];
    fakeServer(method === 'load' ? { list: failed } : { [method]: failed });
    const { user } = renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: ada });
    if (method === 'add') {
      await user.type(await screen.findByLabelText(PROMPT), 'Hello');
      await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    } else if (method === 'edit') {
      await screen.findByText('My own note');
      await user.click(within(byComment('ada', 1)).getByRole('button', { name: 'Edit' }));
      await user.type(screen.getByLabelText('Edit your comment'), '!');
      await user.click(screen.getByRole('button', { name: 'Save' }));
    } else if (method === 'remove') {
      await screen.findByText('My own note');
      await user.click(within(byComment('ada', 1)).getByRole('button', { name: 'Delete' }));
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows comments to logged-out visitors with a link to log in, and no actions', async () => {
    fakeServer();
    renderWithProviders(<Comments target={podcast} prompt={PROMPT} />);
    await screen.findByText('Great episode on climate tech');
    expect(screen.getByRole('link', { name: 'Log in to join the conversation' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(PROMPT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('renders markup in comments as text', async () => {
    fakeServer({ list: [200, [comment(5, '<b>bold</b>', { id: 9, username: 'grace' })]] });
    renderWithProviders(<Comments target={podcast} prompt={PROMPT} />);
    expect(await screen.findByText('<b>bold</b>')).toBeInTheDocument();
  });

  it("speaks to an expert's comment endpoints", async () => {
    const api = mockApi();
    api.onGet('/experts/profiles/5/comments/').reply(200, [comment(3, 'My own note', ada)]);
    api.onPost('/experts/profiles/5/add_comment/').reply(201, comment(4, 'Hi', ada));
    api.onPut('/experts/profiles/5/edit_comment/').reply(200, {});
    api.onDelete('/experts/profiles/5/delete_comment/').reply(204);
    const { user } = renderWithProviders(<Comments target={{ type: 'expert', id: 5 }} prompt={PROMPT} />, {
      user: ada,
    });
    await screen.findByText('My own note');
    await user.type(screen.getByLabelText(PROMPT), 'Hi');
    await user.click(screen.getByRole('button', { name: 'Post Comment' }));
    await waitFor(() => expect(api.history.post).toHaveLength(1));
    expect(JSON.parse(api.history.post?.[0]?.data as string)).toEqual({ content: 'Hi' });

    await user.click(within(byComment('ada')).getByRole('button', { name: 'Edit' }));
    await user.type(screen.getByLabelText('Edit your comment'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.history.put).toHaveLength(1));
    expect(JSON.parse(api.history.put?.[0]?.data as string)).toEqual({ comment_id: 3, content: 'My own note!' });

    await user.click(within(byComment('ada')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.history.delete).toHaveLength(1));
    expect(api.history.delete?.[0]?.params).toEqual({ comment_id: 3 });
  });
});
