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

/** Every module a file imports, static or dynamic, as a path from the project root (packages by name). */
function importsOf(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  const patterns = [
    /\b(?:import|export)\s[^'"]*?\bfrom\s*['"]([^'"]+)['"]/g,
    /\bimport\s*['"]([^'"]+)['"]/g,
    /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g,
  ];
  return patterns
    .flatMap((pattern) => [...source.matchAll(pattern)].map((m) => m[1] as string))
    .map((s) => (s.startsWith('.') ? relative(root, resolve(dirname(file), s)) : s));
}

/** Each import of the files under `dir` that `allowed` refuses, as "file imports target". */
function breaches(dir: string, allowed: (target: string) => boolean): string[] {
  return sourceFiles(join(root, dir)).flatMap((file) =>
    importsOf(file)
      .filter((target) => !allowed(target))
      .map((target) => `${relative(root, file)} imports ${target}`),
  );
}

/** What an application layer may import: neither the store, the screens nor Preact (the signals' core only). */
const frameworkFree = (t: string) =>
  !t.startsWith('src/store') &&
  !t.startsWith('src/ui') &&
  t !== 'preact' &&
  !t.startsWith('preact/') &&
  t !== '@preact/signals';

/** The session's storage ports: the only part of the session the store may know. */
const PORTS = [
  'src/session/gameStorage',
  'src/session/libraryStorage',
  'src/session/boardStorage',
  'src/session/deckStorage',
  'src/session/backupStorage',
];

describe('each layer imports only what is beneath it', () => {
  it('finds the sources it checks', () => {
    expect(sourceFiles(join(root, 'src/session')).length).toBeGreaterThan(5);
    expect(importsOf(join(root, 'src/session/gameSession.ts'))).toContain('src/session/gameStorage');
  });

  it('the session uses neither the store, the screens nor Preact: only the engine, the file formats and the signals', () => {
    expect(breaches('src/session', frameworkFree)).toEqual([]);
  });

  it('the calculator’s application layer is framework-free alike, the session’s ports its only way to storage', () => {
    expect(sourceFiles(join(root, 'src/calculator')).length).toBeGreaterThan(5);
    expect(breaches('src/calculator', frameworkFree)).toEqual([]);
  });

  it('the store knows of the session only its storage ports', () => {
    expect(breaches('src/store', (t) => !t.startsWith('src/session') || PORTS.includes(t))).toEqual([]);
  });

  it('the screens never use the store (only the start-up wires it in), nor run the engine’s commands themselves', () => {
    const engineRuns = ['src/rules/game/applyCommand', 'src/rules/game/replay'];
    expect(breaches('src/ui', (t) => !t.startsWith('src/store') && !engineRuns.includes(t))).toEqual([]);
  });
});
