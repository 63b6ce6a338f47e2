import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, pageWindow } from './Pagination';

function numberedPages() {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByRole('button', { name: /^Page \d+$/ })
    .map((button) => button.textContent);
}

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onPageChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows five pages around the current one and marks it', () => {
    render(<Pagination page={6} pageCount={12} onPageChange={jest.fn()} />);
    expect(numberedPages()).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
  });

  it('keeps the window inside the first and last pages', () => {
    expect(pageWindow(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });

  it('disables First and Previous on the first page, Next and Last on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={4} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'First' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination page={4} pageCount={4} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Last' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'First' })).toBeEnabled();
  });

  it('reports the chosen page', async () => {
    const user = userEvent.setup();
    const onPageChange = jest.fn();
    render(<Pagination page={3} pageCount={9} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'First' }));
    await user.click(screen.getByRole('button', { name: 'Last' }));
    await user.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange.mock.calls.map(([page]) => page)).toEqual([4, 2, 1, 9, 5]);
  });
});
