import sharp from 'sharp';

const PALETTES = [
  ['#0f2027', '#2c5364'], ['#ff512f', '#dd2476'], ['#1d976c', '#93f9b9'], ['#4568dc', '#b06ab3'],
  ['#f7971e', '#ffd200'], ['#00467f', '#a5cc82'], ['#8e2de2', '#4a00e0'], ['#ee0979', '#ff6a00'],
  ['#134e5e', '#71b280'], ['#c94b4b', '#4b134f'], ['#232526', '#414345'], ['#3a1c71', '#ffaf7b'],
];

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]!);

/** Splits a title into lines of about `width` characters for the cover. */
function lines(text: string, width: number): string[] {
  const result: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = result.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) result[result.length - 1] = `${last} ${word}`;
    else result.push(word);
  }
  return result;
}

/** A square PNG drawn locally: a gradient, a circle motif and the text; `seed` picks the colours. */
export function demoPicture(text: string, seed: number, size = 1400): Promise<Buffer> {
  const [from, to] = PALETTES[seed % PALETTES.length]!;
  const textLines = lines(text, 14).slice(0, 4);
  // Bold sans-serif glyphs are about 0.62 em wide: the longest line fills at most 85% of the width.
  const longest = Math.max(...textLines.map((line) => line.length));
  const fontSize = Math.round(Math.min(size / (textLines.length > 2 ? 11 : 9), (size * 0.85) / (longest * 0.62)));
  const top = size / 2 - ((textLines.length - 1) * fontSize * 1.2) / 2;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${size * 0.82}" cy="${size * 0.18}" r="${size * 0.3}" fill="#ffffff" fill-opacity="0.08"/>
  <circle cx="${size * 0.12}" cy="${size * 0.9}" r="${size * 0.22}" fill="#000000" fill-opacity="0.08"/>
  ${textLines
    .map(
      (line, index) =>
        `<text x="50%" y="${top + index * fontSize * 1.2}" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="${fontSize}" fill="#ffffff" text-anchor="middle" dominant-baseline="middle">${escapeXml(line)}</text>`,
    )
    .join('\n  ')}
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
