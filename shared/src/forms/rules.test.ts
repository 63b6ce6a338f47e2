import {
  INVALID_IMAGE,
  INVALID_URL,
  MAX_IMAGE_BYTES,
  externalUrl,
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

  it('turns only http(s) addresses into links', () => {
    expect(externalUrl(' https://x.com/ada ')).toBe('https://x.com/ada');
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('')).toBeNull();
    expect(externalUrl(null)).toBeNull();
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
