import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@podbridge/shared/testing';
import { useProfileFilters } from './ProfileFilters';

function TwoQuickChanges() {
  const profile = useProfileFilters();
  return (
    <button
      type="button"
      onClick={() => {
        profile.set({ language: 'sv' });
        profile.set({ region: 'skane', available: true });
      }}
    >
      Pick two
    </button>
  );
}

describe('useProfileFilters', () => {
  it('keeps both of two changes made before the page draws again, and drops the page number', async () => {
    const { user, location } = renderWithProviders(<TwoQuickChanges />, {
      route: '/experts?search=stress&page=3',
      path: '/experts',
    });
    await user.click(screen.getByRole('button', { name: 'Pick two' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(location().search))).toEqual({
        search: 'stress',
        language: 'sv',
        region: 'skane',
        available: 'true',
      }),
    );
  });
});
