/**
 * Moving restrictions (1995 variant; 000, "Variant Rules: Moving Restrictions", lines 447-449; digest
 * section 1.5): a special action moves its card's full number only when every caballero goes to a region
 * bordering the one it leaves, or to the Castillo; once any goes further, two fewer. Readings where the
 * text is silent: docs/game-record.md, "Modules".
 * Tables: fixed, no seed: four players, the King in Castilla la Nueva, homes Galicia, Aragón, Sevilla,
 * Valencia (red, blue, yellow, green); the board set by a table correction. Random games: seeds
 * `game * 31 + players` (test/rules/game/_randomGames.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  actionGuide,
  describeCommand,
  type GameState,
  type Move,
  type MovesGuide,
  movesLeft,
} from '../../../src/rules';
import { playRandomGame } from '../../support/playGame';
import { refused, run, special } from '../../support/scenario';
import { say } from '../../support/speech';
import { moduleTurn } from './_moduleTurn';

const MODULE = ['moving-restrictions'] as const;
const PIECES = {
  galicia: { red: 4, blue: 0, yellow: 0, green: 0 },
  aragon: { red: 0, blue: 3, yellow: 0, green: 0 },
};
const RULE = { source: '000', section: 'Variant Rules: Moving Restrictions' };

const turn = (card: string, modules: readonly string[] = MODULE, pieces = PIECES): GameState =>
  moduleTurn({ modules: [...modules] as never, card: `classic/${card}`, pieces });
const moves = (state: GameState, list: Move[]) => special(state, { kind: 'moves', moves: list });
const red = (from: Move['from'], to: Move['to'], count = 1): Move => ({ owner: 'red', from, to, count });
const blue = (from: Move['from'], to: Move['to'], count = 1): Move => ({ owner: 'blue', from, to, count });
const movesGuideOf = (state: GameState): MovesGuide => {
  const guide = actionGuide(state)?.choices.find((c): c is MovesGuide => c.kind === 'moves');
  if (!guide) throw new Error('no moves guide');
  return guide;
};

describe('moving restrictions: numbered cards', () => {
  it('moves the full number when every caballero goes to a bordering region or the Castillo', () => {
    const state = turn('move-4-any');
    const after = run(
      state,
      moves(state, [red('galicia', 'pais-vasco', 2), red('galicia', 'castillo'), blue('aragon', 'valencia')]),
    );
    expect(after.areas['pais-vasco']?.red).toBe(2);
    expect(after.areas.castillo?.red).toBe(1);
    expect(after.areas.valencia?.blue).toBe(1);
    expect(after.areas.galicia?.red).toBe(1);
  });

  it('moves two fewer when one goes further, and the history says the lower number was used', () => {
    const state = turn('move-4-any');
    const command = moves(state, [red('galicia', 'cataluna'), blue('aragon', 'valencia')]);
    const after = run(state, command);
    expect(after.areas.cataluna?.red).toBe(1);
    expect(after.areas.valencia?.blue).toBe(1);
    expect(say(describeCommand(state, command))).toMatch(/\(a move went further than next door: at most 2\)$/);
    const near = moves(state, [red('galicia', 'pais-vasco')]);
    expect(say(describeCommand(state, near))).not.toMatch(/further/);
  });

  it('refuses more than two fewer once one goes further, naming that move, and changes nothing', () => {
    const state = turn('move-4-any');
    const error = refused(
      state,
      moves(state, [red('galicia', 'pais-vasco'), blue('aragon', 'valencia'), red('galicia', 'cataluna')]),
      'moves/farther-too-many',
    );
    expect(say(error.message)).toBe(
      'Move 3 goes from Galicia to Cataluña (Catalonia), further than a region bordering Galicia or the Castillo, so the lower limits hold: this card moves at most 2 caballeros; 3 were moved',
    );
    expect(error.ruleRef).toEqual(RULE);
  });

  it('keeps the card’s own refusals for what the lower number does not change', () => {
    const state = turn('move-4-own');
    refused(state, moves(state, [blue('aragon', 'cataluna')]), 'intrigue/too-many-foreign');
    refused(state, moves(state, [red('galicia', 'pais-vasco', 5)]), 'intrigue/not-enough');
  });

  it('leaves the three-card without a far move beyond one, and the five-card at three', () => {
    const three = turn('move-3-any');
    run(three, moves(three, [red('galicia', 'valencia')]));
    refused(three, moves(three, [red('galicia', 'valencia'), blue('aragon', 'pais-vasco')]), 'moves/farther-too-many');
    const five = turn('move-up-to-5-from-one', MODULE, {
      ...PIECES,
      galicia: { red: 6, blue: 0, yellow: 0, green: 0 },
    });
    run(five, moves(five, [red('galicia', 'sevilla', 3)]));
    refused(five, moves(five, [red('galicia', 'sevilla', 3), red('galicia', 'pais-vasco')]), 'moves/farther-too-many');
    run(five, moves(five, [red('galicia', 'pais-vasco', 5)]));
  });

  it('takes the two off the total of a split card, the split still capping each side', () => {
    const state = turn('move-2-own-2-foreign');
    run(state, moves(state, [red('galicia', 'pais-vasco', 2), blue('aragon', 'valencia', 2)]));
    run(state, moves(state, [red('galicia', 'sevilla'), blue('aragon', 'galicia')]));
    run(state, moves(state, [red('galicia', 'sevilla', 2)]));
    refused(state, moves(state, [red('galicia', 'sevilla', 2), blue('aragon', 'valencia')]), 'moves/farther-too-many');
    refused(state, moves(state, [red('galicia', 'pais-vasco', 3)]), 'intrigue/too-many-own');
  });

  it('changes nothing without the variant: four may go anywhere', () => {
    const state = turn('move-4-any', []);
    run(state, moves(state, [red('galicia', 'cataluna', 2), blue('aragon', 'galicia', 2)]));
    expect(movesGuideOf(state).farther).toBeUndefined();
    expect(movesGuideOf(state).sources[0]).not.toHaveProperty('near');
  });
});

describe('moving restrictions: all your own out of one region', () => {
  it('moves all of them along borders or into the Castillo', () => {
    const state = turn('move-all-own-from-one');
    const after = run(state, moves(state, [red('galicia', 'pais-vasco', 3), red('galicia', 'castillo')]));
    expect(after.areas.galicia?.red ?? 0).toBe(0);
  });

  it('moves all but two when any goes further: the two stay, unlisted', () => {
    const state = turn('move-all-own-from-one');
    const after = run(state, moves(state, [red('galicia', 'sevilla'), red('galicia', 'pais-vasco')]));
    expect(after.areas.galicia?.red).toBe(2);
    expect(after.areas.sevilla?.red).toBe(1);
  });

  it('refuses emptying the region with a far move, and a far move from a region holding two', () => {
    const state = turn('move-all-own-from-one');
    const error = refused(state, moves(state, [red('galicia', 'sevilla', 4)]), 'moves/farther-too-many');
    expect(say(error.message)).toMatch(/this card moves all but 2 of your 4 caballeros out of Galicia; 4 were moved/);
    refused(state, moves(state, [red('galicia', 'sevilla', 3)]), 'moves/farther-too-many');
    const two = turn('move-all-own-from-one', MODULE, { ...PIECES, galicia: { red: 2, blue: 0, yellow: 0, green: 0 } });
    refused(two, moves(two, [red('galicia', 'sevilla')]), 'moves/farther-too-many');
    run(two, moves(two, [red('galicia', 'pais-vasco', 2)]));
  });

  it('holds for the moves of the "either" card, and not for its two more from court', () => {
    const state = turn('either-move-all-own-or-two-more');
    refused(state, moves(state, [red('galicia', 'sevilla', 4)]), 'moves/farther-too-many');
    run(state, moves(state, [red('galicia', 'sevilla', 2)]));
    run(state, special(state, { kind: 'from-court', areas: { cataluna: 2 } }));
  });
});

describe('moving restrictions: what the guide tells the player', () => {
  it('gives both numbers in words, and the bordering targets of each region', () => {
    const guide = movesGuideOf(turn('move-4-any'));
    expect(guide.maxTotal).toBe(4);
    expect(guide.farther).toMatchObject({ maxTotal: 2, ruleRef: RULE });
    expect(say(guide.farther?.words ?? '')).toBe(
      'Up to 4 to bordering regions or the Castillo; up to 2 if any goes further',
    );
    const galicia = guide.sources.find((s) => s.region === 'galicia');
    expect(galicia?.near).toEqual(['pais-vasco', 'castilla-la-vieja', 'castillo']);
    expect(say(movesGuideOf(turn('move-2-own-2-foreign')).farther?.words ?? '')).toBe(
      "Up to 2 of your own and 2 of others' to bordering regions or the Castillo; up to 2 in all if any goes further",
    );
    const allOwn = movesGuideOf(turn('move-all-own-from-one')).farther;
    expect(allOwn).toMatchObject({ keepBack: 2 });
    expect(say(allOwn?.words ?? '')).toBe(
      'All of them to bordering regions or the Castillo; all but 2 if any goes further',
    );
  });

  it('leaves the Castillo out of the Church card’s words: its black caballeros never enter it', () => {
    const state = moduleTurn({ modules: ['moving-restrictions', 'church'], card: 'classic/church-card' });
    expect(say(movesGuideOf(state).farther?.words ?? '')).toBe(
      'Up to 2 to bordering regions; up to 0 if any goes further',
    );
  });

  it('lowers what may still move once a far move is entered, and offers only bordering targets once the lower number is used', () => {
    const state = turn('move-4-any');
    const guide = movesGuideOf(state);
    const far = movesLeft(guide, 'red', [red('galicia', 'cataluna')]);
    expect(far.maxTotal).toBe(2);
    expect(far.sources.find((s) => s.region === 'aragon')?.movable).toEqual({ blue: 1 });
    const nearTwo = movesLeft(guide, 'red', [red('galicia', 'pais-vasco', 2)]);
    expect(nearTwo.maxTotal).toBe(4);
    expect([...(nearTwo.sources.find((s) => s.region === 'aragon')?.targets ?? [])].sort()).toEqual(
      ['castilla-la-vieja', 'castillo', 'cataluna', 'pais-vasco', 'valencia'].sort(),
    );
  });
});

describe('moving restrictions: random games', () => {
  // playRandomGame throws on any command the engine refuses.
  it('the random player uses the lower number now and then, and every command it proposes is accepted', () => {
    let lowered = 0;
    for (let seed = 1; seed <= 12 && lowered === 0; seed += 1) {
      playRandomGame({ edition: 'classic', players: 4, seed, modules: ['moving-restrictions'] }, (before, command) => {
        if (
          before &&
          command.type === 'special' &&
          /further than next door/.test(say(describeCommand(before, command)))
        )
          lowered += 1;
      });
    }
    expect(lowered).toBeGreaterThan(0);
  });
});

describe('moving restrictions with home region advantages and the short game', () => {
  it('a game may name both variants with the short game, and each rule holds', () => {
    const state = moduleTurn({
      modules: ['moving-restrictions', 'home-advantage'],
      homes: { red: 'aragon', blue: 'galicia', yellow: 'sevilla', green: 'valencia' },
      card: 'classic/move-4-any',
      pieces: { galicia: { red: 4, blue: 0, yellow: 0, green: 0 } },
      court: { red: 5 },
      length: 'short-official',
    });
    expect(state.setup.length).toBe('short-official');
    const placed = run(state, { type: 'place', player: 'red', areas: { aragon: 2 } });
    refused(placed, moves(placed, [red('galicia', 'sevilla', 3)]), 'moves/farther-too-many');
    run(placed, moves(placed, [red('galicia', 'sevilla', 2)]));
  });
});
