import { act, fireEvent, screen } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { formFields, makeExpert, owner, podcaster } from '../../testing/expertFixtures';
import { ExpertCreatePage } from './ExpertCreatePage';

const categories = [
  { id: 3, name: 'Physics' },
  { id: 4, name: 'Chemistry' },
];

function renderCreate({ user = owner as typeof owner | null, myProfile = 404 } = {}) {
  mockApi().onGet('/experts/categories/').reply(200, categories);
  mockApi()
    .onGet('/experts/my-profile/')
    .reply(myProfile, myProfile === 200 ? makeExpert() : { detail: 'Not found.' });
  return renderWithProviders(<ExpertCreatePage />, { route: '/experts/create', path: '/experts/create', user });
}

async function fillRequired(user: ReturnType<typeof renderCreate>['user']) {
  await user.type(await screen.findByLabelText('Full Name*'), 'Marie Curie');
  await user.type(screen.getByLabelText('Expertise*'), 'Radioactivity, Chemistry , ');
  await user.type(screen.getByLabelText('Years of Experience*'), '25');
  await user.type(screen.getByLabelText('Professional Bio*'), 'Physicist and chemist');
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('ExpertCreatePage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('speaks Swedish once Swedish is chosen: the form, its hints and its rules', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const { user } = renderCreate();
    expect(screen.getByRole('heading', { name: 'Skapa expertprofil', level: 1 })).toBeInTheDocument();
    expect(await screen.findByLabelText('Fullständigt namn*')).toBeInTheDocument();
    for (const label of [
      'Profilbild',
      'Expertområden*',
      'Antal års erfarenhet*',
      'Presentation*',
      'E-post för kontakt',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('PNG, JPG eller GIF, högst 10 MB. En kvadratisk bild blir snyggast.')).toBeInTheDocument();
    expect(screen.getByText('Fält markerade med * måste fyllas i.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Avbryt' })).toHaveAttribute('href', '/experts');
    await user.click(screen.getByRole('button', { name: 'Skapa expertprofil' }));
    expect(screen.getByText('Fyll i ditt namn')).toBeInTheDocument();
    expect(screen.getByText('Skriv en kort presentation av dig själv')).toBeInTheDocument();
    expect(screen.getByText('Ange minst ett expertområde')).toBeInTheDocument();
    expect(screen.getByText('Ange antal års erfarenhet som ett heltal (0 eller fler)')).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);
  });

  it('asks a visitor in Swedish to log in, and refuses a podcaster in Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    const { unmount } = renderCreate({ user: null });
    expect(screen.getByRole('heading', { name: 'Du behöver logga in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Till inloggningen' })).toHaveAttribute('href', '/login');
    unmount();
    renderCreate({ user: podcaster });
    expect(
      screen.getByText('Bara den som har registrerat sig som expert kan skapa en expertprofil'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tillbaka till startsidan' })).toHaveAttribute('href', '/');
  });

  it('asks a visitor to log in and goes to /login after 2 s', async () => {
    jest.useFakeTimers();
    const { location } = renderCreate({ user: null });
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to create an expert profile')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
    advance(1900);
    expect(location().pathname).toBe('/experts/create');
    advance(100);
    expect(location().pathname).toBe('/login');
  });

  it('refuses a podcaster and goes home after 2 s', async () => {
    jest.useFakeTimers();
    const { location } = renderCreate({ user: podcaster });
    expect(screen.getByText('Only users registered as experts can create expert profiles')).toBeInTheDocument();
    expect(screen.queryByLabelText('Full Name*')).not.toBeInTheDocument();
    expect(mockApi().history.get.some((call) => call.url === '/experts/my-profile/')).toBe(false);
    advance(2000);
    expect(location().pathname).toBe('/');
  });

  it("shows 'Profile Already Exists' to an expert who has one", async () => {
    renderCreate({ myProfile: 200 });
    expect(await screen.findByRole('heading', { name: 'Profile Already Exists' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View My Profile' })).toHaveAttribute('href', '/experts');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByLabelText('Full Name*')).not.toBeInTheDocument();
  });

  it("says 'Failed to check profile status' and still offers the form", async () => {
    renderCreate({ myProfile: 500 });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to check profile status');
    expect(screen.getByLabelText('Full Name*')).toBeInTheDocument();
  });

  it('shows every field, the categories and progress over the four required fields', async () => {
    const { user } = renderCreate();
    expect(await screen.findByLabelText('Full Name*')).toBeInTheDocument();
    for (const label of [
      'Profile Picture',
      'Expertise*',
      'Years of Experience*',
      'Professional Bio*',
      'Website',
      'Social Media',
      'Contact Email',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Years of Experience*')).toHaveAttribute('min', '0');
    expect(screen.getByLabelText('Website')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Contact Email')).toHaveAttribute('type', 'email');
    expect(await screen.findByRole('checkbox', { name: 'Physics' })).toBeInTheDocument();
    const progress = screen.getByRole('progressbar');
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    await user.type(screen.getByLabelText('Full Name*'), 'Marie');
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    await user.type(screen.getByLabelText('Years of Experience*'), '3');
    expect(progress).toHaveAttribute('aria-valuenow', '50');
  });

  it('requires name, bio, expertise and non-negative years, sending nothing', async () => {
    const { user } = renderCreate();
    await user.type(await screen.findByLabelText('Full Name*'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Expert Profile' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Bio is required')).toBeInTheDocument();
    expect(screen.getByText('Expertise is required')).toBeInTheDocument();
    expect(screen.getByText('Experience years must be a positive number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Years of Experience*'), '-3');
    await user.click(screen.getByRole('button', { name: 'Create Expert Profile' }));
    expect(screen.getByText('Experience years must be a positive number')).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);
  });

  it('creates the profile, says so and goes to /experts after 2 s', async () => {
    jest.useFakeTimers();
    mockApi()
      .onPost('/experts/create/')
      .reply(201, makeExpert({ id: 42 }));
    const { user, location } = renderCreate();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Website'), 'https://curie.example');
    await user.type(screen.getByLabelText('Contact Email'), 'contact@curie.example');
    await user.click(await screen.findByRole('checkbox', { name: 'Physics' }));
    await user.click(screen.getByRole('checkbox', { name: 'Chemistry' }));
    await user.upload(screen.getByLabelText('Profile Picture'), new File(['png'], 'marie.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Create Expert Profile' }));
    expect(
      await screen.findByText('Expert profile created successfully! Redirecting to experts page...'),
    ).toBeInTheDocument();
    const fields = formFields(mockApi().history.post[0]?.data);
    expect(fields).toMatchObject({
      name: 'Marie Curie',
      bio: 'Physicist and chemist',
      expertise: 'Radioactivity, Chemistry',
      experience_years: '25',
      website: 'https://curie.example',
      email: 'contact@curie.example',
      category_ids: '3,4',
    });
    expect(fields.social_media).toBeUndefined();
    expect(fields.profile_picture).toBeInstanceOf(File);
    advance(1900);
    expect(location().pathname).toBe('/experts/create');
    advance(100);
    expect(location().pathname).toBe('/experts');
  });

  it('shows server field errors under their fields and a detail as a general error', async () => {
    mockApi()
      .onPost('/experts/create/')
      .replyOnce(400, { name: ['Name is too long', 'Another message'], experience_years: ['Must be at most 80'] })
      .onPost('/experts/create/')
      .replyOnce(403, { detail: 'You already have an expert profile' })
      .onPost('/experts/create/')
      .replyOnce(500)
      .onPost('/experts/create/')
      .networkErrorOnce();
    const { user } = renderCreate();
    await fillRequired(user);
    const submit = screen.getByRole('button', { name: 'Create Expert Profile' });
    await user.click(submit);
    expect(await screen.findByText('Name is too long')).toBeInTheDocument();
    expect(screen.getByText('Must be at most 80')).toBeInTheDocument();
    expect(screen.queryByText('Another message')).not.toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('You already have an expert profile')).toBeInTheDocument();
    await user.click(submit);
    expect(await screen.findByText('Failed to create expert profile')).toBeInTheDocument();
    await user.click(submit);
    expect(
      await screen.findByText('An error occurred while creating your profile. Please try again.'),
    ).toBeInTheDocument();
  });

  it('refuses a picture that is not an image', async () => {
    const { user } = renderCreate();
    await fillRequired(user);
    const notImage = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    // The file picker filters by `accept`; a drop or another browser may still hand over any file.
    fireEvent.change(screen.getByLabelText('Profile Picture'), { target: { files: [notImage] } });
    await user.click(screen.getByRole('button', { name: 'Create Expert Profile' }));
    expect(screen.getByText('Please choose a PNG, JPG or GIF image up to 10MB')).toBeInTheDocument();
    expect(mockApi().history.post).toHaveLength(0);
  });
});
