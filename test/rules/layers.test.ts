import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedSpecifiers } from '../support/importedSpecifiers';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const rulesDir = join(root, 'src/rules');
const publicEntry = join(rulesDir, 'index.ts');

/** The engine's folders, lowest first: each may import only from the folders before it. */
const LAYERS = ['state', 'board', 'editions', 'modules', 'scoring', 'table', 'play', 'cards', 'flow', 'game'] as const;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return item.name === 'node_modules' || item.name.startsWith('.') ? [] : sourceFiles(path);
    return /\.(tsx?|mjs)$/.test(item.name) ? [path] : [];
  });
}

/** The file a relative specifier names, as the bundler finds it (a folder means its index). */
function resolveFile(from: string, specifier: string): string {
  const base = resolve(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? base;
}

/**
 * A module's folder (modules/<id>/) spans the layers: each of its files is named by its role, and the
 * role says the layer it sits in, so a module's play may use its board data but never the other way.
 * A role with several files is a folder of that name (modules/<id>/play/limitTable.ts is play).
 */
export const MODULE_FILE_LAYERS: Readonly<Record<string, (typeof LAYERS)[number]>> = {
  state: 'state',
  module: 'modules',
  scoring: 'scoring',
  play: 'play',
  cards: 'cards',
  effects: 'cards',
  queries: 'game',
};

/** A file inside a module's folder: the module's id and the file's role (its name, or its folder's). */
const moduleFile = (file: string): { id: string; role: string } | undefined => {
  const [top, id, name, ...deeper] = relative(rulesDir, file).split(sep);
  if (top !== 'modules' || name === undefined || deeper.length > 1) return undefined;
  return { id: id ?? '', role: name.replace(/\.tsx?$/, '') };
};

/** The engine layer a file belongs to ('' for the public entry itself). */
const folderOf = (file: string): string => {
  const inModule = moduleFile(file);
  if (inModule) return MODULE_FILE_LAYERS[inModule.role] ?? `modules/${inModule.id}/${inModule.role}`;
  return relative(rulesDir, file).split(sep).slice(0, -1)[0] ?? '';
};

/** Folder-to-folder imports inside the engine, each with one file that makes it. */
export function folderImports(files: readonly { file: string; source: string }[]): Map<string, string> {
  const edges = new Map<string, string>();
  for (const { file, source } of files) {
    for (const specifier of importedSpecifiers(source).filter((s) => s.startsWith('.'))) {
      const from = folderOf(file);
      const to = folderOf(resolveFile(file, specifier));
      if (from !== to) edges.set(`${from} -> ${to}`, relative(rulesDir, file));
    }
  }
  return edges;
}

/** A loop among the folders, as the path round it, or undefined when there is none. */
export function findLoop(edges: Iterable<string>): string[] | undefined {
  const next = new Map<string, string[]>();
  for (const edge of edges) {
    const [from = '', to = ''] = edge.split(' -> ');
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | undefined => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return undefined;
    for (const to of next.get(node) ?? []) {
      const loop = visit(to, [...path, node]);
      if (loop) return loop;
    }
    done.add(node);
    return undefined;
  };
  for (const node of next.keys()) {
    const loop = visit(node, []);
    if (loop) return loop;
  }
  return undefined;
}

const engineFiles = () => sourceFiles(rulesDir).map((file) => ({ file, source: readFileSync(file, 'utf8') }));

describe("the engine's shape", () => {
  it('has exactly the layered folders and the public entry', () => {
    const folders = readdirSync(rulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(folders.sort()).toEqual([...LAYERS].sort());
    const loose = readdirSync(rulesDir).filter((name) => !folders.includes(name));
    expect(loose).toEqual(['index.ts']);
  });

  it('imports each folder only from the folders below it, so no folders import each other in a loop', () => {
    const edges = folderImports(engineFiles());
    expect(edges.size).toBeGreaterThan(10);
    const upward = [...edges]
      .filter(([edge]) => {
        const [from = '', to = ''] = edge.split(' -> ');
        if (from === '') return false;
        return LAYERS.indexOf(to as (typeof LAYERS)[number]) >= LAYERS.indexOf(from as (typeof LAYERS)[number]);
      })
      .map(([edge, file]) => `${edge} (in ${file})`);
    expect(upward).toEqual([]);
    expect(findLoop(edges.keys())).toBeUndefined();
  });

  it("names every file of a module's folder by a role that says its layer", () => {
    const files = sourceFiles(join(rulesDir, 'modules')).flatMap((file) => moduleFile(file) ?? []);
    expect(files.length).toBeGreaterThan(20);
    const unknown = files.filter(({ role }) => MODULE_FILE_LAYERS[role] === undefined);
    expect(unknown.map(({ id, role }) => `modules/${id}/${role}`)).toEqual([]);
  });

  it("reads a module file's layer from its role", () => {
    expect(folderOf(join(rulesDir, 'modules/church/play.ts'))).toBe('play');
    expect(folderOf(join(rulesDir, 'modules/church/module.ts'))).toBe('modules');
    expect(folderOf(join(rulesDir, 'modules/power-shift/state.ts'))).toBe('state');
    expect(folderOf(join(rulesDir, 'modules/index.ts'))).toBe('modules');
    expect(folderOf(join(rulesDir, 'modules/church/helpers.ts'))).toBe('modules/church/helpers');
    expect(folderOf(join(rulesDir, 'modules/church/play/extra.ts'))).toBe('play');
    expect(folderOf(join(rulesDir, 'modules/church/helpers/extra.ts'))).toBe('modules/church/helpers');
  });

  it('keeps the core free of everything else in the engine', () => {
    const imports = [...folderImports(engineFiles())].filter(([edge]) => edge.startsWith('state -> '));
    expect(imports).toEqual([]);
  });

  it('finds a loop between folders when there is one', () => {
    expect(findLoop(['game -> flow', 'flow -> cards', 'cards -> game'])).toEqual(['game', 'flow', 'cards', 'game']);
    expect(findLoop(['game -> flow', 'flow -> cards', 'game -> cards'])).toBeUndefined();
  });
});

describe('everything outside the engine uses its one public entry', () => {
  /** Files outside src/rules (the engine's own unit tests excepted) that import an engine file other than index.ts. */
  function privateImports(files: readonly string[]): string[] {
    return files.flatMap((file) =>
      importedSpecifiers(readFileSync(file, 'utf8'))
        .filter((s) => s.startsWith('.'))
        .map((s) => [s, resolveFile(file, s)] as const)
        .filter(([, target]) => target.startsWith(rulesDir + sep) && target !== publicEntry)
        .map(([s]) => `${relative(root, file)} imports "${s}"`),
    );
  }

  it('imports the engine only through src/rules/index.ts, types too', () => {
    const outside = ['src', 'scripts', 'test', 'bin']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .filter((file) => !file.startsWith(rulesDir + sep) && !file.startsWith(join(root, 'test/rules') + sep));
    expect(outside.length).toBeGreaterThan(100);
    expect(privateImports(outside)).toEqual([]);
  });

  it('would catch an import of an engine file other than the entry', () => {
    const file = join(root, 'src/ui/App.tsx');
    const target = resolveFile(file, '../rules/game/applyCommand');
    expect(target.startsWith(rulesDir)).toBe(true);
    expect(target).not.toBe(publicEntry);
    expect(resolveFile(file, '../rules')).toBe(publicEntry);
  });
});
