/**
 * Setting a game up: who plays, the opening pieces, the rounds a game plays, and the seeded draw
 * of the King's and the home regions. Rules: rules.md "Components and counts"; 002 "Preparation";
 * 003 and 004 "Setup"; 004 "2-player game", "3-player game", "Short game"; 000 "Short Game".
 */
import { describe, expect, it } from 'vitest';
import { applyCommand, drawSetup, type GameState } from '../../../src/rules';
import { offerSlots } from '../../../src/rules/flow/offerSlots';
import { AREA_IDS, CASTILLO, REGION_IDS, type RegionId } from '../../../src/rules/state/areaIds';
import { POWER_CARD_VALUES } from '../../../src/rules/state/powerCards';
import { countIn, totalOf } from '../../../src/rules/state/stateHelpers';
import { refused, run } from '../../support/scenario';
import { say } from '../../support/speech';
import { DUMMY, info, newGame, playRound, revealCommand, scoreGeneral, setupCommand, setupRefused } from './_tables';

const FIVE = ['red', 'blue', 'yellow', 'green', 'black'];

describe('setup: player counts', () => {
  it.each([2, 3, 4, 5])(
    'a classic game for %i players is set up and waits for the first cards to be turned over',
    (count) => {
      const state = newGame({ players: FIVE.slice(0, count) });
      expect(state.setup.players.map((p) => p.id)).toEqual(FIVE.slice(0, count));
      expect(state.phase).toBe('reveal');
      expect(state.round).toBe(1);
      expect(state.setup.dummy).toBeUndefined();
    },
  );

  it('a game for a single player is refused', () => {
    setupRefused(setupCommand({ players: ['red'] }), 'setup/player-count');
  });

  it('a game for six players is refused', () => {
    setupRefused(
      setupCommand({
        players: [...FIVE, 'white'],
        homes: {
          red: 'galicia',
          blue: 'aragon',
          yellow: 'sevilla',
          green: 'valencia',
          black: 'cataluna',
          white: 'granada',
        },
      }),
      'setup/player-count',
    );
  });

  it('a game with no players at all is refused', () => {
    setupRefused({ ...setupCommand(), players: [] }, 'setup/player-count');
  });

  it('a second setup on a game already under way is refused and the game is left as it was', () => {
    refused(newGame(), setupCommand(), 'flow/already-set-up');
  });

  it('any other command before the setup is refused', () => {
    const result = applyCommand(undefined, { type: 'reveal-cards', cards: {} });
    expect(result.ok ? undefined : result.error.code).toBe('flow/not-set-up');
  });
});

