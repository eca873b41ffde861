import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordLog } from '../../../src/record/recordLog';
import { parseRecord } from '../../../src/record/schema';
import { EDITIONS } from '../../../src/rules';
import { findCard } from '../../../src/rules/cards/catalog';
import { actionGuide } from '../../../src/rules/game/actionGuide';
import { explainScoring } from '../../../src/rules/game/explainScoring';
import { previewSpecial } from '../../../src/rules/game/previewSpecial';
import { replay } from '../../../src/rules/game/replay';
import type { Command } from '../../../src/rules/state/commands';
import { say } from '../../support/speech';

const bigbox = ((): Command[] => {
  const parsed = parseRecord(
    JSON.parse(readFileSync(join(import.meta.dirname, '../../../examples/records/bigbox-5p.json'), 'utf8')),
  );
  if (!parsed.ok) throw new Error(say(parsed.error.message));
  return recordLog(parsed.value);
})();
/** The table after the record's first `n` commands (the setup comes before them). */
const at = (n: number) => replay(bigbox.slice(0, n + 1)).state!;

/** What the guide and the scoring's explanation cite for the chosen-area card taken at entry `n`. */
function cited(n: number) {
  const state = at(n);
  const scored = previewSpecial(state, { kind: 'score-area', area: 'galicia' });
  if (!scored.ok) throw new Error(say(scored.error.message));
  return {
    card: state.turn!.card!.id,
    guide: actionGuide(state)!.ruleRef,
    explanation: explainScoring(state, scored.value.scorings.at(-1)!).refs,
  };
}

describe('the chosen-area scoring cites the stack its card was taken from', () => {
  it('the stack-3 card of each box points to its own description; the stack-2 cards keep theirs', () => {
    expect(findCard('classic', 'classic/score-chosen-area-3')?.rule).toBe('score-chosen-area-3');
    expect(findCard('2023', '2023/fair-3')?.rule).toBe('score-chosen-area-3');
    expect(findCard('classic', 'classic/score-chosen-area-2')?.rule).toBeUndefined();
    expect(EDITIONS.classic.ruleRefs['score-chosen-area-3'].section).toMatch(/3 stack/);
    expect(EDITIONS.bigbox.ruleRefs['score-chosen-area-3'].section).toMatch(/“3” stack/);
  });

  it('in a Big Box game, the guide and the explanation of the stack-3 card cite the 3 stack, those of the stack-2 card the 2 stack', () => {
    const three = cited(267);
    expect(three.card).toBe('classic/score-chosen-area-3');
    expect(three.guide).toEqual(EDITIONS.bigbox.ruleRefs['score-chosen-area-3']);
    expect(three.explanation).toContainEqual(EDITIONS.bigbox.ruleRefs['score-chosen-area-3']);
    expect(three.explanation).not.toContainEqual(EDITIONS.bigbox.ruleRefs['score-chosen-area']);
    const two = cited(27);
    expect(two.card).toBe('classic/score-chosen-area-2');
    expect(two.guide).toEqual(EDITIONS.bigbox.ruleRefs['score-chosen-area']);
    expect(two.explanation).toContainEqual(EDITIONS.bigbox.ruleRefs['score-chosen-area']);
  });
});
