import { render, screen, waitFor } from '@testing-library/react';
import { Hyphenated, hyphenationLanguage } from './Hyphenated';

const SOFT_HYPHEN = '\u00AD';

describe('Hyphenated', () => {
  it('puts soft hyphens into long words by the content language, keeping the text as it was', async () => {
    render(
      <p data-testid="title">
        <Hyphenated text="Föräldrapodden" lang="Swedish" />
      </p>,
    );
    const title = screen.getByTestId('title');
    await waitFor(() => expect(title.textContent).toContain(SOFT_HYPHEN));
    // Shown with Swedish syllables (it breaks only as För-äld-ra-pod-den), named and read without them.
    const shown = title.querySelector('[aria-hidden="true"]');
    expect(shown?.textContent?.split(SOFT_HYPHEN)).toEqual(['För', 'äld', 'ra', 'pod', 'den']);
    expect(screen.getByText('Föräldrapodden')).not.toBe(shown);
  });

  it('names a heading by its text without soft hyphens', async () => {
    render(
      <h3>
        <Hyphenated text="Climate Conversations" lang="English" />
      </h3>,
    );
    await waitFor(() => expect(screen.getByRole('heading').textContent).toContain(SOFT_HYPHEN));
    expect(screen.getByRole('heading', { name: 'Climate Conversations' })).toBeInTheDocument();
  });

  it('leaves text without long words as it is', async () => {
    render(
      <p data-testid="title">
        <Hyphenated text="Tech Talk Weekly" />
      </p>,
    );
    // Nothing to wait for: the text never changes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByTestId('title').textContent).toBe('Tech Talk Weekly');
  });

  it('hyphenates English content with English patterns', async () => {
    render(
      <p data-testid="title">
        <Hyphenated text="Entrepreneurship conversations" lang="English" />
      </p>,
    );
    const title = screen.getByTestId('title');
    await waitFor(() => expect(title.textContent).toContain(`En${SOFT_HYPHEN}tre${SOFT_HYPHEN}pre${SOFT_HYPHEN}neur`));
    expect(screen.getByText('Entrepreneurship conversations')).toBeInTheDocument();
  });
});

describe('hyphenationLanguage', () => {
  it('reads the podcast languages and language codes', () => {
    expect(hyphenationLanguage('Swedish')).toBe('sv');
    expect(hyphenationLanguage('sv-SE')).toBe('sv');
    expect(hyphenationLanguage('English')).toBe('en');
    expect(hyphenationLanguage('German')).toBe('en');
  });
});
