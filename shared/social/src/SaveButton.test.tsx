import { screen } from '@testing-library/react';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { SaveButton } from './SaveButton';

const user = { id: 7, username: 'ada', user_type: 'listener' } as const;

describe('SaveButton', () => {
  it('saves and unsaves, showing the new state at once', async () => {
    mockApi().onPut('/podcasts/3/save/', { saved: true }).reply(200, { saved: true });
    mockApi().onPut('/podcasts/3/save/', { saved: false }).reply(200, { saved: false });
    const view = renderWithProviders(<SaveButton target={{ type: 'podcast', id: 3 }} saved={false} />, { user });
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await view.user.click(button);
    expect(screen.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save' })).toHaveAttribute('aria-pressed', 'false');
    expect(mockApi().history.put.map((request) => JSON.parse(String(request.data)))).toEqual([
      { saved: true },
      { saved: false },
    ]);
  });

  it('goes back when the server refuses, and is not offered to visitors', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi().onPut('/experts/profiles/5/save/').reply(404, { detail: 'Not found.' });
    const view = renderWithProviders(<SaveButton target={{ type: 'expert', id: 5 }} saved={false} overlay />, { user });
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Save', pressed: false })).toBeInTheDocument();
    view.unmount();
    renderWithProviders(<SaveButton target={{ type: 'expert', id: 5 }} saved={false} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