describe('setup: players, homes and the start player', () => {
  it('two players with the same id are refused', () => {
    const command = setupCommand({ players: ['red', 'blue'] });
    setupRefused({ ...command, players: [info('red'), info('red')] }, 'setup/duplicate-player');
  });

  it('a dummy with the same id as a player is refused', () => {
    const command = setupCommand({ edition: '2023', players: ['red', 'blue'] });
    setupRefused({ ...command, dummy: info('red') }, 'setup/duplicate-player');
  });

  it.each([
    ['an upper-case id', 'Red'],
    ['an empty id', ''],
    ['an id starting with a digit', '1red'],
    ['an id with a space', 'dark red'],
    ['an id of 17 characters', 'abcdefghijklmnopq'],
    ['the id __proto__', '__proto__'],
    ['the id constructor', 'constructor'],
  ])('a player with %s is refused', (_, id) => {
    const command = setupCommand({ players: ['red', 'blue'] });
    setupRefused(
      {
        ...command,
        players: [{ id, name: 'Somebody', colour: 'red' }, info('blue')],
        homes: { [id]: 'galicia', blue: 'aragon' },
      },
      'setup/bad-player-id',
    );
  });

  it('a player without a name is refused', () => {
    const command = setupCommand({ players: ['red', 'blue'] });
    setupRefused(
      { ...command, players: [{ id: 'red', name: '  ', colour: 'red' }, info('blue')] },
      'setup/bad-player-name',
    );
  });

  it.each([
    ['a tab', 'Ana\tB'],
    ['a NUL', 'Ana\u0000'],
    ['an escape', '\u001b[31mAna'],
    ['a right-to-left override', 'Ana\u202e'],
    ['a zero-width space', 'A\u200bna'],
    ['41 characters', 'x'.repeat(41)],
  ])('a name with %s is refused, naming what is wrong', (_, name) => {
    const command = setupCommand({ players: ['red', 'blue'] });
    setupRefused({ ...command, players: [{ id: 'red', name, colour: 'red' }, info('blue')] }, 'setup/bad-player-name');
  });

  it('two names that differ only by capitals, spaces or invisible characters are refused', () => {
    const command = setupCommand({ players: ['red', 'blue'] });
    for (const [a, b] of [
      ['Ana', 'ana'],
      ['Ana B', 'Ana  B'],
      ['Ana', ' Ana '],
      ['Ｃｙ', 'Cy'],
    ] as const) {
      setupRefused(
        {
          ...command,
          players: [
            { id: 'red', name: a, colour: 'red' },
            { id: 'blue', name: b, colour: 'blue' },
          ],
        },
        'setup/duplicate-name',
      );
    }
  });

  it('the refusal of a shared home names both players by name', () => {
    const command = setupCommand({ players: ['red', 'blue'], homes: { red: 'galicia', blue: 'galicia' } });
    const result = applyCommand(undefined, {
      ...command,
      players: [
        { id: 'red', name: 'Cy', colour: 'red' },
        { id: 'blue', name: 'Ana', colour: 'blue' },
      ],
    });
    expect(result.ok ? '' : say(result.error.message)).toMatch(/^Cy and Ana cannot share a home region/);
  });

  it('a home region that is the King’s region is refused: the King’s card is drawn first', () => {
    setupRefused(
      setupCommand({ players: ['red', 'blue'], king: 'aragon', homes: { red: 'galicia', blue: 'aragon' } }),
      'setup/home-is-king-region',
    );
  });

  it('two players sharing a home region are refused: each draws a different region card', () => {
    setupRefused(
      setupCommand({ players: ['red', 'blue'], homes: { red: 'galicia', blue: 'galicia' } }),
      'setup/home-taken',
    );
  });

  it('a player without a home region is refused', () => {
    setupRefused(setupCommand({ players: ['red', 'blue'], homes: { red: 'galicia' } }), 'input/unknown-region');
  });

  it('the Castillo as a home region is refused: it is not a region', () => {
    setupRefused(
      setupCommand({ players: ['red', 'blue'], homes: { red: 'galicia', blue: CASTILLO as RegionId } }),
      'input/castillo-not-region',
    );
  });

  it('the Castillo as the King’s region is refused', () => {
    setupRefused(setupCommand({ players: ['red', 'blue'], king: CASTILLO as RegionId }), 'input/castillo-not-region');
  });

  it('an unknown region for the King is refused', () => {
    setupRefused(setupCommand({ players: ['red', 'blue'], king: 'portugal' as RegionId }), 'input/unknown-region');
  });

  it('the 2023 region names are accepted for the King and the homes', () => {
    const state = newGame({
      edition: '2023',
      players: ['red', 'blue', 'yellow'],
      king: 'toledo' as RegionId,
      homes: { red: 'navarra' as RegionId, blue: 'castilla' as RegionId, yellow: 'galicia' },
    });
    expect(state.king).toBe('castilla-la-nueva');
    expect(state.grandes).toEqual({ red: 'pais-vasco', blue: 'castilla-la-vieja', yellow: 'galicia' });
  });

  it('a start player who is not at the table is refused', () => {
    setupRefused(setupCommand({ players: ['red', 'blue'], startPlayer: 'green' }), 'setup/unknown-start-player');
  });

  it('the 2023 dummy cannot be the start player: it never gets the First Player marker', () => {
    setupRefused(
      setupCommand({ edition: '2023', players: ['red', 'blue'], startPlayer: DUMMY }),
      'setup/unknown-start-player',
    );
  });

  it('any seat may start', () => {
    expect(newGame({ startPlayer: 'yellow' }).startPlayer).toBe('yellow');
  });
});

