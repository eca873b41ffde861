/**
 * Every citation the engine can hand a player: the editions' and modules' tables, each card's rule in
 * every edition, every reference reachable from what the engine's files export, and every section
 * written in its files (refusals name theirs where they are raised).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cardCatalog, cardRuleRef, cardsInPlay, EDITION_IDS, MODULE_IDS, type RuleRef } from '../../src/rules';

const isRef = (value: unknown): value is RuleRef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { source?: unknown }).source === 'string' &&
  typeof (value as { section?: unknown }).section === 'string';

/** Every reference inside a value, however deep (functions are not called). */
function refsIn(value: unknown, found: Map<string, RuleRef>, seen = new Set<unknown>()): void {
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  if (isRef(value)) found.set(`${value.source}|${value.section}`, value);
  for (const inner of Object.values(value)) refsIn(inner, found, seen);
}

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });

/**
 * The sections written as text in the engine's files: `section: '…'`, and the argument of each helper a
 * file defines to make a reference (`gic('Limit table')`), with the text that helper puts before it.
 */
export const writtenSections = (): string[] =>
  filesUnder('src/rules').flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const helpers = [
      ...text.matchAll(
        /const (\w+) = \((\w+): string\)[^=]*=>\s*\(\{ source: '\d+', section(?::\s*`([^$`]*)\$\{\2\}`)? \}\)/g,
      ),
    ].map(([, name, , prefix]) => ({ name, prefix: prefix ?? '' }));
    const literal = [...text.matchAll(/section:\s*'([^']+)'/g)].map(([, section]) => section ?? '');
    const wrapped = helpers.flatMap(({ name, prefix }) =>
      [...text.matchAll(new RegExp(`\\b${name}\\(\\s*'([^']+)'`, 'g'))].map(([, part]) => `${prefix}${part}`),
    );
    return [...literal, ...wrapped];
  });

/** Every citation reachable from the engine's exports and tables. */
export async function engineRuleRefs(): Promise<RuleRef[]> {
  const found = new Map<string, RuleRef>();
  const modules = import.meta.glob('../../src/rules/**/*.ts');
  for (const load of Object.values(modules)) refsIn(await load(), found);
  for (const edition of EDITION_IDS) {
    for (const card of cardCatalog(edition)) refsIn(cardRuleRef(edition, card), found);
    for (const card of cardsInPlay({ edition, modules: [...MODULE_IDS] })) refsIn(cardRuleRef(edition, card), found);
  }
  return [...found.values()];
}
