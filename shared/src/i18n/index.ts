export {
  COMMON_NAMESPACE,
  DEFAULT_LANGUAGE,
  ERRORS_NAMESPACE,
  LANGUAGES,
  LANGUAGE_NAMES,
  LANGUAGE_STORAGE_KEY,
  currentLanguage,
  followAccountLanguage,
  i18n,
  initI18n,
  initI18nWith,
  isLanguage,
  localeOf,
  registerTexts,
  serverNotice,
  textList,
} from './i18n';
export type { Language, TextKey, TextsLoader } from './i18n';
export { Trans, useTranslation } from 'react-i18next';
export { useLanguage } from './useLanguage';
