/**
 * The action guide: for every card effect, what it offers is what the engine accepts. An action
 * built from the guide's first choice is accepted; a choice the guide leaves out is refused; and
 * where a choice is one of a small set (a region, an area, a value), every candidate is tried.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EditionId, RuleOptions } from '../../../src/rules';
import { applyCommand, type Command, type GameState, replay } from '../../../src/rules';
import { cardCatalog } from '../../../src/rules/cards/catalog';
import { EFFECT_IDS, type EffectId } from '../../../src/rules/cards/effectIds';
import { ruleOf } from '../../../src/rules/editions/ruleOf';
import { type ActionGuide, actionGuide, type ChoiceGuide } from '../../../src/rules/game/actionGuide';
import { scoringOfCommand } from '../../../src/rules/game/explainScoring';
import { previewSpecial } from '../../../src/rules/game/previewSpecial';
import { AREA_IDS, type AreaId, CASTILLO, REGION_IDS, type RegionId } from '../../../src/rules/state/areaIds';
import { MOBILE_SCOREBOARD_IDS } from '../../../src/rules/state/mobileScoreboards';
import { POWER_CARD_VALUES } from '../../../src/rules/state/powerCards';
import type { Giving, Move, SpecialAction } from '../../../src/rules/state/specialActions';
import { countIn } from '../../../src/rules/state/stateHelpers';
import { kingRegion } from '../../support/kingRegion';
import { run, special, type TurnSetup, turnWith } from '../../support/scenario';
import { say } from '../../support/speech';
import { cardWith, DUMMY, newGame, startRound } from '../flow/_tables';

// King in Castilla la Nueva; homes: red Galicia, blue Aragón, yellow Sevilla, green Valencia (2 each).
const board = {
  granada: { red: 3, blue: 2, yellow: 1 },
  'castilla-la-nueva': { blue: 4 },
  cataluna: { red: 1, green: 2 },
  castillo: { red: 1, blue: 1 },
};

const accepts = (state: GameState, action: unknown, vetoedBy?: string): boolean =>
  applyCommand(state, special(state, action, vetoedBy)).ok;

function guideOf(state: GameState): ActionGuide {
  const guide = actionGuide(state);
  if (!guide) throw new Error('no guide');
  return guide;
}

/** A table where red is on turn with the first card of `edition` carrying `effect`. */
function tableWith(effect: EffectId, setup: Partial<TurnSetup> = {}): GameState {
  const edition = setup.edition ?? 'classic';
  return turnWith({ pieces: board, ...setup, edition, card: cardWith(edition, effect).id });
}

const first = <T>(items: readonly T[]): T => {
  if (items.length === 0) throw new Error('the guide offers nothing here');
  return items[0] as T;
};

/** A complete action built from the guide's first choice of each kind, using only what the guide says. */
function firstAction(choice: ChoiceGuide, player: string): SpecialAction {
  switch (choice.kind) {
    case 'moves': {
      const source = first(choice.sources);
      if (choice.allOwnFromOne) {
        const to = first(source.targets.filter((t) => t !== source.region));
        return {
          kind: 'moves',
          moves: [{ owner: player, from: source.region, to, count: source.pieces[player] ?? 0 }],
        };
      }
      const owner = first(Object.keys(source.pieces));
      return { kind: 'moves', moves: [{ owner, from: source.region, to: first(source.targets), count: 1 }] };
    }
    case 'from-court':
      return { kind: 'from-court', areas: { [first(choice.areas)]: choice.max } };
    case 'keep-veto':
      return { kind: 'keep-veto' };
    case 'apply':
      return { kind: 'apply' };
    case 'returns':
      return {
        kind: 'returns',
        returns: Object.fromEntries(choice.givers.map((g) => [g.player, giving(g.owes, g.court, g.regions)])),
      };
    case 'picks':
      return {
        kind: 'picks',
        picks: Object.fromEntries(
          choice.picks.filter((p) => p.regions.length > 0).map((p) => [p.player, first(p.regions)]),
        ),
      };
    case 'disks':
      return {
        kind: 'disks',
        disks: Object.fromEntries(
          choice.setters.filter((s) => s.regions.length > 0).map((s) => [s.player, first(s.regions)]),
        ),
      };
    case 'score-area':
      return { kind: 'score-area', area: first(choice.areas) };
    case 'mobile-scoreboard': {
      const board = first(choice.boards.filter((b) => b.targets.length > 0));
      return { kind: 'mobile-scoreboard', board: board.board, to: first(board.targets) };
    }
    case 'king':
      return { kind: 'king', to: first(choice.targets) };
    case 'eviction': {
      const named = choice.regions.find((r) => r.evicted.length > 0) ?? first(choice.regions);
      return {
        kind: 'eviction',
        region: named.region,
        disks: Object.fromEntries(named.evicted.map((e) => [e.player, first(e.regions)])),
      };
    }
    case 'grande':
      return { kind: 'grande', to: first(choice.targets) };
    case 'power-card':
      return { kind: 'power-card', value: first(choice.values) };
    case 'modifier-card':
      return { kind: 'modifier-card', ...first(choice.cards) };
    case 'court':
      return { kind: 'court', provinces: choice.maxFromProvinces };
    case 'limit-table':
      return { kind: 'limit-table', to: first(choice.regions) };
    case 'remove-card':
      return { kind: 'remove-card', slot: first(choice.slots) };
    case 'bridge': {
      const span = first(choice.spans.filter((s) => s.to.length > 0));
      return { kind: 'bridge', from: span.from, to: first(span.to) };
    }
  }
}

