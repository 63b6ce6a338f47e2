/** @jest-environment node */
import { createInstance } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { renderAhead } from './renderAhead';

function Title() {
  const { t } = useTranslation('common');
  return <h1>{t('language.label')}</h1>;
}

describe('renderAhead', () => {
  it("renders in the language asked for with the site's own texts, whatever another render set globally", async () => {
    // Another render loaded in the same process (another remote's server render) made its instance the global one.
    const other = createInstance();
    await other
      .use(initReactI18next)
      .init({ lng: 'sv', resources: { sv: { common: { language: { label: 'Annan' } } } } });

    const english = await renderAhead(<Title />, 'en');
    expect(english.markup).toBe('<h1>Language</h1>');
    const swedish = await renderAhead(<Title />, 'sv');
    expect(swedish.markup).toBe('<h1>Språk</h1>');
  });

  it('renders one page at a time, so two renders side by side keep their languages', async () => {
    const [english, swedish] = await Promise.all([renderAhead(<Title />, 'en'), renderAhead(<Title />, 'sv')]);
    expect([english.markup, swedish.markup]).toEqual(['<h1>Language</h1>', '<h1>Språk</h1>']);
  });
});
