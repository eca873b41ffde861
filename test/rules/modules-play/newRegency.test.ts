/**
 * New Regency (2023 mini expansion): the King's card goes back in the box and stack 5 holds its cards, turned
 * over and discarded like the others. Each card moves the King where the base game never does (France or
 * Portugal, beside the Castillo), throws Grandes into the Castillo, swaps the King with a Grande, takes
 * caballeros along with him or opens his region to one placement. Rules: 004 "Mini expansion: New Regency"
 * (004:814-821) and "Explanations of Special cards" (004:1186-1425); readings in docs/game-record.md,
 * "Modules: New Regency".
 */
import { describe, expect, it } from 'vitest';
import {
  AREA_IDS,
  applyCommand,
  type Command,
  type GameState,
  isRegion,
  KING_EXILES,
  legalPlacements,
} from '../../../src/rules';
import { cardCatalog, cardsInPlay } from '../../../src/rules/cards/catalog';
import { grandeTargets } from '../../../src/rules/cards/effects/_lib/boardChoices';
import { actionGuide } from '../../../src/rules/game/actionGuide';
import { describeCommand } from '../../../src/rules/game/describeCommand';
import { generalScoringDisks, revealChoices } from '../../../src/rules/game/tableChoices';
import { checkGrandeMove, royaltyRefusal } from '../../../src/rules/play/index';
import type { AreaId } from '../../../src/rules/state/areaIds';
import { arranged, refused, run, special } from '../../support/scenario';
import { say } from '../../support/speech';
import { newGame, playPowers, revealCommand, setupCommand, setupRefused } from '../flow/_tables';

const NR = '2023/new-regency/';
const CARDS = [
  'exile',
  'entourage',
  'competition',
  'chalet',
  'rebellion',
  'infiltration',
  'stand-in',
  'militia',
  'civil-war',
  'revelation',
  'empowerment',
  'adopted-home',
] as const;
type Slug = (typeof CARDS)[number];

const withRegency = (): GameState => newGame({ edition: '2023', modules: ['new-regency'] });

/** Red (playing the 13) on turn in round 1 with this New Regency card taken from stack 5, the board arranged. */
function redTakes(slug: Slug, pieces?: Partial<Record<AreaId, Record<string, number>>>): GameState {
  let state = withRegency();
  state = run(state, revealCommand(state, { '5': `${NR}${slug}` }));
  state = playPowers(state, { red: 13, blue: 12, yellow: 11, green: 10 });
  state = arranged(state, pieces ? { pieces } : {});
  return run(state, { type: 'take-card', player: 'red', slot: '5' });
}

const king = (state: GameState, to: string, extra: object = {}): Command =>
  special(state, { kind: 'king', to, ...extra });
const place = (areas: Partial<Record<AreaId, number>>): Command => ({ type: 'place', player: 'red', areas });
const endTurn: Command = { type: 'end-turn', player: 'red' };

describe('New Regency: setup and the fifth stack', () => {
  it('a 2023 game may be set up with it, a classic game may not', () => {
    expect(withRegency().setup.modules).toEqual(['new-regency']);
    setupRefused(setupCommand({ modules: ['new-regency'] }), 'setup/module-edition');
  });

  it('stack 5 holds its cards and no longer the King’s card', () => {
    const fifth = cardsInPlay(withRegency().setup).filter((c) => c.stack === 5);
    expect(fifth.map((c) => c.id)).toEqual(CARDS.map((slug) => `${NR}${slug}`));
    const base = cardsInPlay(newGame({ edition: '2023' }).setup).filter((c) => c.stack === 5);
    expect(base.map((c) => c.id)).toEqual(['2023/your-majesty']);
    expect(cardsInPlay(newGame({ edition: '2023' }).setup)).toBe(cardCatalog('2023'));
  });

  it('the table picks the card turned over on stack 5; a base game keeps the King’s card there every round', () => {
    const five = (state: GameState) => revealChoices(state).find((c) => c.slot === '5');
    expect(five(withRegency())?.fixed).toBeUndefined();
    expect(five(withRegency())?.cards).toHaveLength(CARDS.length);
    expect(five(newGame({ edition: '2023' }))?.fixed?.id).toBe('2023/your-majesty');
  });

  it('refuses a round whose stack 5 is not named, the King’s card, and its cards in a game without it', () => {
    const state = withRegency();
    const { cards } = revealCommand(state, { '5': `${NR}exile` }) as Extract<Command, { type: 'reveal-cards' }>;
    const { '5': _, ...withoutFive } = cards ?? {};
    refused(state, { type: 'reveal-cards', cards: withoutFive }, 'offer/missing-card');
    refused(state, { type: 'reveal-cards', cards: { ...cards, '5': '2023/your-majesty' } }, 'offer/card-in-box');
    const base = newGame({ edition: '2023' });
    refused(base, { type: 'reveal-cards', cards: { ...cards, '5': `${NR}exile` } }, 'offer/card-not-in-game');
  });

  it('its cards are discarded like the others: a card turned over is counted', () => {
    let state = withRegency();
    state = run(state, revealCommand(state, { '5': `${NR}chalet` }));
    expect(state.revealed[`${NR}chalet`]).toBe(1);
  });
});