describe('setup: editions, options and lengths', () => {
  it('an unknown edition is refused', () => {
    setupRefused({ ...setupCommand(), edition: 'deluxe' as never }, 'setup/unknown-edition');
  });

  it('an unknown rule option is refused', () => {
    setupRefused(setupCommand({ options: { houseRule: true } as never }), 'setup/unknown-option');
  });

  it.each([
    ['veto', 'sometimes'],
    ['twoPlayerRanks', 3],
    ['courtCardFromRegions', 'sometimes'],
    ['returnedLowestCardKeepsStart', 'yes'],
  ])('option %s with the value %j is refused: it is not one of its readings', (option, value) => {
    setupRefused(setupCommand({ options: { [option]: value } as never }), 'setup/bad-option');
  });

  it('an option switched to another reading is kept, the rest stay at the preset', () => {
    const state = newGame({ options: { veto: 'whole-action' } });
    expect(state.setup.options.veto).toBe('whole-action');
    expect(state.setup.options.tie).toBe('official');
    expect(state.setup.options.courtCardFromRegions).toBe(false);
  });

  it('an unknown game length is refused', () => {
    setupRefused({ ...setupCommand(), length: 'long' as never }, 'setup/unknown-length');
  });
});

describe('setup: the 2023 two-player dummy', () => {
  it('a 2023 game for two players without a dummy colour is refused', () => {
    setupRefused(setupCommand({ edition: '2023', players: ['red', 'blue'], dummy: false }), 'setup/dummy-missing');
  });

  it.each(['classic', 'bigbox'] as const)('a %s game for two players with a dummy colour is refused', (edition) => {
    setupRefused(setupCommand({ edition, players: ['red', 'blue'], dummy: true }), 'setup/dummy-not-allowed');
  });

  it.each([3, 4, 5])('a 2023 game for %i players with a dummy colour is refused', (count) => {
    setupRefused(
      setupCommand({ edition: '2023', players: FIVE.slice(0, count), dummy: true }),
      'setup/dummy-not-allowed',
    );
  });

  it('a 2023 game for two players with the dummy rule switched off plays without a dummy and with five stacks', () => {
    const state = newGame({ edition: '2023', players: ['red', 'blue'], options: { twoPlayerDummy: false } });
    expect(state.setup.dummy).toBeUndefined();
    expect(state.setup.fourStacks).toBe(false);
  });

  it('a 2023 game for two players with the dummy rule switched off refuses a dummy colour', () => {
    setupRefused(
      setupCommand({ edition: '2023', players: ['red', 'blue'], options: { twoPlayerDummy: false }, dummy: true }),
      'setup/dummy-not-allowed',
    );
  });

  it('a classic two-player game with the dummy option switched on takes a dummy', () => {
    const state = newGame({
      edition: 'classic',
      players: ['red', 'blue'],
      options: { twoPlayerDummy: true },
      dummy: true,
    });
    expect(state.setup.dummy?.id).toBe(DUMMY);
  });

  it('the dummy starts with all 30 caballeros beside the board, none in court or on the board, and no score', () => {
    const state = newGame({ edition: '2023', players: ['red', 'blue'] });
    expect(state.setup.dummy).toEqual(info(DUMMY));
    expect(state.provinces[DUMMY]).toBe(30);
    expect(state.court[DUMMY]).toBe(0);
    for (const area of AREA_IDS) expect(countIn(state, area, DUMMY)).toBe(0);
    expect(state.scores[DUMMY]).toBeUndefined();
    expect(state.hands[DUMMY]).toEqual([...POWER_CARD_VALUES]);
    expect(state.grandes[DUMMY]).toBeUndefined();
  });

  it('a 2023 two-player game with the dummy always shuffles stacks 2 and 3 together', () => {
    expect(newGame({ edition: '2023', players: ['red', 'blue'] }).setup.fourStacks).toBe(true);
  });
});

