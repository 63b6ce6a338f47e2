/** @jest-environment node */
import { textOf } from '@podbridge/shared/testing';
import { prerender, prerenderAll } from './prerender';

describe("the account's pages rendered ahead", () => {
  it('draw the sign-in page as its first render does for a visitor who is not signed in, in each language', async () => {
    const english = await prerender('/login', 'en');
    expect(english.markup).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(textOf(english.markup)).toContain('Username or Email');
    expect(english.markup).toMatch(/<input[^>]*name="username"/);
    expect(english.markup).toMatch(/<button[^>]*type="submit"[^>]*>Sign In<\/button>/);
    expect(english.markup).toMatch(/<a[^>]*href="\/forgot-password"/);
    // No spinner: the page itself, with the CSS it uses.
    expect(english.markup).not.toContain('role="status"');
    expect(english.styles).toMatch(/^<style data-styled="true"/);

    const swedish = await prerender('/login', 'sv');
    expect(swedish.markup).toMatch(/<h1[^>]*>Logga in<\/h1>/);
    expect(textOf(swedish.markup)).toContain('Användarnamn eller e-post');
  });

  it('cover sign-in and registration, the pages visitors arrive on, in both languages', async () => {
    const pages = await prerenderAll();
    expect(Object.keys(pages)).toEqual(['/login', '/register']);
    for (const byLanguage of Object.values(pages)) expect(Object.keys(byLanguage).sort()).toEqual(['en', 'sv']);
    expect(pages['/register']!.en!.markup).toMatch(/<h1[^>]*>Create your account<\/h1>/);
  });
});
