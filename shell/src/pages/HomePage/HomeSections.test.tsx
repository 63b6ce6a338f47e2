import { act, screen } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { renderWithProviders } from '@podbridge/shared/testing';
import { AudienceSection, FeaturesSection, HowItWorksSection, MissionSection } from './HomeSections';

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

describe('the home page in Swedish', () => {
  it('speaks Swedish once Swedish is chosen, with no English left in the sections', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderWithProviders(
      <>
        <AudienceSection />
        <MissionSection />
        <HowItWorksSection />
        <FeaturesSection />
      </>,
    );
    expect(screen.getByRole('heading', { name: 'För experter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gå med som poddare' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('heading', { name: 'Så fungerar det' })).toBeInTheDocument();
    expect(screen.getByText('Tre steg från idé till avsnitt.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\b(the|and|your|with|Join)\b/);
  });
});
