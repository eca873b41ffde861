/**
 * The sources' shape beyond the engine's folder layers (test/rules/layers.test.ts): no loop in the order
 * files load anywhere in src, and an engine entry that names what it exports.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    return item.isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(item.name) ? [path] : [];
  });
}

/** The file a relative import names, from the project root, with its extension; undefined for a package. */
function fileOf(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = relative(root, resolve(dirname(join(root, from)), specifier));
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find((f) => files.has(f));
}

interface Import {
  readonly target: string;
  /** Only types are taken: nothing of the target runs when the importer loads. */
  readonly typeOnly: boolean;
}

/** The source files a file imports or re-exports from, each with whether only its types are taken. */
function importsOf(file: string, files: ReadonlySet<string>): Import[] {
  const source = readFileSync(join(root, file), 'utf8');
  const statement = /^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s*'([^']+)'/gms;
  return [...source.matchAll(statement)].flatMap(([, typeWord, clause = '', specifier = '']) => {
    const target = fileOf(file, specifier, files);
    if (target === undefined) return [];
    const names = /^\{([^}]*)\}$/s
      .exec(clause.trim())?.[1]
      ?.split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    const typeOnly = typeWord !== undefined || (names !== undefined && names.every((n) => n.startsWith('type ')));
    return [{ target, typeOnly }];
  });
}

/** Each group of files whose imports that run at load time lead round from one to another. */
function loadOrderLoops(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const loops: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) === index.get(file)) {
      const group: string[] = [];
      for (let f = stack.pop(); f !== undefined; f = f === file ? undefined : stack.pop()) group.push(f);
      if (group.length > 1) loops.push(group.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return loops;
}

const files = new Set(sourceFiles(join(root, 'src')).map((f) => relative(root, f)));
const imports = new Map([...files].map((f) => [f, importsOf(f, files)]));

describe('the load order and the engine’s entry', () => {
  it('reads the imports it checks, and tells type imports from those that run', () => {
    const grande = imports.get('src/rules/play/grandeMove.ts') ?? [];
    expect(grande).toContainEqual({ target: 'src/rules/state/types.ts', typeOnly: true });
    expect(grande).toContainEqual({ target: 'src/rules/table/checks.ts', typeOnly: false });
    expect(
      loadOrderLoops(
        new Map([
          ['a', ['b']],
          ['b', ['c', 'a']],
          ['c', []],
        ]),
      ),
    ).toEqual([['a', 'b']]);
  });

  it('no loop in the order the sources load: each file’s imports that run lead back to none of them', () => {
    const runs = new Map([...imports].map(([f, list]) => [f, list.filter((i) => !i.typeOnly).map((i) => i.target)]));
    expect(loadOrderLoops(runs)).toEqual([]);
  });

  it('the engine’s entry names what it exports: nothing passed on wholesale, none of the engine’s helpers', () => {
    const entry = readFileSync(join(root, 'src/rules/index.ts'), 'utf8');
    expect(entry).not.toMatch(/export \*/);
    expect(entry).not.toMatch(/from '[^']*_lib/);
  });
});
