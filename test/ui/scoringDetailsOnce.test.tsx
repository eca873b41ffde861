/**
 * A scoring's reasons say each thing once: a Muslim Granada left unscored, and what each special space
 * paid, are not repeated by the screen beside the engine's own lines, in any language.
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'preact-render-to-string';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needParts, speak } from '../../src/i18n/speech';
import { scoreBoard } from '../../src/rules';
import { parseSnapshot } from '../../src/snapshot/parseSnapshot';
import { toScoringInput } from '../../src/snapshot/toScoringInput';
import { ScoringDetails } from '../../src/ui/scoring/ScoringDetails';

const scored = (file: string) => {
  const parsed = parseSnapshot(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.ok) throw new Error(file);
  const { board, request, rules } = toScoringInput(parsed.value);
  return { result: scoreBoard(board, request, rules), edition: rules.edition.id };
};

const text = (file: string) => {
  const { result, edition } = scored(file);
  return renderToString(<ScoringDetails result={result} edition={edition} nameOf={(id) => id} label="Scoring" />)
    .replace(/<[^>]+>/g, '\n')
    .replace(/&#x27;|&#39;/g, "'");
};

const times = (haystack: string, needle: RegExp) => haystack.match(new RegExp(needle.source, 'g'))?.length ?? 0;

describe('a scoring’s reasons, each said once', () => {
  beforeAll(async () => {
    await speak('en');
    await needParts('screens', 'engine');
  });
  afterAll(async () => {
    await speak('en');
  });

  for (const [language, muslim, ambassador] of [
    ['en', /still Muslim/, /Ambassador: \+2/],
    ['de', /muslimisch/, /Botschafter: \+2/],
    ['es', /musulmana/, /Embajador: \+2/],
  ] as const) {
    it(`${language}: Granada still Muslim once, and each special space's pay once`, async () => {
      await speak(language);
      const granada = text('examples/general-1995-variants-4p-bigbox.json');
      expect(times(granada, muslim)).toBe(1);
      const france = text('examples/france-colonies-4p-classic.json');
      expect(times(france, ambassador)).toBe(1);
    });
  }

  it('France’s values as entered cite France’s own rule, not a card that scores all 4 regions', () => {
    const { result } = scored('examples/france-colonies-4p-classic.json');
    const france = result.areas.find((a) => a.area === 'france');
    expect(france?.explanation.refs.map((r) => r.section)).not.toContain(
      'Action cards in the 3 stack: all 4 regions are scored',
    );
    expect(france?.explanation.refs.map((r) => r.section)).toContain('Grand Inquisitor & the Colonies: France');
  });
});