describe('New Regency: Exile', () => {
  it('sends the King to France; placement then borders France, and no region is his', () => {
    const state = run(redTakes('exile'), king(redTakes('exile'), 'france'));
    expect(state.king).toBe('france');
    expect([...legalPlacements(state)].sort()).toEqual(['aragon', 'castillo', 'cataluna', 'pais-vasco']);
    refused(state, place({ galicia: 1 }), 'placement/not-next-to-king');
    const placed = run(state, place({ aragon: 1, cataluna: 1 }));
    expect(placed.areas.aragon?.red).toBe((state.areas.aragon?.red ?? 0) + 1);
  });

  it('to Portugal, whose borders are Galicia, Castilla, Toledo and Sevilla', () => {
    const state = run(redTakes('exile'), king(redTakes('exile'), 'portugal'));
    expect([...legalPlacements(state)].sort()).toEqual([
      'castilla-la-nueva',
      'castilla-la-vieja',
      'castillo',
      'galicia',
      'sevilla',
    ]);
  });

  it('refuses a region, the Castillo and another kind of action', () => {
    const state = redTakes('exile');
    refused(state, king(state, 'galicia'), 'king/not-allowed');
    refused(state, king(state, 'castillo'), 'king/not-allowed');
    refused(state, king(state, 'france', { grande: 'blue' }), 'king/no-grande');
    refused(state, special(state, { kind: 'apply' }), 'special/wrong-action');
  });
});

describe('New Regency: Rebellion', () => {
  it('seats the King beside the Castillo: every region takes caballeros, the Castillo none', () => {
    const state = run(redTakes('rebellion'), king(redTakes('rebellion'), 'castillo'));
    expect(state.king).toBe('castillo');
    expect(legalPlacements(state)).not.toContain('castillo');
    expect(legalPlacements(state)).toHaveLength(9);
    refused(state, place({ castillo: 1 }), 'king/region-taboo');
    run(state, place({ galicia: 1, granada: 1 }));
  });

  it('refuses a region: Rebellion seats him by the Castillo only', () => {
    const state = redTakes('rebellion');
    refused(state, king(state, 'galicia'), 'king/not-allowed');
  });
});

describe('New Regency: Competition', () => {
  it('keeps a Grande thrown into the Castillo there until the Castillo is opened: no card or ability moves it out', () => {
    const state = run(redTakes('competition'), king(redTakes('competition'), 'aragon'));
    expect(state.grandes.blue).toBe('castillo');
    expect(grandeTargets(state, 'blue')).toEqual([]);
    expect(royaltyRefusal(state, { kind: 'grande', player: 'blue' }, 'galicia')?.code).toBe('grande/in-castillo');
    expect(royaltyRefusal(state, { kind: 'grande', player: 'red' }, 'sevilla')).toBeUndefined();
  });

  it('moves the King and throws every Grande of that region into the Castillo', () => {
    // Blue's home (and Grande) is Aragón.
    const state = run(redTakes('competition'), king(redTakes('competition'), 'aragon'));
    expect(state.king).toBe('aragon');
    expect(state.grandes.blue).toBe('castillo');
    expect(state.grandes.red).toBe('galicia');
  });

  it('refuses the King’s own region and the Castillo', () => {
    const state = redTakes('competition');
    refused(state, king(state, 'castilla-la-nueva'), 'king/must-move');
    refused(state, king(state, 'castillo'), 'king/not-allowed');
  });
});

describe('New Regency: Chalet', () => {
  const pieces = { galicia: { red: 3 }, aragon: { blue: 1 }, sevilla: { yellow: 1 }, valencia: { green: 4 } };

  it('moves the King to a region with the fewest caballeros, the taker picking in a tie', () => {
    const state = redTakes('chalet', pieces);
    const guide = actionGuide(state)?.choices[0];
    expect(guide?.kind === 'king' && [...guide.targets].sort()).toEqual(['aragon', 'sevilla']);
    expect(run(state, king(state, 'sevilla')).king).toBe('sevilla');
  });

  it('refuses a region with more, and an empty one', () => {
    const state = redTakes('chalet', pieces);
    refused(state, king(state, 'galicia'), 'king/not-allowed');
    refused(state, king(state, 'granada'), 'king/not-allowed');
  });
});

