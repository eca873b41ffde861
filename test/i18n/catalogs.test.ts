import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { CATALOG_PARTS } from '../../src/i18n/catalogParts';
import { LANGUAGE_IDS } from '../../src/i18n/languages';
import { catalogSources } from '../../src/i18n/nodeCatalogs';

/** Every placeholder a message fills in, with how it is used: "count:plural", "name". */
function placeholders(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(token.arg);
      else if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        // A select's cases are keywords the engine sends, so every language has the same ones.
        found.add(
          token.type === 'select'
            ? `${token.arg}:select(${token.cases.map((c) => c.key).sort()})`
            : `${token.arg}:${token.type}`,
        );
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

const sources = catalogSources();

describe('message catalogs', () => {
  for (const part of CATALOG_PARTS) {
    const topics = Object.keys(sources.en[part]);
    it(`${part}: every language has the same topic files`, () => {
      for (const language of LANGUAGE_IDS) expect(Object.keys(sources[language][part])).toEqual(topics);
    });
    for (const topic of topics) {
      it(`${part}/${topic}: every message is in every language, with the same placeholders`, () => {
        const english = sources.en[part][topic] ?? {};
        expect(Object.keys(english).length).toBeGreaterThan(0);
        for (const language of LANGUAGE_IDS) {
          const catalog = sources[language][part][topic] ?? {};
          expect(Object.keys(catalog).sort(), `${language} keys`).toEqual(Object.keys(english).sort());
          for (const [key, text] of Object.entries(english)) {
            const translated = catalog[key] ?? '';
            expect(translated.trim(), `${language} ${key} is empty`).not.toBe('');
            expect(placeholders(translated), `${language} ${key}`).toEqual(placeholders(text));
          }
        }
      });
    }
  }

  it('no key is in two topic files of a language', () => {
    for (const language of LANGUAGE_IDS) {
      const seen = new Map<string, string>();
      for (const part of CATALOG_PARTS)
        for (const [topic, catalog] of Object.entries(sources[language][part]))
          for (const key of Object.keys(catalog)) {
            expect(seen.get(key), `${language} ${key}`).toBeUndefined();
            seen.set(key, `${part}/${topic}`);
          }
    }
  });
});
