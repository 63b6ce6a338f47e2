import { screen, within } from '@testing-library/react';
import { i18n, LANGUAGE_STORAGE_KEY } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import type { StoredUserData } from '@podbridge/shared/types';
import { NavBar } from '../NavBar/NavBar';

jest.mock('../NavBar/NavCountSlot', () => ({ NavCountSlot: () => null }));

const podcaster: StoredUserData = { id: 2, username: 'pod', user_type: 'podcaster', is_admin: false };

describe('LanguageSwitcher in the navigation', () => {
  it('switches the site to Swedish: the navigation and <html lang> follow', async () => {
    const api = mockApi();
    const { user } = renderWithProviders(<NavBar />);
    const menu = screen.getByRole('combobox', { name: 'Choose language', hidden: true });
    expect(
      within(menu)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['English', 'Svenska']);
    await user.selectOptions(menu, 'sv');
    const nav = screen.getByRole('navigation', { name: 'Huvudmeny' });
    expect(within(nav).getByRole('link', { name: 'Poddar', hidden: true })).toHaveAttribute('href', '/podcasts');
    expect(within(nav).getByRole('link', { name: 'Skapa konto', hidden: true })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('combobox', { name: 'Välj språk', hidden: true })).toHaveValue('sv');
    expect(document.documentElement.lang).toBe('sv');
    expect(i18n.language).toBe('sv');
    // A visitor's choice stays on the device only.
    expect(api.history.patch).toHaveLength(0);
  });

  it("stores a signed-in user's choice on the account", async () => {
    const api = mockApi();
    api.onPatch('/users/me/').reply(200, {});
    const { user } = renderWithProviders(<NavBar />, { user: podcaster });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Choose language', hidden: true }), 'sv');
    expect(await screen.findByRole('button', { name: 'Logga ut', hidden: true })).toBeInTheDocument();
    expect(api.history.patch?.map((request) => JSON.parse(request.data as string))).toEqual([{ language: 'sv' }]);
  });
});

afterAll(() => localStorage.removeItem(LANGUAGE_STORAGE_KEY));
