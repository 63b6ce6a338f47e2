import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import type { ExpertProfile } from '../../api';
import { ProfilePage } from './ProfilePage';

const expert: StoredUserData = { id: 9, username: 'grace', email: 'grace@experts.se', user_type: 'expert' };

const profile: ExpertProfile = {
  id: 4,
  name: 'Grace Hopper',
  bio: 'Computer scientist',
  expertise: ['Compilers', 'Navy'],
  experience_years: 40,
  website: 'https://grace.example',
  social_media: '@grace on every network',
  profile_picture_url: null,
  is_approved: false,
};

function renderProfile(status = 200) {
  mockApi().onGet('/users/me/').reply(() => new Promise(() => undefined));
  mockApi().onGet('/experts/my-profile/').reply(status, status === 200 ? profile : { detail: 'Not found.' });
  return renderWithProviders(<ProfilePage />, { route: '/profile', user: expert });
}

describe('My Profile for an expert', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the profile card with expertise, experience, links and approval status', async () => {
    renderProfile();
    const card = within(await screen.findByRole('region', { name: 'Profile' }));
    expect(card.getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(card.getByText('G')).toBeInTheDocument();
    expect(card.getByText('Compilers')).toBeInTheDocument();
    expect(card.getByText('40 years')).toBeInTheDocument();
    expect(card.getByText('Pending Approval')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://grace.example');
    expect(card.getByText('@grace on every network')).toBeInTheDocument();
  });

  it('saves the Edit Profile modal as multipart with PUT', async () => {
    mockApi().onPut('/experts/my-profile/').reply(200, { ...profile, name: 'Rear Admiral Hopper', is_approved: true });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit Profile' }));
    expect(dialog.getByLabelText('Expertise*')).toHaveValue('Compilers, Navy');

    await user.clear(dialog.getByLabelText('Name*'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(dialog.getByText('Name is required')).toBeInTheDocument();
    expect(mockApi().history.put).toHaveLength(0);

    await user.type(dialog.getByLabelText('Name*'), 'Rear Admiral Hopper');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const body = mockApi().history.put[0]?.data as FormData;
    expect(Object.fromEntries(body.entries())).toMatchObject({ name: 'Rear Admiral Hopper', expertise: 'Compilers, Navy', experience_years: '40' });
    expect(await screen.findByRole('heading', { name: 'Rear Admiral Hopper' })).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('shows a failed save inside the modal', async () => {
    mockApi().onPut('/experts/my-profile/').reply(500);
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(screen.getByRole('dialog')).findByText('Failed to update profile')).toBeInTheDocument();
  });

  it('offers to create an expert profile when there is none', async () => {
    renderProfile(404);
    expect(
      await screen.findByText("You don't have an expert profile yet. Please create one to get started."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Expert Profile' })).toHaveAttribute('href', '/experts/create');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { name: 'grace' })).toBeInTheDocument();
    expect(screen.getByText('grace@experts.se')).toBeInTheDocument();
  });

  it('says when the profile cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderProfile(500);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load expert profile. Please try again later.');
  });
});
