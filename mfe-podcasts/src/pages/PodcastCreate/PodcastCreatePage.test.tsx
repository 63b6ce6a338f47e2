import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { formFields, makePodcast, owner } from '../../testing/podcastFixtures';
import { PodcastCreatePage } from './PodcastCreatePage';

function renderCreate(profileStatus = 200) {
  mockApi()
    .onGet('/podcasts/profiles/my_profile/')
    .reply(profileStatus, profileStatus === 200 ? { bio: 'Hi' } : { detail: 'Not found.' });
  mockApi()
    .onGet('/podcasts/categories/')
    .reply(200, [{ id: 3, name: 'Science' }]);
  return renderWithProviders(<PodcastCreatePage />, {
    route: '/podcasts/create',
    path: '/podcasts/create',
    user: owner,
  });
}

async function fillRequired(user: ReturnType<typeof renderCreate>['user']) {
  await user.type(await screen.findByLabelText('Title*'), 'Climate Conversations');
  await user.type(screen.getByLabelText('Description*'), 'Weekly talks with scientists');
  await user.selectOptions(screen.getByLabelText('Category*'), await screen.findByRole('option', { name: 'Science' }));
}

describe('PodcastCreatePage', () => {
  it("shows 'Profile Required' to a user without a podcaster profile", async () => {
    renderCreate(404);
    expect(await screen.findByRole('heading', { name: 'Profile Required' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Podcaster Profile' })).toHaveAttribute(
      'href',
      '/podcasts/profile/create',
    );
    expect(screen.getByRole('link', { name: 'Back to Podcasts' })).toHaveAttribute('href', '/podcasts');
    expect(screen.queryByLabelText('Title*')).not.toBeInTheDocument();
  });

  it('says in Swedish that a podcaster profile is needed', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderCreate(404);
    expect(await screen.findByRole('heading', { name: 'Du behöver en poddarprofil' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skapa poddarprofil' })).toHaveAttribute(
      'href',
      '/podcasts/profile/create',
    );
    expect(screen.getByRole('link', { name: 'Tillbaka till poddarna' })).toHaveAttribute('href', '/podcasts');
  });

  it('speaks Swedish once Swedish is chosen: labels, hints, rules, languages and the toast', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi()
      .onPost('/podcasts/create/')
      .reply(201, makePodcast({ id: 42 }));
    const { user, location } = renderCreate();
    expect(await screen.findByRole('heading', { name: 'Lägg upp din podd', level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Titel*')).toBeInTheDocument();
    expect(
      screen.getByText('PNG, JPG eller GIF, högst 10 MB. Rekommenderad storlek: 1400 × 1400 pixlar.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/brukar ta mindre än ett dygn/)).toBeInTheDocument();
    expect(screen.getByText('Fält markerade med * måste fyllas i.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lägg upp podden' }));
    expect(screen.getByText('Fyll i en titel')).toBeInTheDocument();
    expect(screen.getByText('Skriv en beskrivning')).toBeInTheDocument();
    expect(screen.getByLabelText('Kategori*')).toHaveAccessibleDescription('Välj en kategori');
    await user.type(screen.getByLabelText('Titel*'), 'Klimatsnack');
    await user.type(screen.getByLabelText('Beskrivning*'), 'Samtal om klimatet');
    const science = await screen.findByRole('option', { name: 'Science' });
    await user.selectOptions(screen.getByLabelText('Kategori*'), science);
    // The label is Swedish, the stored value stays the one the API knows.
    await user.selectOptions(screen.getByLabelText('Språk'), screen.getByRole('option', { name: 'Svenska' }));
    expect(screen.getByLabelText('Språk')).toHaveValue('Swedish');
    expect(screen.getByRole('option', { name: 'Annat språk' })).toHaveValue('Other');
    await user.click(screen.getByRole('button', { name: 'Lägg upp podden' }));
    expect(
      await screen.findByText('Podden är upplagd! Den publiceras när en administratör har godkänt den.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/podcasts/42'));
    expect(formFields(mockApi().history.post[0]?.data)).toMatchObject({ language: 'Swedish', category_id: '3' });
  });

  it('shows the form with upload hint, review note and progress over the required fields', async () => {
    const { user } = renderCreate();
    expect(await screen.findByLabelText('Title*')).toBeInTheDocument();
    expect(screen.getByText(/PNG, JPG, GIF up to 10MB/)).toHaveTextContent('1400x1400');
    expect(screen.getByText(/usually takes within 24 hours/)).toBeInTheDocument();
    const progress = screen.getByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    await user.type(screen.getByLabelText('Title*'), 'Climate');
    expect(progress).toHaveAttribute('aria-valuenow', '33');
  });

  it('requires title, description and category', async () => {
    const { user } = renderCreate();
    await user.click(await screen.findByRole('button', { name: 'Create Podcast' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();
    expect(screen.getByText('Category is required')).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);
  });

  it('creates the podcast, confirms with a toast and opens its page', async () => {
    mockApi()
      .onPost('/podcasts/create/')
      .reply(201, makePodcast({ id: 42 }));
    const { user, location } = renderCreate();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Podcast Link'), 'https://example.com/show');
    await user.selectOptions(screen.getByLabelText('Language'), 'Swedish');
    await user.upload(screen.getByLabelText('Cover Image'), new File(['png'], 'cover.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Create Podcast' }));
    expect(
      await screen.findByText('Podcast created successfully! It will be published after admin approval.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/podcasts/42'));
    const fields = formFields(mockApi().history.post[0]?.data);
    expect(fields).toMatchObject({
      title: 'Climate Conversations',
      description: 'Weekly talks with scientists',
      category_id: '3',
      language: 'Swedish',
      link: 'https://example.com/show',
    });
    expect(fields.image).toBeInstanceOf(File);
  });

  it('shows field errors under the fields and a detail as an alert', async () => {
    mockApi()
      .onPost('/podcasts/create/')
      .replyOnce(400, { title: ['A podcast with this title already exists.'] })
      .onPost('/podcasts/create/')
      .replyOnce(403, { detail: 'You need a podcaster profile before creating podcasts.' })
      .onPost('/podcasts/create/')
      .reply(500);
    const { user } = renderCreate();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Podcast' }));
    expect(await screen.findByText('A podcast with this title already exists.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Podcast' }));
    expect(await screen.findByText('You need a podcaster profile before creating podcasts.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Podcast' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
  });
});

describe('importing from an RSS feed', () => {
  const preview = {
    feed_url: 'https://tankar.example.se/feed.xml',
    title: 'Tankar om tankar',
    description: 'Ett samtal i veckan om hur vi tänker.',
    language: 'Swedish',
    website: 'https://tankar.example.se',
    artwork_url: 'https://tankar.example.se/art.png',
    author: 'Oskar Ek',
    category_id: 3,
    itunes_categories: ['Science'],
    episode_count: 30,
    latest_episode_at: new Date(Date.now() - 2 * 24 * 3600_000).toISOString(),
    cadence: 'weekly',
    episodes: [],
  };

  it('fills the form from the feed, and creates the podcast with the feed address', async () => {
    mockApi().onPost('/podcasts/feed-preview/').reply(200, preview);
    mockApi()
      .onPost('/podcasts/create/')
      .reply(201, makePodcast({ id: 42 }));
    const { user, location } = renderCreate();
    await screen.findByLabelText('Title*');
    await user.type(screen.getByLabelText('RSS feed address'), 'https://tankar.example.se/feed.xml{Enter}');
    expect(await screen.findByText(/Imported Tankar om tankar: 30 episodes, latest 2 days ago/)).toBeInTheDocument();
    expect(JSON.parse(String(mockApi().history.post[0]?.data))).toEqual({ feed_url: 'https://tankar.example.se/feed.xml' });
    expect(screen.getByLabelText('Title*')).toHaveValue('Tankar om tankar');
    expect(screen.getByLabelText('Description*')).toHaveValue('Ett samtal i veckan om hur vi tänker.');
    await waitFor(() => expect(screen.getByLabelText('Category*')).toHaveValue('3'));
    expect(screen.getByLabelText('Language')).toHaveValue('Swedish');
    expect(screen.getByText("The feed's artwork becomes the cover unless you choose an image below.")).toBeInTheDocument();
    // Entering the address imported; it did not create the podcast.
    expect(mockApi().history.post.filter((request) => request.url === '/podcasts/create/')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Create Podcast' }));
    await waitFor(() => expect(location().pathname).toBe('/podcasts/42'));
    const created = mockApi().history.post.find((request) => request.url === '/podcasts/create/');
    expect(formFields(created?.data)).toMatchObject({
      title: 'Tankar om tankar',
      feed_url: 'https://tankar.example.se/feed.xml',
      link: 'https://tankar.example.se',
    });
  });

  it('says why a feed cannot be read, in Swedish too, and creates without a feed once it is removed', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi()
      .onPost('/podcasts/feed-preview/')
      .replyOnce(400, {
        feed_url: ['This address points to a private network and cannot be fetched.'],
        field_codes: { feed_url: ['feed_address_private'] },
      })
      .onPost('/podcasts/feed-preview/')
      .replyOnce(200, preview);
    mockApi()
      .onPost('/podcasts/create/')
      .reply(201, makePodcast({ id: 42 }));
    const { user } = renderCreate();
    const address = await screen.findByLabelText('RSS-flödets adress');
    await user.type(address, 'ftp://nope');
    await user.click(screen.getByRole('button', { name: 'Importera' }));
    expect(screen.getByText('Ange en flödesadress som börjar med http:// eller https://.')).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);

    await user.clear(address);
    await user.type(address, 'http://10.0.0.1/feed.xml');
    await user.click(screen.getByRole('button', { name: 'Importera' }));
    expect(await screen.findByText('Adressen pekar på ett privat nätverk och kan inte läsas.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Importera' }));
    await user.click(await screen.findByRole('button', { name: 'Använd inte flödet' }));
    expect(screen.getByLabelText('RSS-flödets adress')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lägg upp podden' }));
    await waitFor(() => expect(mockApi().history.post.some((request) => request.url === '/podcasts/create/')).toBe(true));
    const created = mockApi().history.post.find((request) => request.url === '/podcasts/create/');
    expect(formFields(created?.data).feed_url).toBeUndefined();
  });
});
