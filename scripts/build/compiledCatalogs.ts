import { readFileSync } from 'node:fs';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const QUERY = '?compiled';

/**
 * Compiles a message catalog at build time (`import('./catalogs/de/engine/scoring.json?compiled')`):
 * each ICU message becomes Lingui's compiled form, so the page ships no message parser and a
 * language's chunk holds only its own messages. A message that does not parse fails the build.
 */
export const compiledCatalogs = (): Plugin => ({
  name: 'compiled-catalogs',
  enforce: 'pre',
  load(id) {
    if (!id.endsWith(QUERY)) return undefined;
    const file = id.slice(0, -QUERY.length);
    this.addWatchFile(file);
    const source: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof source !== 'object' || source === null) throw new Error(`${file}: a catalog is a JSON object`);
    const compiled = Object.fromEntries(
      Object.entries(source).map(([key, text]) => {
        if (typeof text !== 'string') throw new Error(`${file}: “${key}” is not a message`);
        return [key, compileMessage(text)];
      }),
    );
    return `export default ${JSON.stringify(compiled)};`;
  },
});
