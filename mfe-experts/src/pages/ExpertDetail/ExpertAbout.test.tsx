import { act, screen, within } from '@testing-library/react';
import { i18n } from '@podbridge/shared/i18n';
import { renderWithProviders } from '@podbridge/shared/testing';
import type { Expert } from '@podbridge/shared/types';
import { makeExpert } from '../../testing/expertFixtures';
import { ExpertAbout } from './ExpertAbout';

function renderAbout(overrides: Partial<Expert> = {}) {
  return renderWithProviders(<ExpertAbout expert={makeExpert(overrides)} />);
}

/** The text of the detail named `term` in the About card's lists of details. */
function detail(term: string): string | null | undefined {
  const dt = screen.getAllByRole('term').find((item) => item.textContent?.trim() === term);
  return dt?.nextElementSibling?.textContent;
}

describe('ExpertAbout', () => {
  it('shows the languages spoken, the place, the recording format and that the expert is open to bookings', () => {
    renderAbout();
    const languages = screen.getByRole('list', { name: 'Languages' });
    expect(
      within(languages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Swedish', 'English']);
    expect(detail('Location')).toBe('Lund, Skåne');
    expect(detail('Recording')).toBe('Remote or in person');
    expect(detail('Availability')).toBe('Open to bookings');
  });

  it.each<[string, Pick<Expert, 'city' | 'region'>, string]>([
    ['names a city that is also the region once, spelt as the region', { city: 'orebro ', region: 'orebro' }, 'Örebro'],
    ['names a city and its region', { city: 'Sigtuna', region: 'stockholm' }, 'Sigtuna, Stockholm'],
    ['shows the region alone', { city: null, region: 'vastra_gotaland' }, 'Västra Götaland'],
    ['shows the city alone', { city: 'Oslo', region: null }, 'Oslo'],
    ['names a place outside Sweden', { city: 'Oslo', region: 'outside_sweden' }, 'Oslo, Outside Sweden'],
  ])('%s', (_, place, shown) => {
    renderAbout(place);
    expect(detail('Location')).toBe(shown);
  });

  it('leaves out the place, the languages, the sample and the appearances when the profile has none', () => {
    renderAbout({ city: null, region: null, languages: [], sample_url: null, past_appearances: [] });
    expect(screen.queryByText('Location')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Languages' })).not.toBeInTheDocument();
    expect(screen.queryByText('Sample')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Past Appearances' })).not.toBeInTheDocument();
    expect(detail('Recording')).toBe('Remote or in person');
  });

  it("says until when an expert who is not taking bookings is away, in the reader's date format", () => {
    renderAbout({ available_from: '2026-12-01', is_available: false, recording_format: 'remote' });
    expect(detail('Availability')).toBe('Not taking bookings until 12/1/2026');
    expect(detail('Recording')).toBe('Remote');
  });

  it('trusts the server: a date that has passed is open to bookings', () => {
    renderAbout({ available_from: '2026-01-10', is_available: true, recording_format: 'in_person' });
    expect(detail('Availability')).toBe('Open to bookings');
    expect(detail('Recording')).toBe('In person');
  });

  it('plays an audio sample in a native player that loads only when asked', () => {
    renderAbout({ sample_url: 'https://cdn.example/clips/Marie.MP3?download=1' });
    const player = screen.getByLabelText('Sample of Marie Curie speaking');
    expect(player.tagName).toBe('AUDIO');
    expect(player).toHaveAttribute('src', 'https://cdn.example/clips/Marie.MP3?download=1');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('preload', 'none');
    expect(screen.queryByRole('link', { name: /cdn\.example/ })).not.toBeInTheDocument();
  });

  it.each(['ogg', 'm4a', 'opus', 'wav', 'aac', 'oga'])('plays a .%s sample', (extension) => {
    renderAbout({ sample_url: `https://cdn.example/sample.${extension}` });
    expect(screen.getByLabelText('Sample of Marie Curie speaking').tagName).toBe('AUDIO');
  });

  it('links any other sample, opening in a new tab, and never a link that is not http(s)', () => {
    const { unmount } = renderAbout({ sample_url: 'https://video.example/watch?v=mp3' });
    const link = screen.getByRole('link', { name: /video\.example/ });
    expect(link).toHaveAttribute('href', 'https://video.example/watch?v=mp3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('https://video.example/watch?v=mp3 (opens in a new tab)');
    expect(screen.queryByLabelText('Sample of Marie Curie speaking')).not.toBeInTheDocument();
    unmount();
    renderAbout({ sample_url: 'javascript:alert(1)' });
    expect(screen.queryByText('Sample')).not.toBeInTheDocument();
    expect(screen.queryByText('javascript:alert(1)')).not.toBeInTheDocument();
  });

  it('lists the past appearances: show, episode linked when it has a link, and the date', () => {
    renderAbout({
      past_appearances: [
        { show: 'Mind Matters', episode: 'Burnout', url: 'https://pods.example/mind-matters/7', date: '2026-03-01' },
        { show: 'Science Hour', episode: 'Radium', url: null, date: null },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Past Appearances' })).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('list', { name: 'Past Appearances' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('Mind Matters — Burnout (opens in a new tab) · 3/1/2026');
    expect(within(first!).getByRole('link', { name: 'Burnout (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://pods.example/mind-matters/7',
    );
    expect(first!.querySelector('time')).toHaveAttribute('datetime', '2026-03-01');
    expect(second).toHaveTextContent(/^Science Hour — Radium$/);
    expect(within(second!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('speaks Swedish', async () => {
    await act(() => i18n.changeLanguage('sv'));
    renderAbout({
      available_from: '2026-12-01',
      is_available: false,
      region: 'outside_sweden',
      city: 'Oslo',
      recording_format: 'remote',
    });
    const languages = screen.getByRole('list', { name: 'Språk' });
    expect(
      within(languages)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Svenska', 'Engelska']);
    expect(detail('Ort')).toBe('Oslo, Utanför Sverige');
    expect(detail('Inspelning')).toBe('På distans');
    expect(detail('Tillgänglighet')).toBe('Tar inte emot bokningar förrän 2026-12-01');
    expect(screen.getByLabelText('Smakprov där Marie Curie pratar').tagName).toBe('AUDIO');
    expect(screen.getByRole('heading', { name: 'Tidigare gästframträdanden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Radium and me (öppnas i en ny flik)' })).toBeInTheDocument();
  });
});