describe('setup: four stacks', () => {
  it.each([4, 5])('four stacks for %i players are refused', (count) => {
    setupRefused(
      setupCommand({ edition: '2023', players: FIVE.slice(0, count), fourStacks: true }),
      'setup/four-stacks',
    );
  });

  it('three players may choose four stacks', () => {
    const state = newGame({ edition: '2023', players: ['red', 'blue', 'yellow'], fourStacks: true });
    expect(state.setup.fourStacks).toBe(true);
    expect(offerSlots(state.setup)).toEqual(['1', '2+3', '4', '5']);
  });

  it('three players get four stacks from the 2023 option, and five without it', () => {
    expect(
      newGame({ edition: '2023', players: ['red', 'blue', 'yellow'], options: { threePlayerFourStacks: true } }).setup
        .fourStacks,
    ).toBe(true);
    expect(newGame({ edition: '2023', players: ['red', 'blue', 'yellow'] }).setup.fourStacks).toBe(false);
  });

  it('three players who say five stacks get five stacks even with the four-stack option on', () => {
    expect(
      newGame({
        edition: '2023',
        players: ['red', 'blue', 'yellow'],
        options: { threePlayerFourStacks: true },
        fourStacks: false,
      }).setup.fourStacks,
    ).toBe(false);
  });

  it('four players without the four-stack request play with five stacks', () => {
    expect(offerSlots(newGame().setup)).toEqual(['1', '2', '3', '4', '5']);
  });

  // A request the engine cannot honour is refused, never silently dropped.
  it('a classic two-player game that asks for four stacks is refused: only three players (or two with the dummy) play with four', () => {
    const result = applyCommand(undefined, setupCommand({ players: ['red', 'blue'], fourStacks: true }));
    expect(result.ok ? result.value.setup.fourStacks : 'refused').toBe('refused');
  });

  // 004 "2-player game" always shuffles stacks 2 and 3 together.
  it('a 2023 two-player game that asks for five stacks is refused: with the dummy the stacks are always four', () => {
    const result = applyCommand(
      undefined,
      setupCommand({ edition: '2023', players: ['red', 'blue'], fourStacks: false }),
    );
    expect(result.ok).toBe(false);
  });
});

describe('setup: the opening table', () => {
  it.each([2, 3, 4, 5])(
    'each of %i players has a Grande and 2 caballeros at home, 7 in court, 21 in the provinces, 0 points',
    (count) => {
      const players = FIVE.slice(0, count);
      const homes: RegionId[] = ['cataluna', 'granada', 'galicia', 'sevilla', 'pais-vasco'];
      const state = newGame({
        players,
        king: 'valencia',
        homes: Object.fromEntries(players.map((id, i) => [id, homes[i]!])),
      });
      expect(state.king).toBe('valencia');
      players.forEach((id, i) => {
        const home = homes[i]!;
        expect(state.grandes[id]).toBe(home);
        expect(countIn(state, home, id)).toBe(2);
        for (const area of AREA_IDS) if (area !== home) expect(countIn(state, area, id)).toBe(0);
        expect(state.court[id]).toBe(7);
        expect(state.provinces[id]).toBe(21);
        expect(state.scores[id]).toBe(0);
        expect(totalOf(state, id)).toBe(30);
        expect(state.hands[id]).toEqual([...POWER_CARD_VALUES]);
        expect(state.spent[id]).toEqual([]);
      });
      expect(Object.keys(state.scores).sort()).toEqual([...players].sort());
    },
  );

  it('nothing is on the table yet: no offer, no power cards, no turn, no veto, no scoring, no winner', () => {
    const state = newGame();
    expect(state.offer).toEqual([]);
    expect(state.played).toEqual({});
    expect(state.turn).toBeUndefined();
    expect(state.vetoes).toEqual([]);
    expect(state.scorings).toEqual([]);
    expect(state.winners).toBeUndefined();
    expect(state.mobileScoreboards).toEqual({});
  });
});