/** `owes` caballeros: from court first, then from the listed regions. */
function giving(owes: number, court: number, regions: Readonly<Partial<Record<RegionId, number>>>): Giving {
  const fromCourt = Math.min(owes, court);
  let left = owes - fromCourt;
  const taken: Partial<Record<RegionId, number>> = {};
  for (const [region, count] of Object.entries(regions) as [RegionId, number][]) {
    const take = Math.min(left, count);
    if (take > 0) taken[region] = take;
    left -= take;
  }
  return { court: fromCourt, regions: taken };
}

/** An action of the same kind with one choice the guide does not offer. */
function outsideAction(choice: ChoiceGuide, state: GameState, player: string): SpecialAction {
  const king = kingRegion(state);
  switch (choice.kind) {
    case 'moves': {
      const source = first(choice.sources);
      const owner = first(Object.keys(source.pieces));
      // The King's region is never a target.
      return {
        kind: 'moves',
        moves: [
          { owner, from: source.region, to: king, count: choice.allOwnFromOne ? (source.pieces[player] ?? 0) : 1 },
        ],
      };
    }
    case 'from-court':
      return { kind: 'from-court', areas: { [first(choice.areas)]: choice.limit + 1 } };
    case 'returns': {
      const giver = first(choice.givers);
      return { kind: 'returns', returns: { [giver.player]: { court: giver.owes + 1 } } };
    }
    case 'picks': {
      const pick = first(choice.picks.filter((p) => p.regions.length > 0));
      const elsewhere = REGION_IDS.find((r) => !pick.regions.includes(r)) as RegionId;
      return {
        kind: 'picks',
        picks: { ...(firstAction(choice, player) as { picks: object }).picks, [pick.player]: elsewhere },
      };
    }
    case 'disks': {
      const setter = first(choice.setters.filter((s) => s.regions.length > 0));
      const elsewhere = ([...REGION_IDS, CASTILLO] as AreaId[]).find(
        (r) => !setter.regions.includes(r as RegionId),
      ) as string;
      return {
        kind: 'disks',
        disks: { ...(firstAction(choice, player) as { disks: object }).disks, [setter.player]: elsewhere as RegionId },
      };
    }
    case 'score-area':
      return { kind: 'score-area', area: AREA_IDS.find((a) => !choice.areas.includes(a)) ?? ('nowhere' as AreaId) };
    case 'mobile-scoreboard': {
      const board = first(choice.boards);
      return {
        kind: 'mobile-scoreboard',
        board: board.board,
        to: AREA_IDS.find((a) => !board.targets.includes(a)) as AreaId,
      };
    }
    case 'king':
      return {
        kind: 'king',
        to: ([...REGION_IDS, CASTILLO] as string[]).find((r) => !choice.targets.includes(r as RegionId)) as RegionId,
      };
    case 'eviction':
      return { kind: 'eviction', region: king, disks: {} };
    case 'grande':
      return { kind: 'grande', to: REGION_IDS.find((r) => !choice.targets.includes(r)) as RegionId };
    case 'power-card':
      return { kind: 'power-card', value: POWER_CARD_VALUES.find((v) => !choice.values.includes(v))! };
    case 'modifier-card':
      return { kind: 'modifier-card', value: choice.cards.some((c) => c.value === 2) ? -2 : 2 };
    case 'court':
      return { kind: 'court', provinces: choice.limit + 1 };
    case 'limit-table':
      return { kind: 'limit-table', to: king };
    case 'remove-card':
      return { kind: 'remove-card', slot: '2+3' };
    case 'bridge':
      // Two regions that border each other on the board need no bridge.
      return { kind: 'bridge', from: 'galicia', to: 'pais-vasco' };
    case 'keep-veto':
    case 'apply':
      // Nothing to choose: the only thing outside is another kind.
      return { kind: choice.kind === 'apply' ? 'keep-veto' : 'apply' };
  }
}

describe('every effect: the guide offers what the engine accepts', () => {
  // The classic box holds a card of every base effect; a module's own effects are tried in test/rules/modules-play.
  for (const effect of EFFECT_IDS.filter((e) => cardCatalog('classic').some((c) => c.effect === e))) {
    it(`${effect}: the first choice is accepted, a choice outside the guide is refused`, () => {
      const state = tableWith(effect);
      const guide = guideOf(state);
      const card = cardWith('classic', effect);
      expect(guide.effect).toBe(effect);
      expect(guide.card).toEqual({ id: card.id, name: card.name, stack: card.stack });
      expect(guide.player).toBe('red');
      expect(guide.ruleRef.section.length).toBeGreaterThan(3);
      expect(guide.kinds).toEqual(guide.choices.map((c) => c.kind));
      expect(guide.kinds).toHaveLength(effect === 'either-move-all-own-or-two-more' ? 2 : 1);
      for (const choice of guide.choices) {
        expect(choice.available).toBe(true);
        const action = firstAction(choice, guide.player);
        const result = applyCommand(state, special(state, action));
        expect(result.ok ? 'accepted' : result.error.message).toBe('accepted');
        expect(accepts(state, outsideAction(choice, state, guide.player))).toBe(false);
      }
      // A kind the guide does not list is refused as the wrong action for the card.
      const other = (['keep-veto', 'apply', 'grande'] as const).find((k) => !guide.kinds.includes(k))!;
      const refusal = applyCommand(state, special(state, { kind: other, to: 'galicia' }));
      expect(refusal.ok ? undefined : refusal.error.code).toBe('special/wrong-action');
    });
  }
});

