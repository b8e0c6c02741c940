import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  importCycles,
  importGraph,
  importSpecifiers,
  layerGraph,
  layerOf,
  resolveSpecifier,
} from './test/import-graph';

/**
 * The server's layering (src/server/README.md): `db/` and `plugins/` are the floor every module stands on, so they
 * never import a module (a plugin is handed what it needs by the module that owns it); and no file imports itself
 * back through others. Type-only imports count: a plugin whose declarations name a module's types depends on it.
 */
const SRC = path.resolve('src');
const SERVER = path.join(SRC, 'server');
const MODULES = path.join(SERVER, 'modules');
const relative = (file: string) => path.relative(path.resolve('.'), file);

describe('server architecture', () => {
  const graph = importGraph(SRC, SERVER);

  it('reads every kind of import, type-only ones included, and resolves the ~/ alias', () => {
    expect(
      importSpecifiers(
        "import a from './a';\nimport type { B } from '../b';\nexport * from '~/c';\nconst d = await import('./d');",
      ),
    ).toEqual(['./a', '../b', '~/c', './d']);
    expect(resolveSpecifier(SRC, path.join(SERVER, 'app.ts'), '~/server/config')).toBe(
      path.join(SERVER, 'config.ts'),
    );
    expect(resolveSpecifier(SRC, path.join(SERVER, 'app.ts'), 'fastify')).toBeNull();
    expect(graph.size).toBeGreaterThan(100);
  });

  it('finds a cycle when there is one', () => {
    const cycles = importCycles(
      new Map([
        ['a', ['b']],
        ['b', ['c']],
        ['c', ['a', 'd']],
        ['d', []],
      ]),
    );
    expect(cycles).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('groups files into layers: a module folder, db, plugins, a root file; test code is left out', () => {
    const layer = (file: string) => layerOf(SERVER, path.join(SERVER, file));
    expect(layer('modules/chat/builtin/parse.ts')).toBe('modules/chat');
    expect(layer('db/schema/bets.ts')).toBe('db');
    expect(layer('plugins/sessions.ts')).toBe('plugins');
    expect(layer('app.ts')).toBe('app.ts');
    expect(layer('modules/tips/tips.test.ts')).toBeNull();
    expect(layer('modules/payments/test/fake-stripe.ts')).toBeNull();
    expect(layer('test/test-app.ts')).toBeNull();
  });

  it('plugins/ and db/ import nothing from modules/', () => {
    const crossings = [...graph].flatMap(([file, targets]) =>
      /^(plugins|db)\//.test(path.relative(SERVER, file))
        ? targets
            .filter((target) => target.startsWith(MODULES + path.sep))
            .map((t) => `${relative(file)} -> ${relative(t)}`)
        : [],
    );
    expect(crossings).toEqual([]);
  });

  it('only db/ and repositories (*.repository.ts) use Drizzle', () => {
    const users = [...graph.keys()].filter((file) => {
      const at = path.relative(SERVER, file);
      if (layerOf(SERVER, file) === null || at.startsWith(`db${path.sep}`) || at.endsWith('.repository.ts'))
        return false;
      return importSpecifiers(fs.readFileSync(file, 'utf8')).some((specifier) =>
        /^drizzle-orm(\/|$)/.test(specifier),
      );
    });
    expect(users.map(relative)).toEqual([]);
  });

  it('no import cycle among the server files', () => {
    const cycles = importCycles(graph).map((cycle) => cycle.map(relative).join(' -> '));
    expect(cycles).toEqual([]);
  });

  it('no import cycle among the server folders (db, plugins, each module, each file at the root)', () => {
    const layers = layerGraph(SERVER, graph);
    const cycles = importCycles(layers.graph).map((cycle) =>
      cycle
        .slice(0, -1)
        .map((layer, i) => `${layer} (${layers.witness.get(`${layer}|${cycle[i + 1]}`)})`)
        .join(' -> '),
    );
    expect(cycles).toEqual([]);
  });
});
