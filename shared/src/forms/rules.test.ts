import { i18n } from '../i18n/i18n';
import {
  INVALID_EMAIL,
  IMAGE_HINT,
  INVALID_IMAGE,
  INVALID_URL,
  MAX_IMAGE_BYTES,
  emailRule,
  imageRule,
  isAcceptableImage,
  urlRule,
} from './rules';

function image(type: string, bytes = 10): File {
  const file = new File(['x'], 'picture', { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('field rules', () => {
  it('accepts empty or http(s) web addresses only', () => {
    expect(urlRule.validate('')).toBe(true);
    expect(urlRule.validate(' https://podbridge.se ')).toBe(true);
    expect(urlRule.validate('http://example.com/show')).toBe(true);
    expect(urlRule.validate('ftp://example.com')).toBe(INVALID_URL);
    expect(urlRule.validate('example.com')).toBe(INVALID_URL);
    expect(INVALID_URL).toBe('Please enter a valid URL (starting with http:// or https://)');
  });

  it('accepts PNG, JPEG, GIF and WebP images up to 10MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
      expect(isAcceptableImage(image(type))).toBe(true);
    expect(isAcceptableImage(image('image/svg+xml'))).toBe(false);
    expect(isAcceptableImage(image('application/pdf'))).toBe(false);
    expect(isAcceptableImage(image('image/png', MAX_IMAGE_BYTES))).toBe(true);
    expect(isAcceptableImage(image('image/png', MAX_IMAGE_BYTES + 1))).toBe(false);
  });

  it('lets an optional image be empty and names the rule otherwise', () => {
    expect(imageRule.validate(null)).toBe(true);
    expect(imageRule.validate(image('text/plain'))).toBe(INVALID_IMAGE);
    expect(INVALID_IMAGE).toBe('Please choose a PNG, JPG or GIF image up to 10MB');
  });
});

describe("field rules in the site's language", () => {
  it('keep the English constants and the English texts the same', () => {
    expect(emailRule.validate('ada@')).toBe(INVALID_EMAIL);
    expect(i18n.t('forms.imageHint')).toBe(IMAGE_HINT);
  });

  it('give their messages in Swedish on the Swedish site', async () => {
    await i18n.changeLanguage('sv');
    expect(urlRule.validate('example.com')).toBe('Ange en giltig webbadress (som börjar med http:// eller https://)');
    expect(emailRule.validate('ada@')).toBe('Ange en giltig e-postadress');
    expect(imageRule.validate(image('text/plain'))).toBe('Välj en PNG-, JPG- eller GIF-bild på högst 10 MB');
    expect(emailRule.validate(' ada@podbridge.se ')).toBe(true);
  });
});
