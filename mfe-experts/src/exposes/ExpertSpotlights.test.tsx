import { act, screen } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { mockApi, renderWithProviders } from '@podbridge/shared/testing';
import { makeExpert } from '../testing/expertFixtures';
import { DEFAULT_PICTURE } from '../components/ExpertPicture';
import ExpertSpotlights from './ExpertSpotlights';

describe('ExpertSpotlights', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('speaks Swedish once Swedish is chosen', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi()
      .onGet('/experts/featured/')
      .reply(200, [makeExpert(), makeExpert({ id: 2, name: 'Alan Turing', likes_count: 1 })]);
    renderWithProviders(<ExpertSpotlights />);
    expect(await screen.findByText('4 gillningar')).toBeInTheDocument();
    expect(screen.getByText('1 gillning')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Visa profil: Alan Turing' })).toHaveTextContent('Visa profil');
    expect(screen.getByRole('img', { name: 'Bild på Marie Curie' })).toBeInTheDocument();
  });

  it('says in Swedish that nothing is featured', async () => {
    await act(() => i18n.changeLanguage('sv'));
    mockApi().onGet('/experts/featured/').reply(200, []);
    renderWithProviders(<ExpertSpotlights />);
    expect(await screen.findByText('Inga utvalda experter än')).toBeInTheDocument();
  });

  it('shows each featured expert with picture, name, 40-character bio, likes and View Profile', async () => {
    mockApi()
      .onGet('/experts/featured/')
      .reply(200, [
        makeExpert(),
        makeExpert({ id: 2, name: 'Alan Turing', profile_picture_url: null, bio: 'Short', likes_count: 1 }),
      ]);
    renderWithProviders(<ExpertSpotlights />);
    expect(await screen.findByRole('heading', { name: 'Marie Curie' })).toBeInTheDocument();
    expect(screen.getByText('Physicist and chemist who pioneered rese...')).toBeInTheDocument();
    expect(screen.getByText('4 likes')).toBeInTheDocument();
    expect(screen.getByText('1 like')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Profile: Alan Turing' })).toHaveAttribute('href', '/experts/2');
    // The home page's fallback is PodBridge's default picture.
    expect(screen.getByRole('img', { name: 'Picture of Alan Turing' })).toHaveAttribute('src', DEFAULT_PICTURE);
    expect(screen.queryByRole('heading', { name: 'Expert Spotlights' })).not.toBeInTheDocument();
  });

  it.each([
    ['nothing is featured', 200],
    ['the request fails', 500],
  ])("says 'No featured experts available yet' when %s", async (_, status) => {
    mockApi().onGet('/experts/featured/').reply(status, []);
    renderWithProviders(<ExpertSpotlights />);
    expect(await screen.findByText('No featured experts available yet')).toBeInTheDocument();
  });
});
