import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type I18n, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { CatalogPart, CatalogSource } from './catalogParts';
import type { Language } from './languages';
import { createSpeaker, type Speaker } from './speaker';

/**
 * The catalogs folder, for Node: beside this file when it runs from the sources (the tests), or
 * found from the bundle the command line runs (`.cache/run/…`) by walking up to the sources.
 */
function catalogsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    for (const candidate of [join(dir, 'catalogs'), join(dir, 'src/i18n/catalogs')])
      if (existsSync(join(candidate, 'en'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('The message catalogs (src/i18n/catalogs) cannot be found');
    dir = parent;
  }
}

type Sources = Record<CatalogPart, Record<string, CatalogSource>>;

/** Every catalog file as written, by language, part and topic: what the tests compare. */
export function catalogSources(): Record<Language, Sources> {
  const root = catalogsFolder();
  const read = (language: Language, part: CatalogPart): Record<string, CatalogSource> => {
    const dir = join(root, language, part);
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    const topics: Record<string, CatalogSource> = {};
    for (const file of files.sort())
      topics[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    return topics;
  };
  const sourcesOf = (language: Language): Sources => ({
    shell: read(language, 'shell'),
    screens: read(language, 'screens'),
    engine: read(language, 'engine'),
  });
  return { en: sourcesOf('en'), de: sourcesOf('de'), es: sourcesOf('es') };
}

/** A Lingui instance holding one language's every catalog, compiled here as the build compiles them. */
export function nodeI18n(language: Language): I18n {
  const i18n = setupI18n();
  for (const topics of Object.values(catalogSources()[language]))
    for (const source of Object.values(topics))
      i18n.load(language, Object.fromEntries(Object.entries(source).map(([key, text]) => [key, compileMessage(text)])));
  i18n.activate(language);
  return i18n;
}

/** A speaker of one language for the command line and the tests. */
export const nodeSpeaker = (language: Language): Speaker => createSpeaker(nodeI18n(language), language);
