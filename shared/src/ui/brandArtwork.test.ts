import { brandArtwork } from './brandArtwork';

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
