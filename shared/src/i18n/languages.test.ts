import { preferredLanguage } from './languages';

describe('preferredLanguage', () => {
  it.each([
    ['sv-SE,sv;q=0.9,en;q=0.8', 'sv'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,de;q=0.9,sv;q=0.5,en;q=0.4', 'sv'],
    ['en;q=0.2, sv;q=0.8', 'sv'],
    ['sv;q=0, en', 'en'],
    ['fr-FR', 'en'],
    ['*', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%j asks for %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});
