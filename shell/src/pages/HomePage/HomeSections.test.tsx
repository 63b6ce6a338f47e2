import { screen } from '@testing-library/react';
import { renderWithProviders } from '@podbridge/shared/testing';
import { AudienceSection, FeaturesSection } from './HomeSections';

describe('the home page sections', () => {
  it('promise experts and podcasters only what the product does', () => {
    renderWithProviders(
      <>
        <AudienceSection />
        <FeaturesSection />
      </>,
    );
    expect(document.body.textContent).not.toMatch(/newsletter|video call|file shar|analytics|premium/i);
    expect(screen.getByText(/messages arrive live, with an email when one waits/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2 + 6);
  });
});
