import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { formFields, makeExpert, owner } from '../../testing/expertFixtures';
import { ExpertEditPage } from './ExpertEditPage';

function renderEdit({ route = '/experts/1/edit', user = owner as typeof owner | null } = {}) {
  mockApi()
    .onGet('/experts/categories/')
    .reply(200, [
      { id: 3, name: 'Physics' },
      { id: 4, name: 'Chemistry' },
    ]);
  return renderWithProviders(<ExpertEditPage />, { route, path: '/experts/:id/edit', user });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('ExpertEditPage', () => {
  it('speaks Swedish once Swedish is chosen, and says the update succeeded in Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onGet('/experts/my-profile/').reply(200, makeExpert());
    mockApi().onPatch('/experts/1/').reply(200, makeExpert());
    const { user, location } = renderEdit();
    expect(await screen.findByLabelText('Fullständigt namn*')).toHaveValue('Marie Curie');
    expect(screen.getByRole('heading', { name: 'Redigera expertprofil', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nuvarande profilbild' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spara profilen' }));
    expect(await screen.findByText('Profilen är uppdaterad')).toBeInTheDocument();
    expect(location().pathname).toBe('/experts/1');
  });

  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('sends a visitor without a session to /login', async () => {
    const { location } = renderEdit({ user: null });
    await waitFor(() => expect(location().pathname).toBe('/login'));
  });

  it('fills the form from the own profile, updates it and opens the detail page', async () => {
    mockApi().onGet('/experts/my-profile/').reply(200, makeExpert());
    mockApi()
      .onPatch('/experts/1/')
      .reply(200, makeExpert({ name: 'Maria Skłodowska-Curie' }));
    const { user, location } = renderEdit();
    const name = await screen.findByLabelText('Full Name*');
    expect(name).toHaveValue('Marie Curie');
    expect(screen.getByLabelText('Expertise*')).toHaveValue('Radioactivity, Chemistry');
    expect(screen.getByLabelText('Years of Experience*')).toHaveValue(25);
    expect(screen.getByLabelText('Years of Experience*')).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Contact Email')).toHaveValue('contact@curie.example');
    expect(await screen.findByRole('checkbox', { name: 'Physics' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/experts/1');
    await user.clear(name);
    await user.type(name, 'Maria Skłodowska-Curie');
    await user.clear(screen.getByLabelText('Website'));
    await user.click(screen.getByRole('checkbox', { name: 'Chemistry' }));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/experts/1'));
    expect(formFields(mockApi().history.patch[0]?.data)).toEqual({
      name: 'Maria Skłodowska-Curie',
      bio: makeExpert().bio,
      expertise: 'Radioactivity, Chemistry',
      talking_points: 'Women in science, Radium',
      experience_years: '25',
      website: '',
      social_media: '',
      email: 'contact@curie.example',
      category_ids: '3,4',
      languages: 'sv,en',
      city: 'Lund',
      region: 'skane',
      recording_format: 'both',
      available_from: '',
      sample_url: 'https://curie.example/sample.mp3',
      past_appearances: JSON.stringify(makeExpert().past_appearances),
    });
  });

  it('previews the current picture and removes it', async () => {
    mockApi().onGet('/experts/my-profile/').reply(200, makeExpert());
    mockApi()
      .onPatch('/experts/1/')
      .reply(200, makeExpert({ profile_picture_url: null }));
    const { user } = renderEdit();
    expect(await screen.findByRole('img', { name: 'Current profile picture' })).toHaveAttribute(
      'src',
      'https://cdn.podbridge.test/marie.png',
    );
    await user.click(screen.getByRole('button', { name: 'Remove picture' }));
    expect(screen.queryByRole('img', { name: 'Current profile picture' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(mockApi().history.patch).toHaveLength(1));
    const fields = formFields(mockApi().history.patch[0]?.data);
    expect(fields.remove_picture).toBe('true');
    expect(fields.profile_picture).toBeUndefined();
  });

  it('sends a newly chosen picture, previewed before saving', async () => {
    const createObjectURL = jest.fn(() => 'blob:preview');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    mockApi().onGet('/experts/my-profile/').reply(200, makeExpert());
    mockApi().onPatch('/experts/1/').reply(200, makeExpert());
    const { user } = renderEdit();
    await user.upload(
      await screen.findByLabelText('Profile Picture'),
      new File(['png'], 'new.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('img', { name: 'Preview of the chosen picture' })).toHaveAttribute('src', 'blob:preview');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(mockApi().history.patch).toHaveLength(1));
    const fields = formFields(mockApi().history.patch[0]?.data);
    expect(fields.profile_picture).toBeInstanceOf(File);
    expect(fields.remove_picture).toBeUndefined();
  });

  it('requires the mandatory fields', async () => {
    mockApi().onGet('/experts/my-profile/').reply(200, makeExpert());
    const { user } = renderEdit();
    await user.clear(await screen.findByLabelText('Full Name*'));
    await user.clear(screen.getByLabelText('Years of Experience*'));
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Experience years must be a positive number')).toBeInTheDocument();
    expect(mockApi().history.patch).toHaveLength(0);
  });

  it("shows the server's detail or 'Failed to update profile'", async () => {
    mockApi().onGet('/experts/my-profile/').reply(200, makeExpert());
    mockApi()
      .onPatch('/experts/1/')
      .replyOnce(403, { detail: 'You can only edit your own profile' })
      .onPatch('/experts/1/')
      .reply(500);
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Update Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only edit your own profile');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile'));
  });

  it("refuses someone else's profile and opens the user's own edit page after 2 s", async () => {
    jest.useFakeTimers();
    mockApi()
      .onGet('/experts/my-profile/')
      .reply(200, makeExpert({ id: 5 }));
    const { location } = renderEdit();
    expect(await screen.findByText('You can only edit your own profile')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name*')).not.toBeInTheDocument();
    advance(1900);
    expect(location().pathname).toBe('/experts/1/edit');
    advance(100);
    expect(location().pathname).toBe('/experts/5/edit');
    expect(await screen.findByLabelText('Full Name*')).toHaveValue('Marie Curie');
  });

  it('sends a user without a profile to /experts/create after 2 s', async () => {
    jest.useFakeTimers();
    mockApi().onGet('/experts/my-profile/').reply(404, { detail: 'Not found.' });
    const { location } = renderEdit();
    expect(
      await screen.findByText("You don't have an expert profile yet. Please create one first."),
    ).toBeInTheDocument();
    advance(2000);
    expect(location().pathname).toBe('/experts/create');
  });

  it.each([
    ['the server fails', 500, 'Failed to load profile'],
    ['no answer arrives', null, 'An error occurred while fetching the expert profile.'],
  ])('says so when %s', async (_, status, message) => {
    const handler = mockApi().onGet('/experts/my-profile/');
    if (status === null) handler.networkError();
    else handler.reply(status);
    renderEdit();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
