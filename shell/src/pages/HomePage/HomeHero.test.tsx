import { screen } from '@testing-library/react';
import { renderWithProviders } from '@podbridge/shared/testing';
import { HomeHero } from './HomeHero';

describe('HomeHero', () => {
  it('welcomes a signed-in expert as "an Expert"', () => {
    renderWithProviders(<HomeHero />, { user: { id: 1, username: 'ada', user_type: 'expert' } });
    expect(screen.getByText('Welcome back, ada! You are signed in as an Expert.')).toBeInTheDocument();
  });

  it('welcomes a signed-in podcaster as "a Podcaster"', () => {
    renderWithProviders(<HomeHero />, { user: { id: 2, username: 'pod', user_type: 'podcaster' } });
    expect(screen.getByText('Welcome back, pod! You are signed in as a Podcaster.')).toBeInTheDocument();
  });

  it('shows no welcome line and the marketing figures to a visitor', () => {
    renderWithProviders(<HomeHero />);
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(screen.getByText('1000+')).toBeInTheDocument();
    expect(screen.getByText('500+')).toBeInTheDocument();
    expect(screen.getByText('2000+')).toBeInTheDocument();
  });
});
