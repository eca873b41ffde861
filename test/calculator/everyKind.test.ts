/**
 * The calculator offers every scoring kind the engine has: each has its label, and a board asking for
 * it is read back asking for it (never silently turned into a general scoring).
 */
import { describe, expect, it } from 'vitest';
import { defaultScore, emptyDraft } from '../../src/calculator/draft';
import { draftFromJson } from '../../src/calculator/readDraft';
import { catalogSources } from '../../src/i18n/nodeCatalogs';
import { SCORING_KINDS } from '../../src/rules';

const english = catalogSources().en;
const englishKeys = new Set(Object.values(english.screens).flatMap((topic) => Object.keys(topic)));

describe('every scoring kind in the calculator', () => {
  it('has its label (the catalogs test holds every language to the English keys)', () => {
    expect(SCORING_KINDS.length).toBeGreaterThan(10);
    expect(SCORING_KINDS.filter((kind) => !englishKeys.has(`calc.kind.${kind}`))).toEqual([]);
  });

  it('is read back from a saved or imported board as the kind it was', () => {
    const { snapshot } = emptyDraft();
    const lost = SCORING_KINDS.filter((kind) => {
      const board = { ...snapshot, format: 'el-grande-snapshot/2', score: defaultScore(kind, snapshot) };
      return draftFromJson(JSON.parse(JSON.stringify(board))).score.kind !== kind;
    });
    expect(lost).toEqual([]);
  });

  it('reads an unknown kind as a general scoring', () => {
    expect(draftFromJson({ ...emptyDraft().snapshot, score: { kind: 'no-such' } }).score).toEqual({ kind: 'general' });
  });
});
