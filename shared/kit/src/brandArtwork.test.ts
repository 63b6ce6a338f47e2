import { brandArtwork, initialsOf, monogramArtwork } from './brandArtwork';

describe('brandArtwork', () => {
  it('draws the given lines on the brand gradient as an SVG data URL', () => {
    const url = brandArtwork('<circle cx="200" cy="160" r="60"/>');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(svg).toContain('<linearGradient id="g"');
    expect(svg).toContain('stroke="#fff"');
    expect(svg).toContain('<circle cx="200" cy="160" r="60"/></g></svg>');
  });
});

describe('monogramArtwork', () => {
  const svgOf = (url: string) => decodeURIComponent(url.slice('data:image/svg+xml,'.length));

  it('shows the initials of the first two words, not the name', () => {
    const svg = svgOf(monogramArtwork('Filosofiska samtal om vardagen', 3));
    expect(svg).toContain('>FS</text>');
    expect(svg).not.toContain('Filosofiska');
  });

  it('keeps letters of every alphabet and leaves markup out', () => {
    expect(initialsOf('örat mot marken')).toBe('ÖM');
    expect(initialsOf('  <b> & "x"')).toBe('BX');
    expect(initialsOf('!!!')).toBe('?');
    expect(svgOf(monogramArtwork('<script>', 1))).not.toContain('<script');
  });

  it('gives one seed one colour and different seeds different colours', () => {
    expect(svgOf(monogramArtwork('A', 2))).toBe(svgOf(monogramArtwork('B', 2)).replace('>B<', '>A<'));
    expect(svgOf(monogramArtwork('A', 1))).not.toEqual(svgOf(monogramArtwork('A', 2)));
  });
});