describe('the guide itself', () => {
  it('is undefined before a card is taken and once the special action is settled', () => {
    const state = tableWith('royal-adviser');
    expect(actionGuide(newGame())).toBeUndefined();
    const done = run(state, special(state, { kind: 'king', to: 'granada' }));
    expect(actionGuide(done)).toBeUndefined();
    const skipped = run(state, { type: 'skip-special', player: 'red' });
    expect(actionGuide(skipped)).toBeUndefined();
  });

  it('cites the rule of the edition in play', () => {
    expect(guideOf(tableWith('move-3-any')).ruleRef).toEqual(ruleOf(tableWith('move-3-any'), 'intrigue'));
    const state2023 = turnWith({ edition: '2023', card: cardWith('2023', 'score-castillo').id });
    expect(guideOf(state2023).ruleRef).toEqual(ruleOf(state2023, 'score-castillo'));
    expect(guideOf(state2023).card.name).toBe('Revelation (score the Castillo)');
  });

  it('names the players holding a Veto and whether it may stop the action part-way', () => {
    let state = turnWith({ card: cardWith('classic', 'veto').id });
    state = run(state, special(state, { kind: 'keep-veto' }), { type: 'end-turn', player: 'red' });
    state = run(state, { type: 'take-card', player: 'blue', slot: '1' });
    expect(guideOf(state).veto).toEqual({ holders: ['red'], partWay: true });
    expect(guideOf(tableWith('move-4-any', { edition: 'bigbox' })).veto).toEqual({ holders: [], partWay: true });
    const state2023 = turnWith({ edition: '2023', card: cardWith('2023', 'move-4-any').id });
    expect(guideOf(state2023).veto.partWay).toBe(false);
  });
});

describe('moves', () => {
  /** For every source, owner and area: one caballero moved is accepted exactly when the guide offers it. */
  function checkSingleMoves(state: GameState): void {
    const choice = guideOf(state).choices.find((c) => c.kind === 'moves');
    if (choice?.kind !== 'moves') throw new Error('no moves');
    for (const from of REGION_IDS) {
      const source = choice.sources.find((s) => s.region === from);
      for (const owner of ['red', 'blue', 'yellow', 'green']) {
        for (const to of AREA_IDS) {
          const offered = source !== undefined && (source.pieces[owner] ?? 0) > 0 && source.targets.includes(to);
          const count = choice.allOwnFromOne ? countIn(state, from, owner) || 1 : 1;
          expect(
            accepts(state, { kind: 'moves', moves: [{ owner, from, to, count }] }),
            `${owner} ${from} → ${to}`,
          ).toBe(offered);
        }
      }
    }
  }

  it('any 4, 3 foreign, 4 own, up to 5 from one region: single moves', () => {
    for (const effect of [
      'move-4-any',
      'move-3-foreign',
      'move-4-own',
      'move-up-to-5-from-one',
      'move-2-own-2-foreign',
    ] as const) {
      checkSingleMoves(tableWith(effect));
    }
  });

  it('all own from one region: where some may stay (classic) and where all must leave (Big Box)', () => {
    const classic = tableWith('move-all-own-from-one');
    const bigbox = tableWith('move-all-own-from-one', { edition: 'bigbox' });
    checkSingleMoves(classic);
    checkSingleMoves(bigbox);
    const [c] = guideOf(classic).choices;
    const [b] = guideOf(bigbox).choices;
    expect(c).toMatchObject({ kind: 'moves', allOwnFromOne: true, mayStay: true, maxForeign: 0, owners: ['red'] });
    expect(b).toMatchObject({ kind: 'moves', allOwnFromOne: true, mayStay: false, owners: ['red'] });
    // Moving fewer than all of them is refused.
    expect(
      accepts(classic, { kind: 'moves', moves: [{ owner: 'red', from: 'granada', to: 'aragon', count: 2 }] }),
    ).toBe(false);
    // Classic: one stays, entered as a move back into Granada.
    expect(
      accepts(classic, {
        kind: 'moves',
        moves: [
          { owner: 'red', from: 'granada', to: 'aragon', count: 2 },
          { owner: 'red', from: 'granada', to: 'granada', count: 1 },
        ],
      }),
    ).toBe(true);
  });

  it('limits: one more than the guide’s maxima is refused', () => {
    const state = tableWith('move-4-any', { pieces: { granada: { red: 5, blue: 3 } } });
    const [choice] = guideOf(state).choices;
    if (choice?.kind !== 'moves') throw new Error('no moves');
    expect(choice.maxTotal).toBe(4);
    const move = (owner: string, count: number): Move => ({ owner, from: 'granada', to: 'aragon', count });
    expect(accepts(state, { kind: 'moves', moves: [move('red', 2), move('blue', 2)] })).toBe(true);
    expect(accepts(state, { kind: 'moves', moves: [move('red', 3), move('blue', 2)] })).toBe(false);

    const twoAndTwo = tableWith('move-2-own-2-foreign', { pieces: { granada: { red: 5, blue: 3 } } });
    const [split] = guideOf(twoAndTwo).choices;
    expect(split).toMatchObject({ maxOwn: 2, maxForeign: 2, maxTotal: 4, fromOneRegion: false });
    expect(accepts(twoAndTwo, { kind: 'moves', moves: [move('red', 2), move('blue', 2)] })).toBe(true);
    expect(accepts(twoAndTwo, { kind: 'moves', moves: [move('red', 3)] })).toBe(false);
    expect(accepts(twoAndTwo, { kind: 'moves', moves: [move('blue', 3)] })).toBe(false);

    const fromOne = tableWith('move-up-to-5-from-one');
    expect(guideOf(fromOne).choices[0]).toMatchObject({ maxTotal: 5, fromOneRegion: true });
    expect(
      accepts(fromOne, {
        kind: 'moves',
        moves: [
          { owner: 'red', from: 'granada', to: 'aragon', count: 1 },
          { owner: 'red', from: 'galicia', to: 'aragon', count: 1 },
        ],
      }),
    ).toBe(false);
  });

  it('the dummy’s caballeros may be moved by cards that move other colours', () => {
    let state = newGame({ edition: '2023', players: ['red', 'blue'] });
    state = startRound(state, { [DUMMY]: 1, red: 13, blue: 12 }, { '1': cardWith('2023', 'move-3-foreign').id });
    state = run(state, { type: 'take-card', player: 'red', slot: '1' });
    const [choice] = guideOf(state).choices;
    if (choice?.kind !== 'moves') throw new Error('no moves');
    expect(choice.owners).toEqual(['blue', DUMMY]);
    const dummySource = first(choice.sources.filter((s) => (s.pieces[DUMMY] ?? 0) > 0));
    expect(
      accepts(state, {
        kind: 'moves',
        moves: [{ owner: DUMMY, from: dummySource.region, to: first(dummySource.targets), count: 1 }],
      }),
    ).toBe(true);
  });

  it('nothing to move: not available', () => {
    const state = tableWith('move-all-own-from-one', {
      pieces: { galicia: { red: 0 }, 'castilla-la-nueva': { red: 3 } },
    });
    const [choice] = guideOf(state).choices;
    expect(choice).toMatchObject({ kind: 'moves', available: false, sources: [] });
  });
});

