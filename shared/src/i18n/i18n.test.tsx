import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, localeOf } from './i18n';

function LanguageLabel() {
  const { t } = useTranslation();
  return <p>{t('language.label')}</p>;
}

function Missing() {
  const { t } = useTranslation();
  return <p>{t('no.such.text')}</p>;
}

describe('the shared i18n instance', () => {
  it('speaks English in tests, and Swedish once chosen; <html lang> and the language cookie follow', async () => {
    render(<LanguageLabel />);
    expect(screen.getByText('Language')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('sv'));
    expect(screen.getByText('Språk')).toBeInTheDocument();
    expect(currentLanguage()).toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
    // The site server sends the next page already in Swedish.
    expect(document.cookie).toContain('podbridge_language=sv');
    expect(localeOf()).toBe('sv-SE');
  });

  it('fails a test that asks for a text that does not exist', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Missing />)).toThrow('Missing text "common:no.such.text"');
  });
});
