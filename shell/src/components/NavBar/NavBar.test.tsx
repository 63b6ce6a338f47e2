import { screen, within } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { NavBar } from './NavBar';

// The badge loads lazily with the query layer and has tests of its own.
jest.mock('./NavCountSlot', () => ({ NavCountSlot: () => null }));

const expert: StoredUserData = { id: 1, username: 'ada', user_type: 'expert', is_admin: false };
const podcaster: StoredUserData = { id: 2, username: 'pod', user_type: 'podcaster', is_admin: false };
const admin: StoredUserData = { id: 3, username: 'boss', user_type: 'podcaster', is_admin: true };

function links(): Record<string, string | null> {
  const nav = screen.getByRole('navigation', { name: 'Main navigation' });
  return Object.fromEntries(
    within(nav)
      // The menu is collapsed at jsdom's width, so hidden links count too.
      .getAllByRole('link', { hidden: true })
      .map((link) => [link.getAttribute('aria-label') ?? link.textContent ?? '', link.getAttribute('href')]),
  );
}

describe('NavBar', () => {
  it('shows the public links with Login and Register to a signed-out visitor', () => {
    renderWithProviders(<NavBar />);
    expect(links()).toEqual({
      'PodBridge home': '/',
      Podcasts: '/podcasts',
      Experts: '/experts',
      About: '/about',
      Contact: '/contact',
      Login: '/login',
      Register: '/register',
    });
    expect(screen.queryByRole('button', { name: 'Logout', hidden: true })).not.toBeInTheDocument();
  });

  it('gives an expert My Profile (/profile), Create Expert Profile and Messages', () => {
    renderWithProviders(<NavBar />, { user: expert });
    expect(links()).toMatchObject({
      'My Profile': '/profile',
      'Create Expert Profile': '/experts/create',
      Messages: '/messages',
      Bookings: '/bookings',
    });
    expect(links()).not.toHaveProperty('Create Podcast');
    expect(links()).not.toHaveProperty('Admin Dashboard');
    expect(links()).not.toHaveProperty('Login');
  });

  it('gives a podcaster My Profile (/podcaster/profile) and Create Podcast', () => {
    renderWithProviders(<NavBar />, { user: podcaster });
    expect(links()).toMatchObject({
      'My Profile': '/podcaster/profile',
      'Create Podcast': '/podcasts/create',
      Messages: '/messages',
      Bookings: '/bookings',
    });
    expect(links()).not.toHaveProperty('Create Expert Profile');
  });

  it('gives a listener Messages but no Bookings: bookings are between podcasters and experts', () => {
    renderWithProviders(<NavBar />, { user: { id: 4, username: 'lis', user_type: 'listener', is_admin: false } });
    expect(links()).toMatchObject({ Saved: '/saved', Messages: '/messages' });
    expect(links()).not.toHaveProperty('Bookings');
  });

  it('adds the Admin Dashboard for an admin', () => {
    renderWithProviders(<NavBar />, { user: admin });
    expect(links()).toMatchObject({ 'Admin Dashboard': '/admin' });
  });

  it('signs out on Logout, clears the stored session and goes home', async () => {
    mockApi().onPost('/users/logout/').reply(200, { detail: 'Logged out.' });
    const { user, location } = renderWithProviders(<NavBar />, { user: expert, route: '/messages' });
    await user.click(screen.getByRole('button', { name: 'Logout', hidden: true }));
    expect(location().pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login', hidden: true })).toBeInTheDocument();
  });

  it('collapses the mobile menu when a link is clicked', async () => {
    const { user } = renderWithProviders(<NavBar />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Experts' })).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Experts' }));
    expect(screen.getByRole('link', { name: 'Experts', hidden: true })).not.toBeVisible();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
