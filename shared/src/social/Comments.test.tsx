import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Comments } from './Comments';
import type { CommentsAdapter, SocialComment } from './types';

const ada = { id: 7, username: 'ada', user_type: 'podcaster' } as const;
const PROMPT = 'Share your thoughts about this podcast';

function comment(id: number, content: string, author: { id: number; username: string }, parent: number | null = null): SocialComment {
  return { id, content, parent, created_at: new Date().toISOString(), user: author, replies: [] };
}

function thread(): SocialComment[] {
  const root = comment(1, 'Great episode on climate tech', { id: 9, username: 'grace' });
  root.replies = [comment(2, 'Agreed, loved the guest', ada, 1)];
  return [root, comment(3, 'My own note', ada)];
}

function fakeAdapter(overrides: Partial<CommentsAdapter> = {}): jest.Mocked<CommentsAdapter> {
  return {
    list: jest.fn().mockResolvedValue(thread()),
    add: jest.fn().mockResolvedValue(comment(10, 'new', ada)),
    edit: jest.fn().mockResolvedValue(undefined),
    remove: jest.fn().mockResolvedValue(undefined),
    ...overrides,
  } as jest.Mocked<CommentsAdapter>;
}

const byComment = (author: string, index = 0) => screen.getAllByRole('article', { name: `Comment by ${author}` })[index]!;

describe('Comments', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('lists comments with authors, times and replies nested under their parent', async () => {
    renderWithProviders(<Comments adapter={fakeAdapter()} prompt={PROMPT} />, { user: ada });
    expect(await screen.findByRole('heading', { name: 'Comments (3)' })).toBeInTheDocument();
    const replies = screen.getByRole('list', { name: 'Replies to grace' });
    expect(within(replies).getByText('Agreed, loved the guest')).toBeInTheDocument();
    expect(within(byComment('grace')).getAllByText('Just now')[0]).toBeInTheDocument();
  });

  it('posts a trimmed comment and cannot post whitespace only', async () => {
    const adapter = fakeAdapter();
    const { user } = renderWithProviders(<Comments adapter={adapter} prompt={PROMPT} />, { user: ada });
    const box = await screen.findByLabelText(PROMPT);
    const post = screen.getByRole('button', { name: 'Post Comment' });
    expect(post).toBeDisabled();
    await user.type(box, '   ');
    expect(post).toBeDisabled();
    await user.type(box, ' Loved it ');
    expect(screen.getByText('13/2000 characters')).toBeInTheDocument();
    await user.click(post);
    await waitFor(() => expect(adapter.add).toHaveBeenCalledWith('Loved it'));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(adapter.list).toHaveBeenCalledTimes(2);
  });

  it('replies under a comment', async () => {
    const adapter = fakeAdapter();
    const { user } = renderWithProviders(<Comments adapter={adapter} prompt={PROMPT} />, { user: ada });
    await screen.findByText('Great episode on climate tech');
    await user.click(within(byComment('grace')).getByRole('button', { name: 'Reply' }));
    await user.type(screen.getByLabelText('Reply to grace'), 'Thanks!');
    await user.click(screen.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() => expect(adapter.add).toHaveBeenCalledWith('Thanks!', 1));
    await waitFor(() => expect(screen.queryByLabelText('Reply to grace')).not.toBeInTheDocument());
  });

  it("offers Edit and Delete only on the signed-in author's comments", async () => {
    renderWithProviders(<Comments adapter={fakeAdapter()} prompt={PROMPT} />, { user: ada });
    await screen.findByText('Great episode on climate tech');
    const others = within(byComment('grace'));
    expect(others.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(others.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(byComment('ada', 1)).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(byComment('ada', 1)).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('edits a comment with Save and leaves it unchanged with Cancel', async () => {
    const adapter = fakeAdapter();
    const { user } = renderWithProviders(<Comments adapter={adapter} prompt={PROMPT} />, { user: ada });
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
    await waitFor(() => expect(adapter.edit).toHaveBeenCalledWith(3, 'My better note'));
  });

  it('deletes only after confirmation', async () => {
    const adapter = fakeAdapter();
    const { user } = renderWithProviders(<Comments adapter={adapter} prompt={PROMPT} />, { user: ada });
    await screen.findByText('My own note');
    await user.click(within(byComment('ada', 1)).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(adapter.remove).not.toHaveBeenCalled();

    await user.click(within(byComment('ada', 1)).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(adapter.remove).toHaveBeenCalledWith(3));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each([
    ['load', 'Failed to load comments'],
    ['add', 'Failed to post comment'],
    ['edit', 'Failed to edit comment'],
    ['remove', 'Failed to delete comment'],
  ] as const)('shows an alert when %s fails', async (method, message) => {
    const adapter = fakeAdapter(
      method === 'load' ? { list: jest.fn().mockRejectedValue(new Error('x')) } : { [method]: jest.fn().mockRejectedValue(new Error('x')) },
    );
    const { user } = renderWithProviders(<Comments adapter={adapter} prompt={PROMPT} />, { user: ada });
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
    renderWithProviders(<Comments adapter={fakeAdapter()} prompt={PROMPT} />);
    await screen.findByText('Great episode on climate tech');
    expect(screen.getByRole('link', { name: 'Log in to join the conversation' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText(PROMPT)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('renders markup in comments as text', async () => {
    const adapter = fakeAdapter({ list: jest.fn().mockResolvedValue([comment(5, '<b>bold</b>', { id: 9, username: 'grace' })]) });
    renderWithProviders(<Comments adapter={adapter} prompt={PROMPT} />);
    expect(await screen.findByText('<b>bold</b>')).toBeInTheDocument();
  });
});
