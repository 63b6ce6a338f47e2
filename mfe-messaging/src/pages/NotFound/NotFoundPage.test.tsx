import { act, screen } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { renderWithProviders } from '@podbridge/shared/testing';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('offers the way to Messages', () => {
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('link', { name: 'Open Messages' })).toHaveAttribute('href', '/messages');
  });

  it('offers it in Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderWithProviders(<NotFoundPage />);
    expect(screen.getByRole('heading', { name: 'Sidan finns inte' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Öppna meddelanden' })).toHaveAttribute('href', '/messages');
  });
});
