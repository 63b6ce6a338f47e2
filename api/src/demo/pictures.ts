import sharp from 'sharp';

/*
 * The demo's pictures, drawn locally (no network): show artwork and portraits, so the demo looks like a living site.
 * Neither repeats the text printed beside it: a cover carries the show's monogram and a motif, a portrait a person.
 * `seed` picks the colours and shapes, so each demo item keeps its picture from one seed to the next.
 */

const COVER_PALETTES = [
  ['#0f2027', '#2c5364'],
  ['#ff512f', '#dd2476'],
  ['#1d976c', '#93f9b9'],
  ['#4568dc', '#b06ab3'],
  ['#f7971e', '#ffd200'],
  ['#00467f', '#a5cc82'],
  ['#8e2de2', '#4a00e0'],
  ['#ee0979', '#ff6a00'],
  ['#134e5e', '#71b280'],
  ['#c94b4b', '#4b134f'],
  ['#232526', '#414345'],
  ['#3a1c71', '#ffaf7b'],
];

const PORTRAIT_BACKGROUNDS = [
  ['#e0e7ff', '#c7d2fe'],
  ['#fde68a', '#fca5a5'],
  ['#bbf7d0', '#99f6e4'],
  ['#fbcfe8', '#ddd6fe'],
  ['#fed7aa', '#fde68a'],
  ['#bae6fd', '#c7d2fe'],
  ['#e9d5ff', '#fbcfe8'],
  ['#d9f99d', '#bbf7d0'],
];
const SKIN = ['#f1c7a5', '#e0ac88', '#c68863', '#8d5a3b', '#f5d6bf', '#a86f4c'];
const HAIR = ['#2b1d14', '#5a3825', '#b7793f', '#d9b26f', '#1f1f1f', '#8a8a8a', '#7c2d12'];
const CLOTHES = ['#4338ca', '#0f766e', '#c2410c', '#334155', '#7c3aed', '#be123c', '#0369a1'];

/** A small deterministic sequence of numbers in [0, 1) for `seed` (mulberry32). */
function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
  };
}

const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** A show's monogram: the first letters of its first two words ("Filosofiska samtal" -> "FS"). */
export function monogram(title: string): string {
  const words = title.match(/[\p{L}\p{N}]+/gu) ?? ['?'];
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
}

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

/** One of three motifs on a cover (sound bars, rings, a field of dots), in white over the gradient. */
function coverMotif(kind: number, random: () => number): string {
  if (kind === 0) {
    return Array.from({ length: 13 }, (_, index) => {
      const height = 8 + random() * 30;
      return `<rect x="${14 + index * 5.6}" y="${50 - height / 2}" width="3" height="${height}" rx="1.5" fill="#fff" fill-opacity="0.85"/>`;
    }).join('');
  }
  if (kind === 1) {
    const [cx, cy] = [62 + random() * 16, 30 + random() * 14];
    return [10, 19, 28, 37, 46]
      .map(
        (r, index) =>
          `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="#fff" stroke-width="2.2" stroke-opacity="${0.7 - index * 0.12}"/>`,
      )
      .join('');
  }
  return Array.from({ length: 36 }, (_, index) => {
    const [col, row] = [index % 6, Math.floor(index / 6)];
    return `<circle cx="${20 + col * 12}" cy="${12 + row * 10}" r="${0.8 + random() * 3.2}" fill="#fff" fill-opacity="0.8"/>`;
  }).join('');
}

/** A show's square artwork: a gradient, a motif and the show's monogram. */
export function demoCover(title: string, seed: number, size = 1400): Promise<Buffer> {
  const random = randomOf(seed);
  const [from, to] = COVER_PALETTES[seed % COVER_PALETTES.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100" height="100" fill="url(#g)"/>
  ${coverMotif(seed % 3, random)}
  <rect x="10" y="74" width="14" height="1.4" fill="#fff" fill-opacity="0.9"/>
  <text x="10" y="90" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="14" fill="#fff">${escapeXml(monogram(title))}</text>
</svg>`;
  return png(svg, size);
}

/** Hair drawn behind the head (long) and over it (every style), by style. */
function hair(style: number, color: string): { behind: string; over: string } {
  const cap = `<path d="M34 45 C33 29 42 24 50 24 C59 24 67 29 66 45 C63 36 57 33 50 33 C43 33 37 36 34 45 Z" fill="${color}"/>`;
  switch (style) {
    case 0: // long
      return {
        behind: `<path d="M32 48 C30 26 41 21 50 21 C60 21 71 26 68 48 L70 70 C62 74 38 74 30 70 Z" fill="${color}"/>`,
        over: cap,
      };
    case 1: // a bun
      return { behind: `<circle cx="50" cy="22" r="7.5" fill="${color}"/>`, over: cap };
    case 2: // very short
      return {
        behind: '',
        over: `<path d="M35 40 C35 29 43 26 50 26 C57 26 65 29 65 40 C61 34 56 32 50 32 C44 32 39 34 35 40 Z" fill="${color}"/>`,
      };
    default: // short with a side part
      return {
        behind: '',
        over: `<path d="M34 46 C32 28 42 23 51 23 C61 23 68 29 66 44 C60 38 52 31 41 34 C38 36 35 40 34 46 Z" fill="${color}"/>`,
      };
  }
}

/** A flat illustrated portrait: a person's head and shoulders on a soft background. */
export function demoPortrait(seed: number, size = 600): Promise<Buffer> {
  const random = randomOf(seed + 17);
  const [from, to] = PORTRAIT_BACKGROUNDS[seed % PORTRAIT_BACKGROUNDS.length]!;
  const skin = pick(SKIN, random);
  const { behind, over } = hair(Math.floor(random() * 4), pick(HAIR, random));
  const clothes = pick(CLOTHES, random);
  const glasses =
    random() < 0.35
      ? '<g fill="none" stroke="#1f2937" stroke-width="1.1"><circle cx="44" cy="46" r="3.6"/><circle cx="56" cy="46" r="3.6"/><path d="M47.6 46h4.8"/></g>'
      : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100" height="100" fill="url(#g)"/>
  ${behind}
  <path d="M14 100 C14 79 30 69 50 69 C70 69 86 79 86 100 Z" fill="${clothes}"/>
  <path d="M43 58 h14 v10 c0 4 -14 4 -14 0 Z" fill="${skin}"/>
  <path d="M42 69 L50 77 L58 69" fill="none" stroke="#fff" stroke-opacity="0.55" stroke-width="1.6"/>
  <ellipse cx="50" cy="45" rx="15" ry="17.5" fill="${skin}"/>
  ${over}
  <circle cx="44" cy="46.5" r="1.3" fill="#1f2937"/><circle cx="56" cy="46.5" r="1.3" fill="#1f2937"/>
  <path d="M45.5 54 Q50 57.5 54.5 54" fill="none" stroke="#7f1d1d" stroke-opacity="0.7" stroke-width="1.2" stroke-linecap="round"/>
  ${glasses}
</svg>`;
  return png(svg, size);
}