describe('New Regency: Entourage', () => {
  const pieces = { 'castilla-la-nueva': { red: 2, blue: 1 } };
  const along = (owner: string, count: number, to = 'granada', from = 'castilla-la-nueva') => ({
    owner,
    from,
    to,
    count,
  });

  it('moves the King and 2 caballeros of the taker’s choice from his old region to the new', () => {
    const state = redTakes('entourage', pieces);
    const next = run(state, king(state, 'granada', { entourage: [along('red', 1), along('blue', 1)] }));
    expect(next.king).toBe('granada');
    expect(next.areas.granada).toMatchObject({ red: 1, blue: 1 });
    expect(next.areas['castilla-la-nueva']).toMatchObject({ red: 1, blue: 0 });
  });

  it('with one caballero there, takes that one', () => {
    const state = redTakes('entourage', { 'castilla-la-nueva': { blue: 1 } });
    refused(state, king(state, 'granada'), 'entourage/count');
    expect(run(state, king(state, 'granada', { entourage: [along('blue', 1)] })).areas.granada?.blue).toBe(1);
  });

  it('refuses too few, too many, caballeros that are not there, and another way', () => {
    const state = redTakes('entourage', pieces);
    refused(state, king(state, 'granada', { entourage: [along('red', 1)] }), 'entourage/count');
    refused(state, king(state, 'granada', { entourage: [along('red', 2), along('blue', 1)] }), 'entourage/count');
    refused(state, king(state, 'granada', { entourage: [along('blue', 2)] }), 'entourage/not-enough');
    refused(state, king(state, 'granada', { entourage: [along('red', 2, 'sevilla')] }), 'entourage/wrong-way');
  });
});

describe('New Regency: Stand-in', () => {
  it('swaps the King with a Grande standing in a region', () => {
    const state = run(redTakes('stand-in'), king(redTakes('stand-in'), 'sevilla'));
    expect(state.king).toBe('sevilla');
    expect(state.grandes.yellow).toBe('castilla-la-nueva');
  });

  it('refuses a region without a Grande and a Grande that is elsewhere', () => {
    const state = redTakes('stand-in');
    refused(state, king(state, 'granada'), 'king/not-allowed');
    refused(state, king(state, 'sevilla', { grande: 'blue' }), 'stand-in/not-there');
  });
});

describe('New Regency: Infiltration', () => {
  it('opens the King’s region to this turn’s placement only', () => {
    const state = run(redTakes('infiltration'), special(redTakes('infiltration'), { kind: 'apply' }));
    expect(legalPlacements(state)).toContain('castilla-la-nueva');
    const placed = run(state, place({ 'castilla-la-nueva': 2 }));
    expect(placed.areas['castilla-la-nueva']?.red).toBe(2);
    const next = run(placed, endTurn);
    expect(next.modules?.infiltration).toBeUndefined();
    expect(legalPlacements(next)).not.toContain('castilla-la-nueva');
  });

  it('without it the King’s region stays closed; once placed it is refused', () => {
    const state = redTakes('infiltration');
    refused(state, place({ 'castilla-la-nueva': 1 }), 'king/region-taboo');
    const placed = run(state, place({ 'castilla-la-vieja': 1 }));
    refused(placed, special(placed, { kind: 'apply' }), 'infiltration/placed');
  });
});

describe('New Regency: Militia', () => {
  const from = (state: GameState, areas: Partial<Record<AreaId, number>>) =>
    special(state, { kind: 'from-court', areas });

  it('places up to 2 from the court in any regions, next to the King or not', () => {
    const state = redTakes('militia');
    const next = run(state, from(state, { cataluna: 1, galicia: 1 }));
    expect(next.areas.cataluna?.red).toBe(1);
    expect(next.court.red).toBe((state.court.red ?? 0) - 2);
  });

  it('refuses the Castillo, the King’s region and a third caballero', () => {
    const state = redTakes('militia');
    refused(state, from(state, { castillo: 1 }), 'militia/no-castillo');
    refused(state, from(state, { 'castilla-la-nueva': 1 }), 'king/region-taboo');
    refused(state, from(state, { galicia: 2, aragon: 1 }), 'militia/too-many');
  });
});

