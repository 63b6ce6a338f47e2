/** Upload rule of spec section 9: PNG, JPG or GIF (WebP also accepted by the API), 10 MB at most. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = 'image/png,image/jpeg,image/gif,image/webp';
export const IMAGE_HINT = 'PNG, JPG, GIF up to 10MB';

export const INVALID_URL = 'Please enter a valid URL (starting with http:// or https://)';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const INVALID_IMAGE = 'Please choose a PNG, JPG or GIF image up to 10MB';

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isEmailAddress(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

export function isAcceptableImage(file: File): boolean {
  return IMAGE_TYPES.split(',').includes(file.type) && file.size <= MAX_IMAGE_BYTES;
}

/** A stored address fit for a link: only http(s), so nothing else (`javascript:`) ever becomes an href. */
export function externalUrl(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && isHttpUrl(trimmed) ? trimmed : null;
}

/** The first message per invalid field; an empty object means the form may be sent. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
