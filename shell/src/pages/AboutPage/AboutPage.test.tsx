import { screen } from '@testing-library/react';
import { renderWithProviders } from '@podbridge/shared/testing';
import { AboutPage } from './AboutPage';

/** Claims of earlier marketing copy that the product does not deliver. */
const FEATURES_THE_PRODUCT_LACKS = /video call|file shar|analytics|premium|paid plan|pricing|newsletter|bookmark/i;

describe('AboutPage', () => {
  it("names the tab 'About – PodBridge'", () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(document.title).toBe('About – PodBridge');
  });

  it('keeps the figures, mission, features, getting started, team and contact sections', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByRole('region', { name: 'PodBridge in figures' })).toHaveTextContent('1000+');
    for (const heading of ['Our mission', 'What you get', 'Getting started', 'Our team', 'Get in touch']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('advertises only what the product does', () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(document.body.textContent).not.toMatch(FEATURES_THE_PRODUCT_LACKS);
    for (const feature of [
      'Direct Messaging',
      'Likes, Comments and Saved Items',
      'Featured Content',
      'Reviewed Listings',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    expect(screen.getByText(/Block or report anyone who misbehaves/)).toBeInTheDocument();
  });

  it("leads to the contact page and the team's address from its contact block", () => {
    renderWithProviders(<AboutPage />, { route: '/about' });
    expect(screen.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'hello@podbridge.se' })).toHaveAttribute(
      'href',
      'mailto:hello@podbridge.se',
    );
  });
});
