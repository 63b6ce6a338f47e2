import { render, screen } from '@testing-library/react';
import { FormProgress } from './FormProgress';

describe('FormProgress', () => {
  it('shows the rounded percentage as text and to assistive technology', () => {
    render(<FormProgress value={200 / 3} label="Registration progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Registration progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '67');
    expect(screen.getByText('67% complete')).toBeInTheDocument();
  });

  it('clamps values outside 0–100', () => {
    const { rerender } = render(<FormProgress value={-10} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<FormProgress value={150} />);
    expect(screen.getByText('100% complete')).toBeInTheDocument();
  });
});