describe('more from court', () => {
  it('every area but the King’s region; at most the limit, and at most the court', () => {
    for (const effect of ['two-more-from-court', 'either-move-all-own-or-two-more'] as const) {
      const state = tableWith(effect);
      const choice = guideOf(state).choices.find((c) => c.kind === 'from-court');
      if (choice?.kind !== 'from-court') throw new Error('no from-court');
      for (const area of AREA_IDS)
        expect(accepts(state, { kind: 'from-court', areas: { [area]: 1 } }), area).toBe(choice.areas.includes(area));
      expect(accepts(state, { kind: 'from-court', areas: { galicia: choice.max } })).toBe(true);
      expect(accepts(state, { kind: 'from-court', areas: { galicia: choice.max + 1 } })).toBe(false);
    }
    const short = tableWith('two-more-from-court', { court: { red: 1 } });
    expect(guideOf(short).choices[0]).toMatchObject({ kind: 'from-court', limit: 2, max: 1 });
    expect(accepts(short, { kind: 'from-court', areas: { galicia: 2 } })).toBe(false);
  });
});

describe('returns, decay and picks', () => {
  it('the King returns: each owes 3, or all they can give; court and listed regions only', () => {
    // Yellow: nothing in court, 1 caballero on the board (Granada).
    const state = tableWith('king-returns', { court: { yellow: 0 }, pieces: { ...board, sevilla: { yellow: 0 } } });
    const [choice] = guideOf(state).choices;
    if (choice?.kind !== 'returns') throw new Error('no returns');
    expect(choice.givers.map((g) => [g.player, g.owes])).toEqual([
      ['blue', 3],
      ['yellow', 1],
      ['green', 3],
    ]);
    expect(choice.givers.find((g) => g.player === 'yellow')).toMatchObject({ court: 0, regions: { granada: 1 } });
    // Blue's caballeros in the King's region are not offered, and the engine refuses them.
    expect(choice.givers.find((g) => g.player === 'blue')?.regions).toEqual({ aragon: 2, granada: 2 });
    const all = (firstAction(choice, 'red') as { returns: Record<string, Giving> }).returns;
    expect(
      accepts(state, { kind: 'returns', returns: { ...all, blue: { regions: { 'castilla-la-nueva': 3 } } } }),
    ).toBe(false);
    expect(accepts(state, { kind: 'returns', returns: { ...all, yellow: {} } })).toBe(false);
    expect(accepts(state, { kind: 'returns', returns: { ...all, red: { court: 3 } } })).toBe(false);
  });

  it('decay: applied as is; the guide says who loses how many from court', () => {
    const state = tableWith('decay-3-court', { court: { blue: 5, yellow: 1, green: 0 } });
    const [choice] = guideOf(state).choices;
    if (choice?.kind !== 'apply') throw new Error('no apply');
    expect(choice.givers?.map((g) => [g.player, g.owes])).toEqual([
      ['blue', 3],
      ['yellow', 1],
      ['green', 0],
    ]);
    expect(say(choice.description)).toContain('Blue 3, Yellow 1, Green 0');
    const after = run(state, special(state, { kind: 'apply' }));
    for (const g of choice.givers ?? []) expect(after.court[g.player]).toBe(g.court - g.owes);
  });

  it('return one of each: every region the taker may pick for each colour, and no other', () => {
    for (const edition of ['classic', 'bigbox'] as const) {
      const state = tableWith('return-one-of-each', { edition });
      const [choice] = guideOf(state).choices;
      if (choice?.kind !== 'picks') throw new Error('no picks');
      expect(choice.picks.map((p) => p.player)).toEqual(
        edition === 'classic' ? ['red', 'blue', 'yellow', 'green'] : ['blue', 'yellow', 'green'],
      );
      const base = (firstAction(choice, 'red') as { picks: Record<string, RegionId> }).picks;
      for (const pick of choice.picks) {
        for (const region of [...REGION_IDS, CASTILLO]) {
          expect(
            accepts(state, { kind: 'picks', picks: { ...base, [pick.player]: region } }),
            `${pick.player} ${region}`,
          ).toBe(pick.regions.includes(region as RegionId));
        }
      }
    }
  });

  it('return one of each, 2023 two players: the dummy loses one too; a colour with nothing is passed over', () => {
    let state = newGame({ edition: '2023', players: ['red', 'blue'] });
    state = startRound(state, { [DUMMY]: 1, red: 13, blue: 12 }, { '2+3': cardWith('2023', 'return-one-of-each').id });
    state = run(state, { type: 'table-correction', note: 'blue has left the board', areas: { aragon: { blue: 0 } } });
    state = run(state, { type: 'take-card', player: 'red', slot: '2+3' });
    const [choice] = guideOf(state).choices;
    if (choice?.kind !== 'picks') throw new Error('no picks');
    expect(choice.picks.map((p) => [p.player, p.required])).toEqual([
      ['blue', false],
      [DUMMY, true],
    ]);
    expect(accepts(state, firstAction(choice, 'red'))).toBe(true);
    expect(accepts(state, { kind: 'picks', picks: {} })).toBe(false);
  });
});

