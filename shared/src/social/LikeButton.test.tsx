import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { LikeButton } from './LikeButton';
import type { LikeAdapter } from './types';

const member = { id: 7, username: 'ada', user_type: 'podcaster' } as const;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeAdapter(overrides: Partial<LikeAdapter> = {}): jest.Mocked<LikeAdapter> {
  return {
    load: jest.fn().mockResolvedValue({ liked: false, count: 12 }),
    toggle: jest.fn().mockResolvedValue({ liked: true, count: 13 }),
    ...overrides,
  } as jest.Mocked<LikeAdapter>;
}

describe('LikeButton', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('shows the loaded like state and count', async () => {
    renderWithProviders(<LikeButton adapter={fakeAdapter()} initialCount={3} />, { user: member });
    const button = await screen.findByRole('button', { name: 'Like (12)' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(button).toBeEnabled();
  });

  it('likes at once, stays disabled while in flight, then takes the server count', async () => {
    const pending = deferred<{ liked: boolean; count?: number }>();
    const adapter = fakeAdapter({ toggle: jest.fn(() => pending.promise) });
    const { user } = renderWithProviders(<LikeButton adapter={adapter} />, { user: member });
    await user.click(await screen.findByRole('button', { name: 'Like (12)' }));

    const optimistic = screen.getByRole('button', { name: 'Like (13)' });
    expect(optimistic).toHaveAttribute('aria-pressed', 'true');
    expect(optimistic).toBeDisabled();

    pending.resolve({ liked: true, count: 20 });
    const settled = await screen.findByRole('button', { name: 'Like (20)' });
    expect(settled).toBeEnabled();
  });

  it('unlikes a liked item with the count one lower', async () => {
    const adapter = fakeAdapter({
      load: jest.fn().mockResolvedValue({ liked: true, count: 5 }),
      toggle: jest.fn().mockResolvedValue({ liked: false }),
    });
    const { user } = renderWithProviders(<LikeButton adapter={adapter} />, { user: member });
    await user.click(await screen.findByRole('button', { name: 'Like (5)' }));
    const button = await screen.findByRole('button', { name: 'Like (4)' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('reverts the display when the toggle fails and only logs the failure', async () => {
    const adapter = fakeAdapter({ toggle: jest.fn().mockRejectedValue(new Error('offline')) });
    const { user } = renderWithProviders(<LikeButton adapter={adapter} />, { user: member });
    await user.click(await screen.findByRole('button', { name: 'Like (12)' }));
    const button = await screen.findByRole('button', { name: 'Like (12)' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(console.error).toHaveBeenCalled();
  });

  it('keeps the initial count when the like status cannot be loaded', async () => {
    const adapter = fakeAdapter({ load: jest.fn().mockRejectedValue(new Error('500')) });
    renderWithProviders(<LikeButton adapter={adapter} initialCount={4} />, { user: member });
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Like (4)' })).toBeEnabled();
  });

  it('is disabled for logged-out visitors, with the hint to log in', () => {
    const adapter = fakeAdapter();
    renderWithProviders(<LikeButton adapter={adapter} initialCount={3} />);
    const button = screen.getByRole('button', { name: 'Like (3)' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Please login to like content');
    expect(screen.getByTitle('Please login to like content')).toContainElement(button);
    expect(adapter.load).not.toHaveBeenCalled();
  });
});