describe('setup: how long the game runs', () => {
  it('the full game plays rounds 1 to 9 with general scorings after rounds 3, 6 and 9', () => {
    const state = newGame();
    expect(state.setup.length).toBe('full');
    expect(state.schedule).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(state.scoringRounds).toEqual([3, 6, 9]);
    expect(state.round).toBe(1);
  });

  it('the official short game starts on round 2 and skips rounds 4 and 7, with scorings after 3, 6 and 9', () => {
    const state = newGame({ length: 'short-official' });
    expect(state.schedule).toEqual([2, 3, 5, 6, 8, 9]);
    expect(state.scoringRounds).toEqual([3, 6, 9]);
    expect(state.round).toBe(2);
  });

  it('the fan short game plays rounds 1 to 6 with scorings after 3 and 6 only', () => {
    const state = newGame({ length: 'short-fan' });
    expect(state.schedule).toEqual([1, 2, 3, 4, 5, 6]);
    expect(state.scoringRounds).toEqual([3, 6]);
    expect(state.round).toBe(1);
  });

  /** Plays the whole game with plain turns, noting each round played and each general scoring. */
  function walk(state: GameState): { rounds: number[]; scoredAfter: number[]; final: GameState } {
    const rounds: number[] = [];
    const scoredAfter: number[] = [];
    let current = state;
    while (current.phase !== 'over') {
      if (current.phase === 'general-scoring') {
        scoredAfter.push(current.round);
        current = scoreGeneral(current);
      } else {
        rounds.push(current.round);
        current = playRound(current);
      }
    }
    return { rounds, scoredAfter, final: current };
  }

  it.each([
    ['full', [1, 2, 3, 4, 5, 6, 7, 8, 9], [3, 6, 9]],
    ['short-official', [2, 3, 5, 6, 8, 9], [3, 6, 9]],
    ['short-fan', [1, 2, 3, 4, 5, 6], [3, 6]],
  ] as const)(
    'a %s game played to the end visits exactly its rounds and scorings, then is over',
    (length, rounds, scorings) => {
      const played = walk(newGame({ players: ['red', 'blue', 'yellow'], length }));
      expect(played.rounds).toEqual(rounds);
      expect(played.scoredAfter).toEqual(scorings);
      expect(played.final.phase).toBe('over');
      expect(played.final.scorings.filter((s) => s.cause === 'general').map((s) => s.round)).toEqual(scorings);
    },
  );

  it('after the last scoring nothing but a table correction is accepted', () => {
    const { final } = walk(newGame({ players: ['red', 'blue'], length: 'short-fan' }));
    refused(final, { type: 'reveal-cards', cards: {} }, 'flow/game-over');
    refused(final, { type: 'play-power', player: 'red', value: 1 }, 'flow/game-over');
    refused(final, { type: 'general-scoring', disks: {} }, 'flow/game-over');
  });
});

describe('drawSetup: the seeded draw of the region cards', () => {
  it('the same seed draws the same King and homes every time', () => {
    for (const seed of [0, 1, 42, 2 ** 31, 123456789]) {
      expect(drawSetup(seed, FIVE)).toEqual(drawSetup(seed, FIVE));
    }
  });

  it('different seeds do not all draw the same table', () => {
    const draws = new Set(Array.from({ length: 30 }, (_, seed) => JSON.stringify(drawSetup(seed, FIVE))));
    expect(draws.size).toBeGreaterThan(20);
    const kings = new Set(Array.from({ length: 60 }, (_, seed) => drawSetup(seed, FIVE).king));
    expect(kings.size).toBe(REGION_IDS.length);
  });

  it('draws the Grand Inquisitor’s two regions and then the Limit table’s, none shown before, with five players too', () => {
    for (let seed = 0; seed < 100; seed += 1) {
      const { king, homes, inquisitor, limitTable } = drawSetup(seed, FIVE, ['grand-inquisitor-colonies']);
      const drawn = [king, ...Object.values(homes), ...inquisitor, limitTable];
      expect(inquisitor).toHaveLength(2);
      expect(new Set(drawn).size).toBe(REGION_IDS.length);
    }
  });

  it('homes are distinct regions, never the King’s, one per player, for 2 to 5 players and many seeds', () => {
    for (let seed = 0; seed < 300; seed += 1) {
      for (let count = 2; count <= 5; count += 1) {
        const players = FIVE.slice(0, count);
        const { king, homes } = drawSetup(seed, players);
        expect(REGION_IDS).toContain(king);
        expect(Object.keys(homes)).toEqual(players);
        const regions = Object.values(homes);
        expect(new Set(regions).size).toBe(count);
        for (const home of regions) {
          expect(REGION_IDS).toContain(home);
          expect(home).not.toBe(king);
        }
      }
    }
  });

  it('a drawn table is accepted by the setup', () => {
    for (let seed = 0; seed < 20; seed += 1) {
      const { king, homes } = drawSetup(seed, FIVE);
      const state = run(undefined, setupCommand({ players: FIVE, king, homes }));
      expect(state.king).toBe(king);
      expect(state.grandes).toEqual(homes);
    }
  });

  it('the first round’s cards can be turned over on a freshly set-up table', () => {
    const state = newGame();
    expect(run(state, revealCommand(state)).phase).toBe('power');
  });
});