describe('secret disks', () => {
  it('returns of 2 or all: each other player may name exactly the regions offered', () => {
    for (const effect of ['disk-return-2', 'disk-return-all'] as const) {
      const state = tableWith(effect);
      const [choice] = guideOf(state).choices;
      if (choice?.kind !== 'disks') throw new Error('no disks');
      expect(choice.setters.map((s) => s.player)).toEqual(['blue', 'yellow', 'green']);
      const base = (firstAction(choice, 'red') as { disks: Record<string, RegionId> }).disks;
      for (const setter of choice.setters) {
        for (const region of REGION_IDS) {
          expect(
            accepts(state, { kind: 'disks', disks: { ...base, [setter.player]: region } }),
            `${effect} ${setter.player} ${region}`,
          ).toBe(setter.regions.includes(region));
        }
      }
      // How many leave, as the guide says.
      const blue = choice.setters.find((s) => s.player === 'blue')!;
      const after = run(state, special(state, { kind: 'disks', disks: base }));
      const named = base.blue as RegionId;
      expect(countIn(state, named, 'blue') - countIn(after, named, 'blue')).toBe(blue.loses?.[named]);
    }
    // Two must come from a region holding two when there is one: Yellow's single caballero in Granada is not offered.
    const [two] = guideOf(tableWith('disk-return-2')).choices;
    expect(two?.kind === 'disks' && two.setters.find((s) => s.player === 'yellow')?.regions).toEqual(['sevilla']);
  });

  it('a player with nothing to give sets no disk', () => {
    const state = tableWith('disk-return-all', {
      pieces: { ...board, valencia: { green: 0 }, cataluna: { red: 1, green: 0 } },
    });
    const [choice] = guideOf(state).choices;
    if (choice?.kind !== 'disks') throw new Error('no disks');
    expect(choice.setters.find((s) => s.player === 'green')).toMatchObject({ regions: [], required: false });
    expect(accepts(state, firstAction(choice, 'red'))).toBe(true);
  });

  it('regions picked by one player only: every player, the taker too, names any region', () => {
    const state = tableWith('score-unique-choices');
    const [choice] = guideOf(state).choices;
    if (choice?.kind !== 'disks') throw new Error('no disks');
    expect(choice.purpose).toBe('score-unique-choices');
    expect(choice.setters.map((s) => s.player)).toEqual(['red', 'blue', 'yellow', 'green']);
    const base = (firstAction(choice, 'red') as { disks: Record<string, RegionId> }).disks;
    for (const region of [...REGION_IDS, CASTILLO]) {
      expect(accepts(state, { kind: 'disks', disks: { ...base, red: region } }), region).toBe(
        choice.setters[0]!.regions.includes(region as RegionId),
      );
    }
    const { red: _red, ...withoutRed } = base;
    expect(accepts(state, { kind: 'disks', disks: withoutRed })).toBe(false);
  });

  it('eviction: any region but the King’s; each evicted player names a region, some send to court', () => {
    const state = tableWith('eviction');
    const [choice] = guideOf(state).choices;
    if (choice?.kind !== 'eviction') throw new Error('no eviction');
    for (const region of [...REGION_IDS, CASTILLO]) {
      const named = choice.regions.find((r) => r.region === region);
      const disks = Object.fromEntries((named?.evicted ?? []).map((e) => [e.player, first(e.regions)]));
      expect(accepts(state, { kind: 'eviction', region, disks }), region).toBe(named !== undefined);
    }
    const granada = choice.regions.find((r) => r.region === 'granada')!;
    expect(granada.evicted.map((e) => [e.player, e.count])).toEqual([
      ['blue', 2],
      ['yellow', 1],
    ]);
    const base = Object.fromEntries(granada.evicted.map((e) => [e.player, first(e.regions)]));
    const blue = granada.evicted[0]!;
    expect(blue.toCourt).toEqual(['castilla-la-nueva', 'granada']);
    for (const to of [...REGION_IDS, CASTILLO]) {
      const result = applyCommand(
        state,
        special(state, { kind: 'eviction', region: 'granada', disks: { ...base, blue: to } }),
      );
      expect(result.ok, to).toBe(blue.regions.includes(to as RegionId));
      if (result.ok)
        expect(result.value.court.blue! - state.court.blue!).toBe(blue.toCourt.includes(to as RegionId) ? 2 : 0);
    }
    // Red has caballeros in Granada but is never evicted; leaving out an evicted player is refused.
    expect(accepts(state, { kind: 'eviction', region: 'granada', disks: { ...base, red: 'galicia' } })).toBe(false);
    expect(accepts(state, { kind: 'eviction', region: 'granada', disks: { blue: 'galicia' } })).toBe(false);
  });
});

