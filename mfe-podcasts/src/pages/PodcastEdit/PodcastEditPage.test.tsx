import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { formFields, listener, makePodcast, owner } from '../../testing/podcastFixtures';
import { PodcastEditPage } from './PodcastEditPage';

function renderEdit(user = owner) {
  mockApi()
    .onGet('/podcasts/categories/')
    .reply(200, [
      { id: 3, name: 'Science', name_sv: 'Vetenskap' },
      { id: 4, name: 'Business', name_sv: 'Företagande' },
    ]);
  return renderWithProviders(<PodcastEditPage />, { route: '/podcasts/1/edit', path: '/podcasts/:id/edit', user });
}

describe('PodcastEditPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('fills the form, saves, confirms and returns to the detail page', async () => {
    mockApi().onGet('/podcasts/1/').reply(200, makePodcast());
    mockApi()
      .onPut('/podcasts/1/')
      .reply(200, makePodcast({ category: { id: 4, name: 'Business', name_sv: 'Företagande' } }));
    const { user, location } = renderEdit();
    expect(await screen.findByLabelText('Title*')).toHaveValue('Climate Conversations');
    expect(screen.getByLabelText('Language*')).toHaveValue('English');
    await user.selectOptions(
      screen.getByLabelText('Category*'),
      await screen.findByRole('option', { name: 'Business' }),
    );
    await user.type(screen.getByLabelText('Website'), 'https://climate.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Podcast updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/podcasts/1'));
    expect(formFields(mockApi().history.put[0]?.data)).toEqual({
      title: 'Climate Conversations',
      description: makePodcast().description,
      category_id: '4',
      language: 'English',
      // Lists always go, so an emptied one clears the saved one.
      audience_languages: 'en',
      guest_topic_ids: '',
      link: 'https://example.com/climate',
      website: 'https://climate.example',
    });
  });

  it('speaks Swedish once Swedish is chosen: labels, the stored language, rules and the toast', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onGet('/podcasts/1/').reply(200, makePodcast());
    mockApi().onPut('/podcasts/1/').reply(200, makePodcast());
    const { user, location } = renderEdit();
    expect(await screen.findByRole('heading', { name: 'Redigera podden', level: 1 })).toBeInTheDocument();
    const language = screen.getByLabelText('Språk*');
    expect(language).toHaveValue('English');
    expect(screen.getByRole('option', { name: 'Engelska' })).toHaveProperty('selected', true);
    expect(screen.getByLabelText('Sociala medier')).toHaveAttribute(
      'placeholder',
      't.ex. @dinpodd eller en länk till en profil',
    );
    expect(screen.getByText('Var lyssnarna hittar din podd.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Titel*'));
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(screen.getByText('Fyll i en titel')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Titel*'), 'Klimatsnack');
    await user.selectOptions(language, screen.getByRole('option', { name: 'Norska' }));
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Podden är uppdaterad')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/podcasts/1'));
    expect((mockApi().history.put[0]!.data as FormData).get('language')).toBe('Norwegian');
  });

  it('tells a non-owner in Swedish that only the owner edits', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onGet('/podcasts/1/').reply(200, makePodcast());
    renderEdit(listener);
    expect(await screen.findByText('Du kan bara redigera dina egna poddar')).toBeInTheDocument();
  });

  it('changes the link and the cover on the page, the language from a list', async () => {
    mockApi().onGet('/podcasts/1/').reply(200, makePodcast());
    mockApi().onPut('/podcasts/1/').reply(200, makePodcast());
    const { user } = renderEdit();
    const link = await screen.findByLabelText('Podcast Link');
    expect(link).toHaveValue('https://example.com/climate');
    await user.clear(link);
    await user.type(link, 'https://podcasts.example.se/climate');
    await user.selectOptions(screen.getByLabelText('Language*'), 'Swedish');
    const cover = new File(['png'], 'cover.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Cover Image'), cover);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Podcast updated successfully')).toBeInTheDocument();
    const sent = mockApi().history.put[0]!.data as FormData;
    expect(sent.get('link')).toBe('https://podcasts.example.se/climate');
    expect(sent.get('language')).toBe('Swedish');
    expect((sent.get('image') as File).name).toBe('cover.png');
  });

  it("shows the podcast's category once the categories arrive after the form", async () => {
    let answerCategories: (reply: [number, unknown]) => void = () => undefined;
    mockApi()
      .onGet('/podcasts/categories/')
      .reply(() => new Promise((resolve) => (answerCategories = resolve)));
    mockApi()
      .onGet('/podcasts/1/')
      .reply(200, makePodcast({ category: { id: 4, name: 'Business', name_sv: 'Företagande' }, category_id: 4 }));
    renderWithProviders(<PodcastEditPage />, { route: '/podcasts/1/edit', path: '/podcasts/:id/edit', user: owner });
    expect(await screen.findByLabelText('Title*')).toHaveValue('Climate Conversations');
    answerCategories([
      200,
      [
        { id: 3, name: 'Science', name_sv: 'Vetenskap' },
        { id: 4, name: 'Business', name_sv: 'Företagande' },
      ],
    ]);
    await screen.findByRole('option', { name: 'Business' });
    await waitFor(() => expect(screen.getByLabelText('Category*')).toHaveValue('4'));
  });

  it('requires title, description, category and language', async () => {
    mockApi()
      .onGet('/podcasts/1/')
      .reply(200, makePodcast({ language: null }));
    const { user } = renderEdit();
    await user.clear(await screen.findByLabelText('Title*'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Language is required')).toBeInTheDocument();
    expect(mockApi().history.put).toHaveLength(0);
  });

  it('links Cancel back to the detail page', async () => {
    mockApi().onGet('/podcasts/1/').reply(200, makePodcast());
    renderEdit();
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/podcasts/1');
  });

  it("shows 'Failed to update podcast' when saving fails", async () => {
    mockApi().onGet('/podcasts/1/').reply(200, makePodcast());
    mockApi().onPut('/podcasts/1/').reply(500);
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update podcast');
  });

  it("says 'Failed to load podcast' and goes to /podcasts when loading fails", async () => {
    mockApi().onGet('/podcasts/1/').reply(404, { detail: 'Not found.' });
    const { location } = renderEdit();
    expect(await screen.findByText('Failed to load podcast')).toBeInTheDocument();
    expect(location().pathname).toBe('/podcasts');
  });

  it('sends a non-owner back to the detail page', async () => {
    mockApi().onGet('/podcasts/1/').reply(200, makePodcast());
    const { location } = renderEdit(listener);
    expect(await screen.findByText('You can only edit your own podcasts')).toBeInTheDocument();
    expect(location().pathname).toBe('/podcasts/1');
  });
});
