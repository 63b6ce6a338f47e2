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
