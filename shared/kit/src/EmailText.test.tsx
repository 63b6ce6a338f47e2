import { render } from '@testing-library/react';
import { EmailText } from './EmailText';

describe('EmailText', () => {
  it('offers line breaks only after the @ and before the dots of the domain', () => {
    const { container } = render(<EmailText email="tove_lindahl@demo.podbridge.se" />);
    expect(container.textContent).toBe('tove_lindahl@demo.podbridge.se');
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect(container.querySelector('[title]')).toHaveAttribute('title', 'tove_lindahl@demo.podbridge.se');
  });
});
