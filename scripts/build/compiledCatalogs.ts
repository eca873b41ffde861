import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const LOADERS = 'virtual:catalog-loaders';
const PART = 'virtual:catalogs/';

/**
 * The message catalogs, compiled at build time: `virtual:catalog-loaders` maps "de/engine" to a
 * loader of that language's part, a chunk of its own holding every topic file of the part
 * (`src/i18n/catalogs/de/engine/*.json`) as Lingui's compiled messages. The page then ships no
 * message parser, one language costs only its own messages, and a part is one request. A message
 * that does not parse fails the build.
 */
export const compiledCatalogs = (): Plugin => {
  let folder = '';
  return {
    name: 'compiled-catalogs',
    enforce: 'pre',
    configResolved(config) {
      folder = join(config.root, 'src/i18n/catalogs');
    },
    resolveId(id) {
      return id === LOADERS || id.startsWith(PART) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${LOADERS}`) {
        const parts = readdirSync(folder).flatMap((language) =>
          readdirSync(join(folder, language)).map((part) => `${language}/${part}`),
        );
        const entries = parts.map((part) => `  ${JSON.stringify(part)}: () => import(${JSON.stringify(PART + part)}),`);
        return `export default {\n${entries.join('\n')}\n};`;
      }
      if (!id.startsWith(`\0${PART}`)) return undefined;
      const dir = join(folder, id.slice(`\0${PART}`.length));
      if (!existsSync(dir)) throw new Error(`No catalog folder ${dir}`);
      const compiled: Record<string, unknown> = {};
      for (const file of readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()) {
        const path = join(dir, file);
        this.addWatchFile(path);
        const source: unknown = JSON.parse(readFileSync(path, 'utf8'));
        if (typeof source !== 'object' || source === null) throw new Error(`${path}: a catalog is a JSON object`);
        for (const [key, text] of Object.entries(source)) {
          if (typeof text !== 'string') throw new Error(`${path}: “${key}” is not a message`);
          compiled[key] = compileMessage(text);
        }
      }
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
};
