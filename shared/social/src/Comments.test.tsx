import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { Comments } from './Comments';
import type { SocialComment } from './types';

const ada = { id: 7, username: 'ada', user_type: 'podcaster' } as const;
const admin = { id: 1, username: 'boss', user_type: 'listener', is_admin: true } as const;
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
type Server = Record<'list' | 'add' | 'edit' | 'remove' | 'hide' | 'restore', jest.Mock<Reply, [unknown]>>;

const podcast = { type: 'podcast', id: 3 } as const;
const COMMENTS = '/podcasts/3/comments/';

/** The podcast's comment endpoints; each answer can be replaced, each call is recorded with its body or id. */
function fakeServer(overrides: Partial<Record<keyof Server, Reply>> = {}): Server {
  const server: Server = {
    list: jest.fn((_request: unknown): Reply => overrides.list ?? [200, thread()]),
    add: jest.fn((_request: unknown): Reply => overrides.add ?? [201, comment(10, 'new', ada)]),
    edit: jest.fn((_request: unknown): Reply => overrides.edit ?? [200, {}]),
    remove: jest.fn((_request: unknown): Reply => overrides.remove ?? [204, null]),
    hide: jest.fn((_request: unknown): Reply => overrides.hide ?? [200, { detail: 'Comment hidden' }]),
    restore: jest.fn((_request: unknown): Reply => overrides.restore ?? [200, { detail: 'Comment restored' }]),
  };
  const api = mockApi();
  api.onGet(COMMENTS).reply(() => server.list(undefined));
  api.onPost(COMMENTS).reply((config) => server.add(JSON.parse(config.data as string)));
  api
    .onPut(/\/podcasts\/3\/comments\/\d+\/$/)
    .reply((config) => server.edit({ url: config.url, ...JSON.parse(config.data as string) }));
  api.onDelete(/\/podcasts\/3\/comments\/\d+\/$/).reply((config) => server.remove(config.url));
  api
    .onPost(/\/admin_dashboard\/comments\/\d+\/hide\/$/)
    .reply((config) => server.hide({ url: config.url, ...JSON.parse(config.data as string) }));
  api.onPost(/\/admin_dashboard\/comments\/\d+\/restore\/$/).reply((config) => server.restore(config.url));
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

/** grace's comment hidden by an admin, with ada's reply under it, and ada's own comment. */
function hiddenThread(reason = 'Links to a shop'): SocialComment[] {
  const [root, own] = thread();
  return [{ ...root!, hidden: { at: new Date().toISOString(), reason } }, own!];
}

describe('Comments, moderated by an admin', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("hides another member's comment with the reason its author will read, then shows it hidden", async () => {
    const server = fakeServer();
    const { user } = renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: admin });
    await screen.findByText('Great episode on climate tech');
    await user.click(within(byComment('grace')).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why hide this comment?' });
    expect(dialog).toHaveTextContent('Its author gets this reason by email. You can restore the comment later.');

    server.list.mockReturnValue([200, hiddenThread('Off topic')]);
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '  Off topic ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(server.hide).toHaveBeenCalledWith({ url: '/admin_dashboard/comments/1/hide/', reason: 'Off topic' }),
    );
    expect(await screen.findByText('Comment hidden')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.list).toHaveBeenCalledTimes(2);
    expect(await within(byComment('grace')).findByText('Hidden by an admin: Off topic')).toBeInTheDocument();
  });

  it('asks for the reason before hiding, and Cancel hides nothing', async () => {
    const server = fakeServer();
    const { user } = renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: admin });
    await screen.findByText('Great episode on climate tech');
    await user.click(within(byComment('grace')).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why hide this comment?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Please give a reason')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(server.hide).not.toHaveBeenCalled();
  });

  it('shows a hidden comment faded with its reason and Restore, its replies as usual, and restores it', async () => {
    const server = fakeServer({ list: [200, hiddenThread()] });
    const { user } = renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: admin });
    const hidden = within(await screen.findByRole('article', { name: 'Comment by grace' }));
    expect(hidden.getByText('Hidden by an admin: Links to a shop')).toBeInTheDocument();
    expect(hidden.getByText('Great episode on climate tech')).toBeInTheDocument();
    expect(hidden.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    expect(hidden.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    const reply = within(within(screen.getByRole('list', { name: 'Replies to grace' })).getByRole('article'));
    expect(reply.getByText('Agreed, loved the guest')).toBeInTheDocument();
    expect(reply.queryByText(/Hidden by an admin/)).not.toBeInTheDocument();
    expect(reply.getByRole('button', { name: 'Hide' })).toBeInTheDocument();

    server.list.mockReturnValue([200, thread()]);
    await user.click(hidden.getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(server.restore).toHaveBeenCalledWith('/admin_dashboard/comments/1/restore/'));
    expect(await screen.findByText('Comment restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Hidden by an admin/)).not.toBeInTheDocument());
    expect(server.list).toHaveBeenCalledTimes(2);
    expect(within(byComment('grace')).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });

  it('offers a member neither Hide nor Restore', async () => {
    fakeServer({ list: [200, hiddenThread()] });
    renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: ada });
    await screen.findByText('Great episode on climate tech');
    expect(screen.getAllByRole('button', { name: 'Reply' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
  });

  it("offers an admin Hide and no Edit or Delete on others' comments, and Edit and Delete but no Hide on their own", async () => {
    const own = comment(4, 'A note from the team', { id: admin.id, username: admin.username });
    fakeServer({ list: [200, [...thread(), own]] });
    renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: admin });
    await screen.findByText('A note from the team');
    for (const others of [byComment('grace'), byComment('ada'), byComment('ada', 1)]) {
      expect(within(others).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
      expect(within(others).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
      expect(within(others).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    }
    const mine = within(byComment('boss'));
    expect(mine.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(mine.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(mine.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  });

  it('offers an admin only the actions the API sends with each comment', async () => {
    const [root, own] = hiddenThread();
    const visible = { ...own!, id: 40, user: { id: 77, username: 'kim' }, hidden: null, moderation: { actions: [] } };
    fakeServer({ list: [200, [{ ...root!, moderation: { actions: [] } }, { ...visible, content: 'Kept by the API' }]] });
    renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: admin });
    await screen.findByText('Kept by the API');
    // A hidden comment the API does not let this admin restore, and a visible one it does not let them hide.
    expect(screen.queryByRole('button', { name: 'Restore' })).not.toBeInTheDocument();
    expect(within(byComment('kim')).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  });

  it("puts a refused reason under the field, and toasts the server's words when hiding or restoring is refused", async () => {
    const server = fakeServer({
      hide: [409, { detail: 'This comment is already hidden.', code: 'already_hidden' }],
      restore: [409, { detail: 'This comment is not hidden.', code: 'not_hidden' }],
    });
    server.hide.mockReturnValueOnce([400, { reason: ['Write the reason the author will see.'] }]);
    const { user } = renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: admin });
    await screen.findByText('Great episode on climate tech');
    await user.click(within(byComment('grace')).getByRole('button', { name: 'Hide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Why hide this comment?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByText('Write the reason the author will see.')).toBeInTheDocument();

    server.list.mockReturnValue([200, hiddenThread()]);
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await screen.findByText('This comment is already hidden.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await within(byComment('grace')).findByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('This comment is not hidden.')).toBeInTheDocument();
  });

  it('speaks Swedish: Hide, its question and hint, the hidden line, Restore and both notices', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const server = fakeServer();
    const { user } = renderWithProviders(<Comments target={podcast} prompt={PROMPT} />, { user: admin });
    const grace = () => screen.getAllByRole('article', { name: 'Kommentar av grace' })[0]!;
    await screen.findByText('Great episode on climate tech');
    await user.click(within(grace()).getByRole('button', { name: 'Dölj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Varför döljer du kommentaren?' });
    expect(dialog).toHaveTextContent('Författaren får anledningen via e-post. Du kan återställa kommentaren senare.');
    server.list.mockReturnValue([200, hiddenThread('Reklam')]);
    await user.type(within(dialog).getByRole('textbox', { name: /Anledning/ }), 'Reklam');
    await user.click(within(dialog).getByRole('button', { name: 'Dölj' }));
    expect(await screen.findByText('Kommentaren är dold')).toBeInTheDocument();
    expect(await within(grace()).findByText('Dold av en administratör: Reklam')).toBeInTheDocument();

    server.list.mockReturnValue([200, thread()]);
    await user.click(within(grace()).getByRole('button', { name: 'Återställ' }));
    expect(await screen.findByText('Kommentaren är återställd')).toBeInTheDocument();
  });
});
