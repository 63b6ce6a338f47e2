import { textOf } from '@podbridge/shared/testing';
import { prerender, prerenderAll } from './prerender';

describe('the home page rendered ahead', () => {
  it('is the first render of an anonymous visitor: navigation, hero, sections and footer, in each language', async () => {
    const english = await prerender('/', 'en');
    const text = textOf(english.markup);
    expect(text).toContain('Where podcasters meet the experts their listeners want to hear');
    expect(text).toContain('Expert Spotlights');
    expect(english.markup).toMatch(/<a[^>]*href="\/login"[^>]*>Login<\/a>/);
    expect(english.markup).toMatch(/<a[^>]*href="\/register"[^>]*>Register<\/a>/);
    // The remote areas hold their place; nothing from a remote is in the page.
    expect(english.markup).toContain('aria-labelledby="featured-podcasts"');
    expect(english.styles).toMatch(/^<style data-styled="true"/);
    expect(english.styles).toContain('box-sizing:border-box');

    const swedish = await prerender('/', 'sv');
    expect(textOf(swedish.markup)).toContain('Här möter poddare experterna som lyssnarna vill höra');
    expect(textOf(swedish.markup)).not.toContain('Where podcasters meet');
  });

  it('covers the home page and the public remote pages with a fixed address, in both languages', async () => {
    const pages = await prerenderAll();
    expect(Object.keys(pages)).toEqual(['/', '/login', '/register', '/forgot-password', '/podcasts', '/experts']);
    for (const byLanguage of Object.values(pages)) expect(Object.keys(byLanguage).sort()).toEqual(['en', 'sv']);
  });
});

describe("a remote page's layout rendered ahead", () => {
  it("is the navigation and footer around the remote's area, left empty for the site server to fill", async () => {
    const login = await prerender('/login', 'sv');
    expect(login.markup).toContain('<main id="main-content"');
    expect(login.markup).toMatch(
      /<main[^>]*><!--\$--><div data-prerendered-area="account" style="display:contents" inert=""><\/div>/,
    );
    expect(login.markup).toMatch(/<a[^>]*href="\/register"[^>]*>Skapa konto<\/a>/);
    // Nothing of the remote and no spinner: the area is the remote's to fill.
    expect(login.markup).not.toContain('role="status"');
    expect((await prerender('/podcasts', 'en')).markup).toContain('<div data-prerendered-area="podcasts"');
  });
});
