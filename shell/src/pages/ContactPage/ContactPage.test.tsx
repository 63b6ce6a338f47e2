import { render, screen, within } from '@testing-library/react';
import { Icon, type IconName } from '@podbridge/kit';
import { renderWithProviders } from '@podbridge/shared/testing';
import { ContactPage } from './ContactPage';

/** The drawing of an icon, to tell which one a card shows. */
function drawingOf(name: IconName): string {
  const { container, unmount } = render(<Icon name={name} size={18} />);
  const drawing = container.innerHTML;
  unmount();
  return drawing;
}

function methodCard(title: string): HTMLElement {
  return screen.getByText(title, { selector: 'strong' }).parentElement!;
}

describe('ContactPage', () => {
  it("names the tab 'Contact – PodBridge'", () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(document.title).toBe('Contact – PodBridge');
  });

  it('shows an envelope for email, a phone for the phone number and a pin for the address', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(methodCard('Email').querySelector('svg')!.outerHTML).toBe(drawingOf('mail'));
    expect(methodCard('Phone').querySelector('svg')!.outerHTML).toBe(drawingOf('phone'));
    expect(methodCard('Location').querySelector('svg')!.outerHTML).toBe(drawingOf('pin'));
    expect(within(methodCard('Phone')).getByRole('link', { name: '+46 8 123 456 78' })).toHaveAttribute(
      'href',
      'tel:+46812345678',
    );
  });

  it('offers help that leads somewhere: support by email and the FAQ, no live chat', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    expect(screen.getByRole('link', { name: 'Email Support' })).toHaveAttribute('href', 'mailto:support@podbridge.se');
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '#faq-heading');
    expect(screen.queryByText(/live chat/i)).not.toBeInTheDocument();
  });

  it('keeps each FAQ answer folded under its question until the reader opens it', async () => {
    const { user } = renderWithProviders(<ContactPage />, { route: '/contact' });
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const question = within(faq).getByText('Is PodBridge free to use?');
    const entry = question.closest('details')!;
    expect(entry).not.toHaveAttribute('open');
    await user.click(question);
    expect(entry).toHaveAttribute('open');
    expect(within(entry).getByText(/are all free/)).toBeVisible();
  });

  it('writes the business hours of each day', () => {
    renderWithProviders(<ContactPage />, { route: '/contact' });
    const hours = screen.getByRole('heading', { name: 'Business hours' }).parentElement!;
    expect(hours).toHaveTextContent('Mon-Fri9:00-18:00 CETSat10:00-16:00 CETSunclosed');
  });
});
