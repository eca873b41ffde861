/**
 * What the modules say of their state on the game screen, through one query: each module's line (with
 * what its own scoring paid) and its words on the map's areas; a base game says nothing.
 */
import { describe, expect, it } from 'vitest';
import { areaNotes, type Command, franceStatus, granadaStatus, moduleStatus } from '../../../src/rules';
import { run } from '../../support/scenario';
import { say } from '../../support/speech';
import { newGame, startRound } from '../flow/_tables';

const endTurn: Command = { type: 'end-turn', player: 'red' };

/** Red on turn in round 1 of a Muslim Granada game with these caballeros in Granada. */
function granadaTurn(caballeros: Record<string, number>) {
  const state = startRound(newGame({ modules: ['granada-1995'] }));
  return run(
    state,
    { type: 'table-correction', note: 'the scenario', areas: { granada: caballeros } },
    { type: 'take-card', player: 'red', slot: '1' },
  );
}

describe('the modules’ status lines', () => {
  it('are none in a base game, and no area has a note', () => {
    const state = newGame();
    expect(moduleStatus(state)).toEqual([]);
    expect(areaNotes(state, 'granada')).toEqual([]);
  });

  it('say Granada’s state, marked when it falls at the end of this turn, and the scoring it brings', () => {
    const falling = granadaTurn({ red: 6, blue: 6 });
    const [line] = moduleStatus(falling);
    expect(line).toMatchObject({ ref: granadaStatus(falling)?.ref, cause: 'conquest', dueAtTurnEnd: true });
    expect(say(line?.words ?? '')).toBe(say(granadaStatus(falling)?.words ?? ''));
    expect(line?.scored).toBeUndefined();
    expect(moduleStatus(granadaTurn({ red: 6, blue: 5 }))[0]?.dueAtTurnEnd).toBeUndefined();
  });

  it('give what Granada’s fall paid once it fell, and the map stops calling it Muslim', () => {
    const muslim = granadaTurn({ red: 6, blue: 6 });
    expect(areaNotes(muslim, 'granada').map(say)).toEqual(['Muslim']);
    expect(areaNotes(muslim, 'sevilla')).toEqual([]);
    const fallen = run(muslim, endTurn);
    // Tied first, each scores the next place's points, doubled: 6.
    expect(moduleStatus(fallen)[0]?.scored).toEqual({ red: 6, blue: 6, yellow: 0, green: 0 });
    expect(moduleStatus(fallen)[0]?.scored).toEqual(fallen.scorings[0]?.totals);
    expect(areaNotes(fallen, 'granada')).toEqual([]);
  });

  it('say France’s state under the 1995 variant, after Granada’s in a game with both', () => {
    const state = newGame({ modules: ['granada-1995', 'france-1995'] });
    const lines = moduleStatus(state).map((l) => say(l.words));
    expect(lines).toEqual([say(granadaStatus(state)?.words ?? ''), say(franceStatus(state)?.words ?? '')]);
  });
});
