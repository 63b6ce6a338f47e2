import { initI18nWith } from '../i18n/i18n';
import { allTexts } from '../i18n/textFiles';

export { allTexts, textFiles } from '../i18n/textFiles';

/** Tests speak English with every text in memory; a text a component asks for that does not exist fails the test. */
export async function setupTestI18n(): Promise<void> {
  await initI18nWith(allTexts(), {
    onMissing: (namespace, key) => {
      throw new Error(`Missing text "${namespace}:${key}": add it to the namespace's locales/en.json and sv.json`);
    },
  });
}
