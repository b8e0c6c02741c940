import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { APP_ICONS, drawIcon, isOnMark, renderAppIcons } from './app-icons';

const pixel = (png: PNG, x: number, y: number) => {
  const offset = (y * png.width + x) * 4;
  return [...png.data.subarray(offset, offset + 4)];
};
const GOLD = [0xc9, 0xa2, 0x27, 255];
const BRAND = [0x0b, 0x3d, 0x2e, 255];

describe('the app icons', () => {
  it('trace the favicon\'s "R": its stem and leg are gold, its counter and the tile around it are not', () => {
    expect(isOnMark(9, 16)).toBe(true); // the stem
    expect(isOnMark(21, 13.5)).toBe(true); // the bowl's outer edge
    expect(isOnMark(18.5, 20.5)).toBe(true); // the leg
    expect(isOnMark(14, 13.5)).toBe(false); // inside the bowl
    expect(isOnMark(26, 6)).toBe(false);
  });

  it('are PNGs of the sizes the manifest and index.html name', () => {
    const rendered = renderAppIcons();
    expect(rendered.map((icon) => icon.path)).toEqual(APP_ICONS.map((icon) => icon.path));
    for (const [index, icon] of rendered.entries()) {
      const png = PNG.sync.read(icon.bytes);
      expect([png.width, png.height]).toEqual([APP_ICONS[index]!.size, APP_ICONS[index]!.size]);
    }
  });

  it('the "any" icon is the rounded tile (transparent corners); the maskable one is green to the edges', () => {
    const any = drawIcon(192, 'any');
    expect(pixel(any, 0, 0)[3]).toBe(0);
    expect(pixel(any, 96, 20)).toEqual(BRAND);
    expect(pixel(any, Math.round((9 / 32) * 192), 96)).toEqual(GOLD);
    const maskable = drawIcon(512, 'full-bleed', 0.8);
    expect(pixel(maskable, 0, 0)).toEqual(BRAND);
    expect(pixel(maskable, 511, 511)).toEqual(BRAND);
  });

  it('keeps the maskable mark inside the safe zone (a circle of 40% of the width about the centre)', () => {
    const size = 512;
    const maskable = drawIcon(size, 'full-bleed', 0.8);
    let farthest = 0;
    for (let y = 0; y < size; y += 2)
      for (let x = 0; x < size; x += 2)
        if (pixel(maskable, x, y)[0] !== BRAND[0])
          farthest = Math.max(farthest, Math.hypot(x - 256, y - 256));
    expect(farthest).toBeGreaterThan(0);
    expect(farthest).toBeLessThan(0.4 * size);
  });
});
