import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedSpecifiers } from '../support/importedSpecifiers';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const rulesDir = join(root, 'src/rules');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    return item.isDirectory() ? sourceFiles(path) : /\.tsx?$/.test(item.name) ? [path] : [];
  });
}

/** Why an import breaks the engine's isolation, or undefined when it stays inside src/rules. */
export function isolationBreach(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return `imports the package or built-in "${specifier}"`;
  const target = resolve(dirname(file), specifier);
  return relative(rulesDir, target).startsWith('..') ? `imports "${specifier}" from outside src/rules` : undefined;
}

describe('the rules engine imports nothing outside src/rules', () => {
  it('finds the engine sources', () => {
    expect(sourceFiles(rulesDir).length).toBeGreaterThan(10);
  });

  it('has no import that leaves src/rules, and no package or Node built-in', () => {
    const breaches = sourceFiles(rulesDir).flatMap((file) =>
      importedSpecifiers(readFileSync(file, 'utf8'))
        .map((specifier) => isolationBreach(file, specifier))
        .filter((breach): breach is string => breach !== undefined)
        .map((breach) => `${relative(root, file)} ${breach}`),
    );
    expect(breaches).toEqual([]);
  });

  it('would catch each kind of breach', () => {
    const file = join(rulesDir, 'scoring/scoreArea.ts');
    const sample = [
      "import { h } from 'preact';",
      "import type { X } from '../../store/db';",
      "export * from '../../ui/App';",
      "const m = await import('../../cli/score');",
      "import './board/areas';",
    ].join('\n');
    const breaches = importedSpecifiers(sample).map((s) => isolationBreach(file, s));
    expect(breaches.filter(Boolean)).toHaveLength(4);
    expect(isolationBreach(file, '../board/areas')).toBeUndefined();
  });
});