describe('single choices, tried one by one', () => {
  it('the King: next door for the adviser; anywhere for the King’s card, staying put only where allowed', () => {
    const tables: [EffectId, Partial<RuleOptions>][] = [
      ['royal-adviser', {}],
      ['kings-card', {}],
      ['kings-card', { kingCardMayStay: false }],
    ];
    for (const [effect, options] of tables) {
      const state = tableWith(effect, { options });
      const [choice] = guideOf(state).choices;
      if (choice?.kind !== 'king') throw new Error('no king');
      expect(choice.now).toBe('castilla-la-nueva');
      for (const to of [...REGION_IDS, CASTILLO])
        expect(accepts(state, { kind: 'king', to }), `${effect} ${to}`).toBe(choice.targets.includes(to as RegionId));
    }
  });

  it('the Grande: any other region but the King’s; nowhere from the King’s region', () => {
    const state = tableWith('grande');
    const [choice] = guideOf(state).choices;
    if (choice?.kind !== 'grande') throw new Error('no grande');
    expect(choice.now).toBe('galicia');
    for (const to of [...REGION_IDS, CASTILLO])
      expect(accepts(state, { kind: 'grande', to }), to).toBe(choice.targets.includes(to as RegionId));
  });

  it('the Grande cannot leave the King’s region', () => {
    // The King's card takes the King to Galicia, where red's Grande stands; then a Grande card is looked at.
    let state = tableWith('kings-card');
    state = run(state, special(state, { kind: 'king', to: 'galicia' }));
    const stuck = withTurnReopened(state, 'grande');
    expect(guideOf(stuck).choices[0]).toMatchObject({ kind: 'grande', available: false, now: 'galicia', targets: [] });
    for (const to of REGION_IDS) expect(accepts(stuck, { kind: 'grande', to }), to).toBe(false);
  });

  it('a chosen area: the Castillo only where the edition allows', () => {
    for (const edition of ['classic', 'bigbox', '2023'] as EditionId[]) {
      const state = tableWith('score-chosen-area', { edition });
      const [choice] = guideOf(state).choices;
      if (choice?.kind !== 'score-area') throw new Error('no score-area');
      expect(choice.areas.includes(CASTILLO)).toBe(edition === 'classic');
      for (const area of AREA_IDS)
        expect(accepts(state, { kind: 'score-area', area }), `${edition} ${area}`).toBe(choice.areas.includes(area));
    }
  });

  it('mobile scoreboards: each board’s targets, never onto the other board, never out of the King’s region', () => {
    let state = tableWith('mobile-scoreboard');
    // First put the 8-4-0 on Galicia, then look again with it there.
    state = run(state, special(state, { kind: 'mobile-scoreboard', board: '8-4-0', to: 'galicia' }));
    const again = structuredClone(state);
    const tables = [tableWith('mobile-scoreboard'), withTurnReopened(again, 'mobile-scoreboard')];
    for (const table of tables) {
      const [choice] = guideOf(table).choices;
      if (choice?.kind !== 'mobile-scoreboard') throw new Error('no mobile-scoreboard');
      for (const { board, targets } of choice.boards) {
        for (const to of AREA_IDS)
          expect(accepts(table, { kind: 'mobile-scoreboard', board, to }), `${board} ${to}`).toBe(targets.includes(to));
      }
      expect(choice.boards.map((b) => b.board)).toEqual([...MOBILE_SCOREBOARD_IDS]);
    }
    const [later] = guideOf(tables[1]!).choices;
    expect(later?.kind === 'mobile-scoreboard' && later.boards[0]?.now).toBe('galicia');
    expect(later?.kind === 'mobile-scoreboard' && later.boards[1]?.targets.includes('galicia')).toBe(false);
  });

  it('power cards: exactly the ones played and not yet taken back', () => {
    const state = tableWith('power-card-return');
    const [choice] = guideOf(state).choices;
    if (choice?.kind !== 'power-card') throw new Error('no power-card');
    expect(choice.values).toEqual([13]);
    for (const value of POWER_CARD_VALUES)
      expect(accepts(state, { kind: 'power-card', value }), String(value)).toBe(choice.values.includes(value));
  });

  it('the court card: from the provinces, and from regions only where the options allow and the provinces run short', () => {
    const classic = tableWith('court');
    const [c] = guideOf(classic).choices;
    expect(c).toMatchObject({ kind: 'court', limit: 2, maxFromProvinces: 2, regionsAllowed: false, maxFromRegions: 0 });
    for (const provinces of [0, 1, 2, 3])
      expect(accepts(classic, { kind: 'court', provinces }), String(provinces)).toBe(provinces <= 2);

    // Big Box, one caballero left in the provinces: 2 on Galicia (home) + 3 in Granada + 24 in court = 29.
    const short = tableWith('court', { edition: 'bigbox', pieces: { granada: { red: 3 } }, court: { red: 24 } });
    const [b] = guideOf(short).choices;
    expect(b).toMatchObject({
      kind: 'court',
      maxFromProvinces: 1,
      regionsAllowed: true,
      maxFromRegions: 1,
      regions: { galicia: 2, granada: 3 },
    });
    expect(accepts(short, { kind: 'court', provinces: 1, regions: { granada: 1 } })).toBe(true);
    expect(accepts(short, { kind: 'court', provinces: 1, regions: { granada: 2 } })).toBe(false);
    expect(accepts(short, { kind: 'court', provinces: 0, regions: { granada: 1 } })).toBe(false);
    // Classic, the same table: regions are never allowed.
    const classicShort = tableWith('court', { pieces: { granada: { red: 3 } }, court: { red: 24 } });
    expect(guideOf(classicShort).choices[0]).toMatchObject({ regionsAllowed: false, regions: {} });
    expect(accepts(classicShort, { kind: 'court', provinces: 1, regions: { granada: 1 } })).toBe(false);
  });
});

