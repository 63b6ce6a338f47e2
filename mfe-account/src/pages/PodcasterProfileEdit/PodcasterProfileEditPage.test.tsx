import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { makePodcasterProfile, podcaster } from '../../testing/accountFixtures';
import { PodcasterProfileEditPage } from './PodcasterProfileEditPage';

const profile = makePodcasterProfile({ bio: 'Old bio', website: 'https://old.example' });

function renderEdit(status = 200) {
  mockApi()
    .onGet('/podcasts/profiles/my_profile/')
    .reply(status, status === 200 ? profile : { detail: 'Podcaster profile not found. Please create one first.' });
  return renderWithProviders(<PodcasterProfileEditPage />, { route: '/podcasts/profile/edit', user: podcaster });
}

describe('PodcasterProfileEditPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads the current values, saves with PUT and goes to the podcaster profile', async () => {
    mockApi()
      .onPut('/podcasts/profiles/my_profile/')
      .reply(200, { ...profile, bio: 'New bio' });
    const { user, location } = renderEdit();
    expect(await screen.findByLabelText('Bio')).toHaveValue('Old bio');
    expect(screen.getByLabelText('Website')).toHaveValue('https://old.example');
    await user.clear(screen.getByLabelText('Bio'));
    await user.type(screen.getByLabelText('Bio'), 'New bio');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/podcaster/profile'));
    expect(JSON.parse(String(mockApi().history.put[0]?.data))).toEqual({
      bio: 'New bio',
      website: 'https://old.example',
    });
  });

  it('speaks Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi()
      .onPut('/podcasts/profiles/my_profile/')
      .replyOnce(500)
      .onPut('/podcasts/profiles/my_profile/')
      .reply(200, { ...profile, bio: 'Ny presentation' });
    const { user, location } = renderEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Redigera poddarprofil' })).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Redigera poddarprofil' })).toBeInTheDocument();
    expect(screen.getByLabelText('Webbplats')).toHaveValue('https://old.example');
    expect(screen.getByRole('link', { name: 'Avbryt' })).toHaveAttribute('href', '/podcaster/profile');
    await user.clear(screen.getByLabelText('Presentation'));
    await user.type(screen.getByLabelText('Presentation'), 'Ny presentation');
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Profilen kunde inte uppdateras. Försök igen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spara ändringar' }));
    expect(await screen.findByText('Profilen är uppdaterad')).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe('/podcaster/profile'));
  });

  it('points in Swedish to profile creation when there is no profile', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderEdit(404);
    expect(await screen.findByText('Poddarprofilen hittades inte. Skapa en först.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skapa poddarprofil' })).toHaveAttribute(
      'href',
      '/podcasts/profile/create',
    );
  });

  it('asks for a web address before sending', async () => {
    const { user } = renderEdit();
    await user.clear(await screen.findByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'old.example');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid URL (starting with http:// or https://)')).toBeInTheDocument();
    expect(mockApi().history.put).toHaveLength(0);
  });

  it('shows the server field errors under a general message', async () => {
    mockApi()
      .onPut('/podcasts/profiles/my_profile/')
      .reply(400, { bio: ['Ensure this field has no more than 2000 characters.'] });
    const { user } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Ensure this field has no more than 2000 characters.')).toBeInTheDocument();
    expect(screen.getByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Bio')).toHaveAttribute('aria-invalid', 'true');
  });

  it('cancels back to the podcaster profile', async () => {
    renderEdit();
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/podcaster/profile');
  });

  it('shows a failed save and stays on the form', async () => {
    mockApi().onPut('/podcasts/profiles/my_profile/').reply(500);
    const { user, location } = renderEdit();
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(location().pathname).toBe('/podcasts/profile/edit');
  });

  it('points to profile creation when there is no profile', async () => {
    renderEdit(404);
    expect(await screen.findByText('Podcaster profile not found. Please create one first.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Podcaster Profile' })).toHaveAttribute(
      'href',
      '/podcasts/profile/create',
    );
  });

  it('says when the profile cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderEdit(500);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load profile. Please try again later.');
  });
});