describe('New Regency: the explained cards whose stack is lost', () => {
  it('are offered on stack 5 too and play as their base effect, with stack 5’s placement', () => {
    const state = redTakes('civil-war');
    expect(actionGuide(state)?.kinds).toEqual(['disks']);
    run(state, place({ 'castilla-la-vieja': 5 }));
    refused(state, place({ 'castilla-la-vieja': 6 }), 'placement/too-many');
  });
});

describe('New Regency: the guide offers exactly what the engine accepts', () => {
  const pieces = { 'castilla-la-nueva': { red: 1, blue: 2 }, galicia: { yellow: 1 }, granada: { green: 3 } };
  const everywhere = [...AREA_IDS, ...KING_EXILES];

  for (const slug of ['exile', 'entourage', 'competition', 'chalet', 'rebellion', 'stand-in'] as const) {
    it(`${slug}: every place offered is accepted, every other place refused`, () => {
      const state = redTakes(slug, pieces);
      const guide = actionGuide(state)?.choices[0];
      if (guide?.kind !== 'king') throw new Error('a King’s move');
      expect(guide.targets.length).toBeGreaterThan(0);
      const along = guide.entourage;
      for (const to of everywhere) {
        const entourage =
          along && isRegion(to) ? { entourage: [{ owner: 'blue', from: along.from, to, count: along.count }] } : {};
        const result = applyCommand(state, king(state, to, entourage));
        expect(result.ok, `${slug} to ${to}`).toBe(guide.targets.includes(to));
      }
    });
  }

  it('militia: every area offered takes a caballero, the others refuse it', () => {
    const state = redTakes('militia');
    const guide = actionGuide(state)?.choices[0];
    if (guide?.kind !== 'from-court') throw new Error('caballeros from the court');
    for (const area of AREA_IDS) {
      const result = applyCommand(state, special(state, { kind: 'from-court', areas: { [area]: 1 } }));
      expect(result.ok, area).toBe(guide.areas.includes(area));
    }
  });
});

describe('New Regency: the history', () => {
  it('says where the King went and who went with him', () => {
    const state = redTakes('entourage', { 'castilla-la-nueva': { red: 2 } });
    const command = king(state, 'granada', {
      entourage: [{ owner: 'red', from: 'castilla-la-nueva', to: 'granada', count: 2 }],
    });
    expect(say(describeCommand(state, command))).toMatch(
      /moved the King from Toledo to Granada, 2 caballeros going with him/,
    );
    const exile = redTakes('exile');
    expect(say(describeCommand(exile, king(exile, 'portugal')))).toMatch(/moved the King from Toledo to Portugal/);
  });
});

describe('New Regency: the general scoring', () => {
  it('asks the owner of a Grande in the Castillo for a disk even with no caballeros inside', () => {
    const state = run(redTakes('competition'), king(redTakes('competition'), 'aragon'));
    const scoring: GameState = { ...state, phase: 'general-scoring', turn: undefined };
    expect(generalScoringDisks(scoring)).toContain('blue');
    refused(scoring, { type: 'general-scoring', disks: {} }, 'disks/missing');
    const after = run(scoring, { type: 'general-scoring', disks: { blue: 'granada' } });
    expect(after.grandes.blue).toBe('granada');
  });

  it('leaves a Grande that left the board off it under the off-board reading: no card brings it back', () => {
    const state = run(redTakes('competition'), king(redTakes('competition'), 'aragon'));
    const setup = { ...state.setup, moduleOptions: { castilloGrandeToKing: 'off-board' as const } };
    const scoring: GameState = { ...state, setup, phase: 'general-scoring', turn: undefined };
    const after = run(scoring, { type: 'general-scoring', disks: { blue: 'aragon' } });
    expect(after.grandes.blue).toBeUndefined();
    expect(grandeTargets(after, 'blue')).toEqual([]);
    const moved = checkGrandeMove(after, 'blue', 'galicia', 'Blue’s Grande', { source: '004', section: 'x' });
    expect(moved.ok ? undefined : moved.error.code).toBe('grande/off-board');
  });

  it('keeps the Castillo’s caballeros in while the King stands beside it', () => {
    let state = redTakes('rebellion', { castillo: { red: 2, blue: 1 } });
    state = run(state, king(state, 'castillo'));
    const scoring: GameState = { ...state, phase: 'general-scoring', turn: undefined };
    expect(generalScoringDisks(scoring)).toEqual([]);
    const after = run(scoring, { type: 'general-scoring', disks: {} });
    expect(after.areas.castillo).toMatchObject({ red: 2, blue: 1 });
  });
});
