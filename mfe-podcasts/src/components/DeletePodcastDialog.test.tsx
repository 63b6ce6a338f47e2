import { act, screen } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { owner } from '../testing/podcastFixtures';
import { DeletePodcastDialog } from './DeletePodcastDialog';

function renderDialog() {
  const onClose = jest.fn();
  const onDeleted = jest.fn();
  const view = renderWithProviders(
    <DeletePodcastDialog podcast={{ id: 5, title: 'Climate Conversations' }} onClose={onClose} onDeleted={onDeleted} />,
    { user: owner },
  );
  return { ...view, onClose, onDeleted };
}

describe('DeletePodcastDialog', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('asks for confirmation with the podcast title', () => {
    renderDialog();
    expect(screen.getByRole('dialog', { name: 'Delete Podcast' })).toHaveTextContent(
      'Are you sure you want to delete the podcast "Climate Conversations"? This action cannot be undone.',
    );
  });

  it('asks in Swedish once Swedish is chosen, and confirms the delete', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onDelete('/podcasts/5/').reply(204);
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Ta bort podden' })).toHaveTextContent(
      'Vill du verkligen ta bort podden ”Climate Conversations”? Det går inte att ångra.',
    );
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ta bort podden' }));
    expect(await screen.findByText('Podden är borttagen')).toBeInTheDocument();
  });

  it('closes on Cancel without deleting', async () => {
    const { user, onClose } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(mockApi().history.delete).toHaveLength(0);
  });

  it("shows 'Deleting...' while running, then the success toast", async () => {
    let finish: (value: [number]) => void = () => undefined;
    mockApi()
      .onDelete('/podcasts/5/')
      .reply(() => new Promise<[number]>((resolve) => (finish = resolve)));
    const { user, onDeleted } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete Podcast' }));
    expect(await screen.findByRole('button', { name: 'Deleting...' })).toBeDisabled();
    finish([204]);
    expect(await screen.findByText('Podcast deleted successfully')).toBeInTheDocument();
    expect(onDeleted).toHaveBeenCalled();
  });

  it("shows 'Failed to delete podcast' when the delete fails", async () => {
    mockApi().onDelete('/podcasts/5/').reply(500, {});
    const { user, onDeleted } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Delete Podcast' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete podcast');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete Podcast' })).toBeEnabled();
  });
});
