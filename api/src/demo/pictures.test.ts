import sharp from 'sharp';
import { demoCover, demoPortrait, monogram } from './pictures';

describe('the demo pictures', () => {
  it("marks a show's cover with its monogram, never its title", () => {
    expect(monogram('Filosofiska samtal')).toBe('FS');
    expect(monogram('Öl och bryggeri')).toBe('ÖO');
    expect(monogram('Pensionspodden')).toBe('P');
    expect(monogram('“Mind” & Matters')).toBe('MM');
  });

  it('draws square PNGs of the asked size', async () => {
    for (const picture of [await demoCover('Green Code', 2, 320), await demoPortrait(5, 200)]) {
      const { format, width, height } = await sharp(picture).metadata();
      expect(format).toBe('png');
      expect(width).toBe(height);
    }
    expect((await sharp(await demoCover('Green Code', 2, 320)).metadata()).width).toBe(320);
  });

  it('gives each seed its own picture, and the same one every time', async () => {
    const [first, again, other] = await Promise.all([demoPortrait(3, 64), demoPortrait(3, 64), demoPortrait(4, 64)]);
    expect(first.equals(again)).toBe(true);
    expect(first.equals(other)).toBe(false);
  });
});
