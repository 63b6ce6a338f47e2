/**
 * A default image of PodBridge's: white line drawing `drawing` (SVG elements on a 400x400 canvas) on the brand
 * gradient, as a data URL, for items that have no image of their own.
 */
export function brandArtwork(drawing: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="#312e81"/><stop offset="0.45" stop-color="#4338ca"/><stop offset="1" stop-color="#7c3aed"/>` +
      `</linearGradient></defs><rect width="400" height="400" fill="url(#g)"/>` +
      `<g fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round" opacity="0.92">` +
      drawing +
      `</g></svg>`,
  )}`;
}

/** Colour pairs of the monogram placeholders: deep enough for white letters on both ends of the gradient. */
const MONOGRAM_PALETTES = [
  ['#312e81', '#7c3aed'],
  ['#0f766e', '#0e7490'],
  ['#9a3412', '#be123c'],
  ['#1e3a8a', '#0369a1'],
  ['#3f6212', '#15803d'],
  ['#6b21a8', '#be185d'],
  ['#334155', '#475569'],
  ['#854d0e', '#c2410c'],
] as const;

/** Up to two initials of `name`: the first letters of its first two words ("Filosofiska samtal" -> "FS"). */
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  const initials = words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase())
    .join('');
  return initials || '?';
}

/**
 * A generated picture for an item without one of its own: its initials, large and white, on a gradient picked by
 * `seed` (a category's id, so shows of one category share a colour). Unlike a title printed on a square it does
 * not repeat the text beside it, and unlike one default image it tells two items apart. An SVG data URL.
 */
export function monogramArtwork(name: string, seed: number): string {
  const [from, to] = MONOGRAM_PALETTES[Math.abs(Math.trunc(seed)) % MONOGRAM_PALETTES.length]!;
  const initials = initialsOf(name).replace(/[<>&'"]/g, '');
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>` +
      `</linearGradient></defs><rect width="400" height="400" fill="url(#g)"/>` +
      `<circle cx="330" cy="70" r="120" fill="#fff" opacity="0.07"/>` +
      `<text x="200" y="200" dy="0.35em" text-anchor="middle" fill="#fff" font-size="150" font-weight="700" ` +
      `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" letter-spacing="4">${initials}</text>` +
      `</svg>`,
  )}`;
}
