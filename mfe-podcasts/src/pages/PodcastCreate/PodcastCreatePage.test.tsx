import { screen, waitFor } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { formFields, makePodcast, owner } from '../../testing/podcastFixtures';
import { PodcastCreatePage } from './PodcastCreatePage';

function renderCreate(profileStatus = 200) {
  mockApi().onGet('/podcasts/profiles/my_profile/').reply(profileStatus, profileStatus === 200 ? { bio: 'Hi' } : { detail: 'Not found.' });
  mockApi().onGet('/podcasts/categories/').reply(200, [{ id: 3, name: 'Science' }]);
  return renderWithProviders(<PodcastCreatePage />, { route: '/podcasts/create', path: '/podcasts/create', user: owner });
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
    expect(screen.getByRole('link', { name: 'Create Podcaster Profile' })).toHaveAttribute('href', '/podcasts/profile/create');
    expect(screen.getByRole('link', { name: 'Back to Podcasts' })).toHaveAttribute('href', '/podcasts');
    expect(screen.queryByLabelText('Title*')).not.toBeInTheDocument();
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
    mockApi().onPost('/podcasts/create/').reply(201, makePodcast({ id: 42 }));
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
