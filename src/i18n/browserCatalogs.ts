import type { Messages } from '@lingui/core';
import { type CatalogPart, catalogFileOf } from './catalogParts';
import type { Language } from './languages';

// Each catalog file compiled at build time (vite.config.ts, `?compiled`) into its own chunk: a
// language costs only its own messages, and a part is fetched when a screen first needs it.
const FILES = import.meta.glob<Messages>('./catalogs/*/*/*.json', { query: '?compiled', import: 'default' });

/** The compiled messages of one part of one language, every topic file of it merged. */
export async function loadCompiledPart(language: Language, part: CatalogPart): Promise<Messages> {
  const loads = Object.entries(FILES)
    .filter(([path]) => {
      const file = catalogFileOf(path);
      return file?.language === language && file.part === part;
    })
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loads)));
}