describe('nothing to choose', () => {
  it('fixed scorings: the guide names the areas the scoring then scores', () => {
    for (const effect of [
      'score-4-regions',
      'score-5-regions',
      'score-6-7-regions',
      'score-castillo',
      'score-first-place-only',
      'score-most',
      'score-fewest',
    ] as const) {
      const state = tableWith(effect);
      const [choice] = guideOf(state).choices;
      if (choice?.kind !== 'apply') throw new Error('no apply');
      expect(choice.scores).toEqual(
        scoringOfCommand(state, special(state, { kind: 'apply' }))?.areas.map((a) => a.area),
      );
      expect(say(choice.description)).not.toMatch(/undefined|castilla-la|\[object/);
    }
    const castillo = guideOf(tableWith('score-castillo')).choices[0];
    expect(castillo?.kind === 'apply' ? say(castillo.description) : castillo).toBe('Scores the Castillo.');
  });

  it('the Veto: kept until the end of the next round', () => {
    const state = tableWith('veto');
    const [choice] = guideOf(state).choices;
    const after = run(state, special(state, { kind: 'keep-veto' }));
    expect(choice).toEqual({
      kind: 'keep-veto',
      available: true,
      expiresAfterRound: after.vetoes[0]?.expiresAfterRound,
    });
  });
});

describe('the example games: every recorded special action lies within the guide', () => {
  for (const file of ['classic-4p.json', 'bigbox-5p.json', '2023-2p-dummy.json']) {
    it(file, () => {
      const log = exampleLog(file);
      let state: GameState | undefined;
      let checked = 0;
      for (const command of log) {
        if (command.type === 'special' && state) {
          const guide = guideOf(state);
          const choice = guide.choices.find((c) => c.kind === command.action.kind);
          expect(choice, `${guide.effect} ${command.action.kind}`).toBeDefined();
          expect(withinGuide(choice!, command.action, command.vetoedBy !== undefined), JSON.stringify(command)).toBe(
            true,
          );
          checked += 1;
        }
        state = run(state, command);
      }
      expect(checked).toBeGreaterThan(10);
    });
  }
});

/** Whether an accepted action uses only what the guide offered. */
function withinGuide(choice: ChoiceGuide, action: SpecialAction, partial: boolean): boolean {
  switch (choice.kind) {
    case 'moves':
      return (
        action.kind === 'moves' &&
        action.moves.every((m) => {
          const source = choice.sources.find((s) => s.region === m.from);
          return source !== undefined && m.count <= (source.pieces[m.owner] ?? 0) && source.targets.includes(m.to);
        })
      );
    case 'from-court':
      return (
        action.kind === 'from-court' &&
        Object.entries(action.areas).every(([a, n]) => choice.areas.includes(a as AreaId) && (n ?? 0) <= choice.max)
      );
    case 'returns':
      return (
        action.kind === 'returns' &&
        choice.givers.every((g) => {
          const given = action.returns[g.player] ?? {};
          const fromRegions = Object.entries(given.regions ?? {}).reduce(
            (sum, [r, n]) => sum + ((g.regions[r as RegionId] ?? 0) >= (n ?? 0) ? (n ?? 0) : Number.NaN),
            0,
          );
          const total = (given.court ?? 0) + fromRegions;
          return partial ? total <= g.owes : total === g.owes;
        })
      );
    case 'picks':
      return (
        action.kind === 'picks' &&
        Object.entries(action.picks).every(
          ([id, r]) => choice.picks.find((p) => p.player === id)?.regions.includes(r) === true,
        )
      );
    case 'disks':
      return (
        action.kind === 'disks' &&
        Object.entries(action.disks).every(
          ([id, r]) => choice.setters.find((s) => s.player === id)?.regions.includes(r) === true,
        )
      );
    case 'score-area':
      return action.kind === 'score-area' && choice.areas.includes(action.area);
    case 'mobile-scoreboard':
      return (
        action.kind === 'mobile-scoreboard' &&
        choice.boards.find((b) => b.board === action.board)?.targets.includes(action.to) === true
      );
    case 'king':
      return action.kind === 'king' && choice.targets.includes(action.to);
    case 'eviction': {
      if (action.kind !== 'eviction') return false;
      const named = choice.regions.find((r) => r.region === action.region);
      return (
        named !== undefined &&
        Object.entries(action.disks).every(
          ([id, r]) => named.evicted.find((e) => e.player === id)?.regions.includes(r) === true,
        )
      );
    }
    case 'grande':
      return action.kind === 'grande' && choice.targets.includes(action.to);
    case 'power-card':
      return action.kind === 'power-card' && choice.values.includes(action.value);
    case 'modifier-card':
      return (
        action.kind === 'modifier-card' &&
        choice.cards.some((c) => c.value === action.value && c.ability === action.ability)
      );
    case 'court': {
      if (action.kind !== 'court') return false;
      const fromRegions = Object.values(action.regions ?? {}).reduce((a, n) => a + (n ?? 0), 0);
      return action.provinces <= choice.maxFromProvinces && fromRegions <= choice.maxFromRegions;
    }
    case 'limit-table':
      return action.kind === 'limit-table' && choice.regions.includes(action.to);
    case 'remove-card':
      return action.kind === 'remove-card' && choice.slots.includes(action.slot);
    case 'bridge':
      return action.kind === 'bridge' && choice.spans.some((s) => s.from === action.from && s.to.includes(action.to));
    case 'keep-veto':
    case 'apply':
      return action.kind === choice.kind;
  }
}

/** The same table with the turn's special action open again on a card of this effect (for a second look at a changed board). */
function withTurnReopened(state: GameState, effect: EffectId): GameState {
  const card = cardWith(state.setup.edition, effect);
  return {
    ...state,
    turn: {
      ...state.turn!,
      card: { id: card.id, slot: String(card.stack) as '4', stack: card.stack },
      special: 'open',
    },
  };
}

describe('previewSpecial', () => {
  it('gives what applyCommand gives, and leaves the table as it was', () => {
    const state = tableWith('score-chosen-area');
    const before = structuredClone(state);
    const preview = previewSpecial(state, { kind: 'score-area', area: 'granada' });
    expect(preview).toEqual(applyCommand(state, special(state, { kind: 'score-area', area: 'granada' })));
    expect(preview.ok && preview.value.scorings.at(-1)?.totals).toMatchObject({ red: 6, blue: 3 });
    expect(state).toEqual(before);
  });

  it('passes on a refusal, and a veto part-way', () => {
    const state = tableWith('grande');
    const refusal = previewSpecial(state, { kind: 'grande', to: 'castilla-la-nueva' });
    expect(refusal.ok ? undefined : refusal.error.code).toBe('king/region-taboo');
    const vetoed = previewSpecial(state, { kind: 'grande', to: 'aragon' }, 'blue');
    expect(vetoed.ok ? undefined : vetoed.error.code).toBe('veto/none-held');
  });

  it('refuses when no turn is open', () => {
    const state = replayedUntil((c) => c.type === 'general-scoring');
    const result = previewSpecial(state, { kind: 'apply' });
    expect(result.ok ? undefined : result.error.code).toBe('flow/not-now');
  });
});

/** The classic example game up to (not including) the first command matching `stop`. */
function replayedUntil(stop: (c: Command) => boolean): GameState {
  const log = exampleLog('classic-4p.json');
  const index = log.findIndex(stop);
  const { state } = replay(log.slice(0, index));
  if (!state) throw new Error('no state');
  return state;
}

/** An example game record as its command log: the setup first, then the recorded commands. */
function exampleLog(file: string): Command[] {
  const record = JSON.parse(readFileSync(join(import.meta.dirname, '../../../examples/records', file), 'utf8')) as {
    setup: object;
    commands: Command[];
  };
  return [{ ...record.setup, type: 'setup' } as Command, ...record.commands];
}
