import { api } from '@podbridge/shared/api';
import { i18n, type Language } from '@podbridge/shared/i18n';
import { authStore } from './store';

/**
 * Switches the site to a language: the device remembers it, and a signed-in user's account stores it (their
 * emails follow it, and so does the site on their other devices). The switch does not wait for the account.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  if (authStore.getState().status !== 'authenticated') return;
  // The site has switched already; a failed save only means other devices keep the old language.
  await api.patch('/users/me/', { body: { language } }).catch(() => undefined);
}
