/**
 * The Church's readings where another 1995 variant meets it: the Church card's move of 2 under moving
 * restrictions (`churchMoveFarther`), and the holder's extra caballero beside the home region's
 * (`extraCaballeros`). Each choice is played, accepted and refused, the table unchanged by a refusal.
 */
import { describe, expect, it } from 'vitest';
import { actionGuide, type Command, type GameState, type ModuleOptions, placementChoice } from '../../../src/rules';
import { refused, run } from '../../support/scenario';
import { say } from '../../support/speech';
import { moduleTurn } from './_moduleTurn';

const CHURCH_CARD = 'classic/church-card';
const churchMoves = (moves: { from: string; to: string; count: number }[]): Command =>
  ({
    type: 'special',
    player: 'red',
    action: { kind: 'moves', moves: moves.map((m) => ({ owner: 'church', ...m })) },
  }) as Command;

/** Red has taken the Church card; the black caballeros stand in Granada and País Vasco, the King in Castilla la Nueva. */
const churchTurn = (modules: ModuleOptions['churchMoveFarther'] | undefined): GameState =>
  moduleTurn({
    modules: ['moving-restrictions', 'church'],
    card: CHURCH_CARD,
    ...(modules ? { moduleOptions: { churchMoveFarther: modules } } : {}),
  });

// Granada borders Sevilla; Galicia is far from both Church regions.
const FAR = [
  { from: 'granada', to: 'galicia', count: 1 },
  { from: 'pais-vasco', to: 'sevilla', count: 1 },
];
const NEAR = [{ from: 'granada', to: 'sevilla', count: 2 }];

describe('the Church card under moving restrictions (churchMoveFarther)', () => {
  it('lowered (the default): 2 along borders, none once either goes further', () => {
    const state = churchTurn(undefined);
    expect(run(state, churchMoves(NEAR)).areas.sevilla?.church).toBe(2);
    const error = refused(state, churchMoves(FAR), 'moves/farther-too-many');
    expect(say(error.message)).toMatch(/Galicia/);
    expect(error.ruleRef).toEqual({ source: '000', section: 'Variant Rules: Moving Restrictions' });
  });

  it('card-anywhere: the card’s own text sends both anywhere, with no lower number and no farther note', () => {
    const state = churchTurn('card-anywhere');
    const moved = run(state, churchMoves(FAR));
    expect(moved.areas.galicia?.church).toBe(1);
    expect(moved.areas.sevilla?.church).toBe(1);
    expect(moved.modules?.holders?.church).toBe('red');
    const guide = actionGuide(state)?.choices[0];
    expect(guide?.kind === 'moves' ? guide.farther : 'not moves').toBeUndefined();
    const lowered = actionGuide(churchTurn('lowered'))?.choices[0];
    expect(lowered?.kind === 'moves' && lowered.farther !== undefined).toBe(true);
    // Its own limit of 2 still holds.
    refused(state, churchMoves([...FAR, { from: 'granada', to: 'aragon', count: 1 }]), 'intrigue/too-many');
  });

  it('card-anywhere leaves every other card under moving restrictions', () => {
    const state = moduleTurn({
      modules: ['moving-restrictions', 'church'],
      moduleOptions: { churchMoveFarther: 'card-anywhere' },
      card: 'classic/move-4-own',
      pieces: { galicia: { red: 4 } },
    });
    expect(state.turn?.card?.id).toBe('classic/move-4-own');
    refused(
      state,
      {
        type: 'special',
        player: 'red',
        action: { kind: 'moves', moves: [{ owner: 'red', from: 'galicia', to: 'valencia', count: 3 }] },
      } as Command,
      'moves/farther-too-many',
    );
  });
});

/** Red holds the Church marker (the card's action done first) and places wholly into Galicia, the home, beside the King. */
function holderAtHome(reading: ModuleOptions['extraCaballeros'] | undefined): GameState {
  const state = moduleTurn({
    modules: ['church', 'home-advantage'],
    card: CHURCH_CARD,
    king: 'castilla-la-vieja',
    ...(reading ? { moduleOptions: { extraCaballeros: reading } } : {}),
  });
  return run(state, churchMoves([]));
}
const place = (count: number): Command => ({ type: 'place', player: 'red', areas: { galicia: count } });

describe('the Church’s and the home region’s extra caballeros (extraCaballeros)', () => {
  it('add-up (the default): the card’s 3, one for the Church and one for home, 5 in all', () => {
    const state = holderAtHome(undefined);
    expect(placementChoice(state)?.extra).toContainEqual(expect.objectContaining({ area: 'galicia', limit: 5 }));
    expect(run(state, place(5)).areas.galicia?.red).toBe(7);
    refused(state, place(6), 'placement/too-many');
  });

  it('one-at-most: one more at most, whichever rule gives it', () => {
    const state = holderAtHome('one-at-most');
    expect(run(state, place(4)).areas.galicia?.red).toBe(6);
    refused(state, place(5), 'placement/too-many');
  });
});
