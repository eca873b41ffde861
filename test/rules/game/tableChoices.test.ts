import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordLog } from '../../../src/record/recordLog';
import { parseRecord } from '../../../src/record/schema';
import { summarizeGame } from '../../../src/record/summarizeGame';
import { applyCommand } from '../../../src/rules/game/applyCommand';
import { replay } from '../../../src/rules/game/replay';
import {
  dummyCardChoice,
  generalScoringDisks,
  placementChoice,
  powerCardChoices,
  replenishChoice,
  revealChoices,
  takeCardChoices,
  vetoChoices,
} from '../../../src/rules/game/tableChoices';
import type { Command } from '../../../src/rules/state/commands';
import { say } from '../../support/speech';

const example = (name: string): Command[] => {
  const parsed = parseRecord(
    JSON.parse(readFileSync(join(import.meta.dirname, '../../../examples/records', `${name}.json`), 'utf8')),
  );
  if (!parsed.ok) throw new Error(say(parsed.error.message));
  return recordLog(parsed.value);
};
const classic = example('classic-4p');
/** The table after the record's first `n` commands (the setup comes before them). */
const at = (log: Command[], n: number) => replay(log.slice(0, n + 1)).state!;

describe('what the table may enter, as the engine sees it', () => {
  it('offers for each stack only cards of that stack with a copy left, and the King’s card as fixed', () => {
    const state = at(classic, 0);
    const choices = revealChoices(state);
    expect(choices.map((c) => c.slot)).toEqual(['1', '2', '3', '4', '5']);
    expect(choices.find((c) => c.slot === '5')?.fixed?.id).toBe('classic/kings-card');
    for (const c of choices) for (const card of c.cards) expect(card.stack).toBe(Number(c.slot));
    // Every card offered is accepted by the engine on its own stack.
    const cards = Object.fromEntries(choices.filter((c) => !c.fixed).map((c) => [c.slot, c.cards[0]!.id]));
    expect(applyCommand(state, { type: 'reveal-cards', cards }).ok).toBe(true);
  });

  it('gives the reason a power card is not playable: played this round, or spent earlier', () => {
    const state = at(classic, 2); // Blue played 12
    const due = powerCardChoices(state)!;
    expect(due.player).toBe('yellow');
    expect(say(due.cards.find((c) => c.value === 12)?.unavailable ?? '')).toBe('played by Blue this round');
    const later = at(classic, 25); // round 2: each spent their round-1 card
    const next = powerCardChoices(later)!;
    const spent = next.cards.filter((c) => c.unavailable && say(c.unavailable) === 'already spent in an earlier round');
    expect(spent.length).toBe(1);
    for (const c of next.cards)
      expect(applyCommand(later, { type: 'play-power', player: next.player, value: c.value }).ok).toBe(
        c.unavailable === undefined,
      );
  });

  it('brings the full number to court by default, and offers regions only when the provinces run short', () => {
    const state = at(classic, 15); // Yellow's turn, power card 7
    const choice = replenishChoice(state)!;
    expect(choice).toMatchObject({ allowance: 3, fromProvinces: 3, regions: [] });
    expect(applyCommand(state, { type: 'replenish', player: 'yellow', provinces: choice.fromProvinces }).ok).toBe(true);
    expect(applyCommand(state, { type: 'replenish', player: 'yellow', provinces: choice.fromProvinces + 1 }).ok).toBe(
      false,
    );
  });

  it('places up to the card’s stack number, next to the King or in the Castillo, and offers the cards face up', () => {
    const before = at(classic, 16);
    expect(takeCardChoices(before).map((c) => c.slot)).toEqual(['1', '3', '5']);
    const state = at(classic, 17); // Yellow took stack 1
    const choice = placementChoice(state)!;
    expect(choice.limit).toBe(1);
    expect(choice.areas).toContain('castillo');
    for (const area of choice.areas)
      expect(applyCommand(state, { type: 'place', player: 'yellow', areas: { [area]: 1 } }).ok).toBe(true);
  });

  it('says when nothing can be placed (the court is empty), and the turn then ends without a placement, the court unchanged', () => {
    const empty = at(classic, 112); // Yellow's turn, the special action done, nothing left in court
    const choice = placementChoice(empty)!;
    expect(choice).toMatchObject({ limit: 0, court: 0 });
    expect(say(choice.nothingToPlace ?? '')).toBe("Yellow's court is empty");
    const ended = applyCommand(empty, { type: 'end-turn', player: 'yellow' });
    const placedNone = applyCommand(empty, { type: 'place', player: 'yellow', areas: {} });
    expect(ended.ok && placedNone.ok).toBe(true);
    if (!ended.ok || !placedNone.ok) return;
    const afterNone = applyCommand(placedNone.value, { type: 'end-turn', player: 'yellow' });
    expect(afterNone.ok && summarizeGame(afterNone.value)).toEqual(summarizeGame(ended.value));
    expect(ended.value.court.yellow).toBe(0);
    // With caballeros in court, something can be placed.
    expect(placementChoice(at(classic, 116))).toMatchObject({ nothingToPlace: undefined });
    expect(placementChoice(at(classic, 116))!.limit).toBeGreaterThan(0);
  });

  it('a game whose empty placements are left out where nothing could be placed ends at the same table', () => {
    for (const name of ['classic-4p', 'bigbox-5p', '2023-2p-dummy']) {
      const log = example(name);
      let state = replay(log.slice(0, 1)).state!;
      let left = 0;
      for (const command of log.slice(1)) {
        const placesNothing = command.type === 'place' && Object.values(command.areas).every((n) => !n);
        if (placesNothing && placementChoice(state)?.nothingToPlace !== undefined) {
          left += 1;
          continue;
        }
        const next = applyCommand(state, command);
        if (!next.ok) throw new Error(`${name}: ${say(next.error.message)}`);
        state = next.value;
      }
      expect(summarizeGame(state)).toEqual(summarizeGame(replay(log).state!));
      if (name !== '2023-2p-dummy') expect(left, name).toBeGreaterThan(0);
    }
  });

  it('names who may veto, and whether part-way', () => {
    const state = at(classic, 12); // Blue placed; Red holds the veto
    expect(vetoChoices(state)).toEqual({ holders: ['red'], partWay: true });
    expect(applyCommand(state, { type: 'veto', player: 'red' }).ok).toBe(true);
  });

  it('asks a disk of exactly the players with caballeros in the Castillo at a general scoring', () => {
    const index = classic.findIndex((c) => c.type === 'general-scoring');
    const state = at(classic, index - 1);
    const asked = generalScoringDisks(state);
    expect(asked.length).toBeGreaterThan(0);
    for (const id of asked) expect(state.areas.castillo[id]).toBeGreaterThan(0);
  });

  it('draws two region cards for the dummy while it has caballeros beside the board', () => {
    const dummy = example('2023-2p-dummy');
    const state = at(dummy, 1);
    expect(dummyCardChoice(state)).toEqual({ draws: 2, discarded: [] });
    expect(dummyCardChoice(at(dummy, 2))).toBeUndefined();
    const emptied = { ...state, provinces: { ...state.provinces, white: 0 } };
    expect(dummyCardChoice(emptied)?.draws).toBe(0);
    expect(applyCommand(emptied, { type: 'dummy-regions', regions: [] }).ok).toBe(true);
  });
});
