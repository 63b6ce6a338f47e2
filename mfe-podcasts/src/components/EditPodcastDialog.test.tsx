import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { createTestQueryClient, mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { Podcast } from '@podbridge/shared/types';
import { podcastsKey, type PodcastResults } from '../api/getPodcasts';
import { formFields, makePodcast, owner } from '../testing/podcastFixtures';
import { EditPodcastDialog } from './EditPodcastDialog';

const FIRST_PAGE = { page: 1, search: '', category: '' };

/** Renders the dialog over a listing page that holds the podcast, as a card's quick edit is. */
function renderDialog(podcast = makePodcast()) {
  const onClose = jest.fn();
  const queryClient = createTestQueryClient();
  queryClient.setQueryData<PodcastResults>(podcastsKey(FIRST_PAGE, owner.id), { podcasts: [podcast], count: 1 });
  const view = renderWithProviders(<EditPodcastDialog podcast={podcast} onClose={onClose} />, {
    user: owner,
    queryClient,
  });
  const listed = (): Podcast[] | undefined =>
    queryClient.getQueryData<PodcastResults>(podcastsKey(FIRST_PAGE, owner.id))?.podcasts;
  return { ...view, onClose, listed };
}

describe('EditPodcastDialog', () => {
  it('shows Title, Description, Link and New Image with Cancel and Save Changes', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Edit Podcast' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Climate Conversations');
    expect(screen.getByLabelText('Description')).toBeInTheDocument();
    expect(screen.getByLabelText('Link')).toHaveValue('https://example.com/climate');
    expect(screen.getByLabelText('New Image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('requires title and description and a URL for the link, sending nothing until fixed', async () => {
    const { user } = renderDialog();
    await user.clear(screen.getByLabelText('Title'));
    await user.clear(screen.getByLabelText('Description'));
    await user.clear(screen.getByLabelText('Link'));
    await user.type(screen.getByLabelText('Link'), 'not a url');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText(/Please enter a valid URL/)).toBeInTheDocument();
    expect(mockApi().history.put).toHaveLength(0);
  });

  it('speaks Swedish once Swedish is chosen: fields, hint, rules and the toast', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onPut('/podcasts/1/').reply(200, makePodcast());
    const { user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Redigera podden' })).toBeInTheDocument();
    expect(
      screen.getByText('Lämna tomt om du vill behålla bilden. PNG, JPG eller GIF, högst 10 MB.'),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Titel'));
    await user.clear(screen.getByLabelText('Beskrivning'));
    await user.clear(screen.getByLabelText('Länk'));
    await user.type(screen.getByLabelText('Länk'), 'not a url');
    fireEvent.change(screen.getByLabelText('Ny bild'), { target: { files: [new File(['x'], 'x.txt')] } });
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(screen.getByText('Fyll i en titel')).toBeInTheDocument();
    expect(screen.getByText('Skriv en beskrivning')).toBeInTheDocument();
    expect(screen.getByText(/Ange en giltig webbadress/)).toBeInTheDocument();
    expect(screen.getByText('Välj en PNG-, JPG- eller GIF-bild på högst 10 MB')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Titel'), 'Klimatsnack');
    await user.type(screen.getByLabelText('Beskrivning'), 'Samtal om klimatet');
    await user.clear(screen.getByLabelText('Länk'));
    fireEvent.change(screen.getByLabelText('Ny bild'), { target: { files: [] } });
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Podden är uppdaterad')).toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    const { user } = renderDialog();
    const notImage = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // The file picker filters by `accept`; a drop or another browser may still hand over any file.
    fireEvent.change(screen.getByLabelText('New Image'), { target: { files: [notImage] } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Please choose a PNG, JPG or GIF image up to 10MB')).toBeInTheDocument();
    expect(mockApi().history.put).toHaveLength(0);
  });

  it('saves, leaving empty fields out, and confirms with a toast', async () => {
    const saved = makePodcast({ title: 'Climate Talks', link: null });
    mockApi().onPut('/podcasts/1/').reply(200, saved);
    const { user, onClose, listed } = renderDialog();
    await user.clear(screen.getByLabelText('Title'));
    await user.type(screen.getByLabelText('Title'), 'Climate Talks');
    await user.clear(screen.getByLabelText('Link'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Podcast updated successfully')).toBeInTheDocument();
    expect(listed()).toEqual([saved]);
    expect(onClose).toHaveBeenCalled();
    const fields = formFields(mockApi().history.put[0]?.data);
    expect(fields).toEqual({ title: 'Climate Talks', description: makePodcast().description });
  });

  it("shows the server's detail, or 'Failed to update podcast'", async () => {
    mockApi()
      .onPut('/podcasts/1/')
      .replyOnce(403, { detail: 'You do not own this podcast.' })
      .onPut('/podcasts/1/')
      .reply(500);
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not own this podcast.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update podcast'));
  });
});
