import { isHttpUrl } from '@podbridge/shared/format';
import { COMMON_NAMESPACE, i18n } from '@podbridge/shared/i18n';

/** Upload rule: PNG, JPG or GIF (WebP also accepted by the API), 10 MB at most. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';

/**
 * The rules' messages in English (for tests and English-only screens). A rule gives its
 * message in the site's language (the `forms.*` texts of the common namespace); the image hint is
 * `t('common:forms.imageHint')` on a translated screen.
 */
export const IMAGE_HINT = 'PNG, JPG, GIF up to 10MB';
export const INVALID_IMAGE = 'Please choose a PNG, JPG or GIF image up to 10MB';
export const INVALID_URL = 'Please enter a valid URL (starting with http:// or https://)';
export const INVALID_EMAIL = 'Please enter a valid email address';

/** A rule's message in the language the site speaks when the rule runs. */
function message(key: 'invalidImage' | 'invalidUrl' | 'invalidEmail'): string {
  return i18n.t(`forms.${key}`, { ns: COMMON_NAMESPACE });
}

export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export function isAcceptableImage(file: File): boolean {
  return IMAGE_TYPES.split(',').includes(file.type) && file.size <= MAX_IMAGE_BYTES;
}

/** react-hook-form rule of an optional web address: empty, or http(s). */
export const urlRule = {
  validate: (value: string | null | undefined): true | string =>
    !value?.trim() || isHttpUrl(value.trim()) || message('invalidUrl'),
};

/** react-hook-form rule of an optional email address. */
export const emailRule = {
  validate: (value: string | null | undefined): true | string =>
    !value?.trim() || isEmailAddress(value.trim()) || message('invalidEmail'),
};

/** react-hook-form rule of an optional image file: none, or an accepted type within the size limit. */
export const imageRule = {
  validate: (file: File | null | undefined): true | string =>
    !file || isAcceptableImage(file) || message('invalidImage'),
};
