import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * The server's import graph, file by file, for the architecture tests (src/server/architecture.test.ts). Each
 * `import` / `export ... from` / `import()` / `require()` of a relative path or the `~/` alias (src/) is resolved to
 * a file; packages and `node:` modules are left out. `import type` counts as an edge too: a plugin whose types name
 * a module depends on that module as much as one that calls it.
 */
export type TImportGraph = Map<string, string[]>;

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '/index.ts', '/index.tsx'];

/** The file an import names (`.js` written for `.ts` included), or null when it is not a source file. */
export const resolveSpecifier = (srcRoot: string, from: string, specifier: string): string | null => {
  const base = specifier.startsWith('~/')
    ? path.join(srcRoot, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (base === null) return null;
  const candidates = [base, base.replace(/\.js$/, '.ts'), ...EXTENSIONS.map((ext) => base + ext)];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
};

/** Every specifier a file imports or re-exports, type-only ones included (TypeScript's own scanner). */
export const importSpecifiers = (source: string): string[] =>
  ts.preProcessFile(source, true, true).importedFiles.map((reference) => reference.fileName);

const sourceFilesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFilesUnder(full);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });

/** The graph of every source file under `dir` (absolute paths), edges to any resolved file under `srcRoot`. */
export const importGraph = (srcRoot: string, dir: string): TImportGraph => {
  const graph: TImportGraph = new Map();
  for (const file of sourceFilesUnder(dir)) {
    const targets = importSpecifiers(fs.readFileSync(file, 'utf8'))
      .map((specifier) => resolveSpecifier(srcRoot, file, specifier))
      .filter((target): target is string => target !== null && target !== file);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
};

/** The shortest loop from `start` back to itself inside `members` (breadth first), or null. */
const shortestLoop = (graph: TImportGraph, members: Set<string>, start: string): string[] | null => {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [file];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]!)!);
        return [...loop, start];
      }
      if (!cameFrom.has(next) && next !== start) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
};

/**
 * Import cycles, each as its nodes in import order with the first repeated at the end. The strongly connected
 * components (Tarjan) hold every cycle; each is reported as the shortest loop through each of its nodes, rotated to
 * start at its alphabetically first node and without repeats, so a tangle shows its distinct loops, not all of them.
 */
export const importCycles = (graph: TImportGraph): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;

  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);

  const loops = new Map<string, string[]>();
  for (const component of components) {
    const members = new Set(component);
    for (const node of component) {
      const loop = shortestLoop(graph, members, node);
      if (!loop) continue;
      const ring = loop.slice(0, -1);
      const first = ring.indexOf([...ring].sort()[0]!);
      const rotated = [...ring.slice(first), ...ring.slice(0, first)];
      loops.set(rotated.join('\0'), [...rotated, rotated[0]!]);
    }
  }
  return [...loops.values()].sort((a, b) => a.join().localeCompare(b.join()));
};

/**
 * The folder (layer) a server file belongs to: `db`, `plugins`, `setup`..., a module (`modules/tips`), or a file at
 * the server's root on its own (`app.ts`, `config.ts`); null for test code (`*.test.ts`, anything under a `test/`
 * folder), which sits above every layer and is left out.
 */
export const layerOf = (serverRoot: string, file: string): string | null => {
  const parts = path.relative(serverRoot, file).split(path.sep);
  if (parts[0] === '..' || parts.includes('test') || /\.test\.tsx?$/.test(file)) return null;
  if (parts.length === 1) return parts[0]!;
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0]!;
};

/**
 * The graph between layers: an edge wherever a file of one imports a file of another, with one such file import
 * kept as its witness (`witness.get('db|modules/auth')`), so a report can say which import makes each step.
 */
export const layerGraph = (
  serverRoot: string,
  graph: TImportGraph,
): { graph: TImportGraph; witness: Map<string, string> } => {
  const layers: TImportGraph = new Map();
  const witness = new Map<string, string>();
  for (const [file, targets] of graph) {
    const from = layerOf(serverRoot, file);
    if (from === null) continue;
    const edges = layers.get(from) ?? [];
    layers.set(from, edges);
    for (const target of targets) {
      const to = layerOf(serverRoot, target);
      if (to === null || to === from) continue;
      if (!edges.includes(to)) edges.push(to);
      if (!witness.has(`${from}|${to}`))
        witness.set(
          `${from}|${to}`,
          `${path.relative(serverRoot, file)} -> ${path.relative(serverRoot, target)}`,
        );
    }
  }
  return { graph: layers, witness };
};
