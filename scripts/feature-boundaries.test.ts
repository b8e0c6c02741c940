import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Features never import each other (bulletproof-react's rule): they meet in the app shell, and what two of them need
 * lives in src/web/lib, src/web/components or src/domain. Biome's noRestrictedImports enforces it per feature folder;
 * this test makes sure every feature has that override and, independently of Biome's pattern matching, that no import
 * in a feature resolves into another feature.
 */
const FEATURES = path.resolve('src/web/features');

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });

const featureOf = (file: string): string | null => {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] ?? null);
};

const resolveImport = (from: string, specifier: string): string | null => {
  if (specifier.startsWith('~/')) return path.resolve('src', specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(from), specifier);
  return null;
};

describe('feature boundaries', () => {
  const features = fs
    .readdirSync(FEATURES)
    .filter((name) => fs.statSync(path.join(FEATURES, name)).isDirectory());

  it('every feature folder has the Biome override that forbids importing another feature', () => {
    const config = JSON.parse(fs.readFileSync('biome.json', 'utf8')) as {
      overrides: Array<{ includes?: string[]; linter?: unknown }>;
    };
    const guarded = new Set(
      config.overrides
        .filter((o) => JSON.stringify(o.linter ?? {}).includes('features never import each other'))
        .flatMap((o) => o.includes ?? [])
        .map((glob) => glob.replace(/^src\/web\/features\//, '').replace(/\/\*\*$/, '')),
    );
    expect(features.filter((feature) => !guarded.has(feature))).toEqual([]);
  });

  it('no file in a feature imports from another feature', () => {
    const crossings = features.flatMap((feature) =>
      filesUnder(path.join(FEATURES, feature)).flatMap((file) => {
        const source = fs.readFileSync(file, 'utf8');
        return [
          ...source.matchAll(
            /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
          ),
        ]
          .map((match) => match[1] ?? match[2] ?? '')
          .filter((specifier) => {
            const target = resolveImport(file, specifier);
            const owner = target ? featureOf(target) : null;
            return owner !== null && owner !== feature;
          })
          .map((specifier) => `${path.relative('.', file)} -> ${specifier}`);
      }),
    );
    expect(crossings).toEqual([]);
  });
});
