/**
 * The installed app's icons, drawn at build time from the RacePro mark (src/web/public/favicon.svg: a gold "R" whose
 * leg runs on like a racing line, on the brand green), as PNGs at the sizes browsers ask for. Drawn here with pngjs
 * (no browser, nothing downloaded): the mark is five strokes, so a point is gold when it lies within half a stroke of
 * one; pixels an edge crosses are sampled 4 x 4 for smooth edges.
 */
import { PNG } from 'pngjs';

const BRAND = [0x0b, 0x3d, 0x2e] as const;
const GOLD = [0xc9, 0xa2, 0x27] as const;

/** The mark in the favicon's 32-unit box: `M9 23V9h7.5a4.5 4.5 0 0 1 0 9H13m3 0 5 5`, stroke 3, round caps. */
const STROKE_HALF = 1.5;
const LINES: ReadonlyArray<readonly [number, number, number, number]> = [
  [9, 23, 9, 9],
  [9, 9, 16.5, 9],
  [16.5, 18, 13, 18],
  [16, 18, 21, 23],
];
/** The bowl of the "R": the right half of a circle about (16.5, 13.5), radius 4.5. */
const BOWL = { x: 16.5, y: 13.5, r: 4.5 };
/** The favicon's tile corner radius. */
const TILE_RADIUS = 7;

const length = (x: number, y: number) => Math.sqrt(x * x + y * y);

const distanceToLine = (
  px: number,
  py: number,
  [x1, y1, x2, y2]: readonly [number, number, number, number],
) => {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)));
  return length(px - (x1 + t * dx), py - (y1 + t * dy));
};

const distanceToBowl = (px: number, py: number) =>
  px >= BOWL.x
    ? Math.abs(length(px - BOWL.x, py - BOWL.y) - BOWL.r)
    : Math.min(length(px - BOWL.x, py - (BOWL.y - BOWL.r)), length(px - BOWL.x, py - (BOWL.y + BOWL.r)));

/** How far a point of the 32-unit box is from the mark's centre line. */
const distanceToMark = (x: number, y: number): number => {
  let distance = distanceToBowl(x, y);
  for (const line of LINES) distance = Math.min(distance, distanceToLine(x, y, line));
  return distance;
};

/** Whether a point of the 32-unit box is on the mark's gold strokes. */
export const isOnMark = (x: number, y: number): boolean => distanceToMark(x, y) <= STROKE_HALF;

/** How far a point is outside the favicon's rounded tile (negative inside). */
const outsideTile = (x: number, y: number): number => {
  const qx = Math.abs(x - 16) - (16 - TILE_RADIUS);
  const qy = Math.abs(y - 16) - (16 - TILE_RADIUS);
  return length(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - TILE_RADIUS;
};

export type TIconKind = 'any' | 'full-bleed';

/**
 * An icon `size` pixels square. `any`: the favicon's rounded tile on transparency. `full-bleed`: green to the edges
 * with the mark at `markScale` about the centre, for a maskable icon (the platform cuts its own shape; the mark stays
 * inside the central safe circle, 80% of the width) and the apple-touch-icon (iOS rounds the corners itself).
 */
export const drawIcon = (size: number, kind: TIconKind, markScale = 1): PNG => {
  const png = new PNG({ width: size, height: size });
  const samples = 4;
  const unit = 32 / size;
  const markAt = (x: number, y: number) =>
    distanceToMark(16 + (x - 16) / markScale, 16 + (y - 16) / markScale);
  // Shares of a pixel on the tile and on the mark: sampled 4 x 4 only where an edge passes within the pixel.
  const cover = (px: number, py: number, inside: (x: number, y: number) => number) => {
    const centre = inside((px + 0.5) * unit, (py + 0.5) * unit);
    if (Math.abs(centre) > unit) return centre < 0 ? 1 : 0;
    let count = 0;
    for (let sy = 0; sy < samples; sy++)
      for (let sx = 0; sx < samples; sx++)
        if (inside((px + (sx + 0.5) / samples) * unit, (py + (sy + 0.5) / samples) * unit) <= 0) count++;
    return count / (samples * samples);
  };
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const tile = kind === 'full-bleed' ? 1 : cover(px, py, outsideTile);
      const gold = tile === 0 ? 0 : cover(px, py, (x, y) => (markAt(x, y) - STROKE_HALF) * markScale);
      const offset = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel++)
        png.data[offset + channel] = Math.round(BRAND[channel]! + (GOLD[channel]! - BRAND[channel]!) * gold);
      png.data[offset + 3] = Math.round(255 * tile);
    }
  }
  return png;
};

/** The icons the web app manifest and index.html name (src/web/public/manifest.webmanifest), by path. */
export const APP_ICONS = [
  { path: 'icons/icon-192.png', size: 192, kind: 'any', markScale: 1 },
  { path: 'icons/icon-512.png', size: 512, kind: 'any', markScale: 1 },
  { path: 'icons/icon-maskable-512.png', size: 512, kind: 'full-bleed', markScale: 0.8 },
  { path: 'icons/apple-touch-icon.png', size: 180, kind: 'full-bleed', markScale: 0.85 },
] as const satisfies ReadonlyArray<{ path: string; size: number; kind: TIconKind; markScale: number }>;

/** Each icon as PNG bytes, by its path under the web root. */
export const renderAppIcons = (): Array<{ path: string; bytes: Buffer }> =>
  APP_ICONS.map(({ path, size, kind, markScale }) => ({
    path,
    bytes: PNG.sync.write(drawIcon(size, kind, markScale)),
  }));
