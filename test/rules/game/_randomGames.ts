/**
 * Whole random games through the legal-move queries: the engine accepts every legal command, the
 * invariants hold after each one, replay rebuilds the same table, and undo gives back the table
 * before the last command. One test file per edition, so editions run in parallel.
 */
import { describe, expect, it } from 'vitest';
import type { EditionId } from '../../../src/rules';
import { type LogEntry, readLog, replay } from '../../../src/rules';
import { seededRandom } from '../../../src/rules/game/drawSetup';
import { invariantProblems, transitionProblems } from '../../support/invariants';
import { playRandomGame } from '../../support/playGame';
import type { GameShape } from '../../support/randomPlayer';

const BASE_GAMES = Number(process.env.RANDOM_GAMES ?? 1000);
const LENGTHS = ['full', 'short-official', 'short-fan'] as const;

/**
 * Random games of an edition, as the table plays it with these modules (none: the base game). Module
 * sets play a tenth as many games per player count: the base games already cover what they share.
 */
export function describeRandomGames(
  edition: EditionId,
  modules: Pick<GameShape, 'modules' | 'moduleOptions'> = {},
): void {
  const named = modules.modules?.length ? ` with ${modules.modules.join(', ')}` : '';
  const GAMES = modules.modules?.length ? Math.max(1, Math.round(BASE_GAMES / 10)) : BASE_GAMES;
  describe(`random games, ${edition}${named}`, () => {
    it.each([2, 3, 4, 5])(
      `${GAMES} games with %i players keep every invariant, replay deterministically and undo exactly`,
      (players) => {
        let commands = 0;
        for (let game = 0; game < GAMES; game += 1) {
          const seed = game * 31 + players;
          const { log, states } = playRandomGame(
            { edition, players, seed, length: LENGTHS[game % 3]!, ...modules },
            (before, command, after) => {
              const problems = [
                ...invariantProblems(after),
                ...(before ? transitionProblems(before, command, after) : []),
              ];
              if (problems.length > 0) throw new Error(`${JSON.stringify(command)}: ${problems.join('; ')}`);
            },
            { aliases: true },
          );
          commands += log.length;
          const final = states[states.length - 1]!;
          expect(final.phase).toBe('over');
          expect(final.winners?.length).toBeGreaterThan(0);
          if (game % 10 === 0) {
            expect(replay(log).state).toEqual(final);
            const k = 1 + Math.floor(seededRandom(seed)() * (log.length - 1));
            // Undo as the app stores it: the history with an undo entry, read and replayed; then redo brings the table back.
            const history: LogEntry[] = [
              ...log.slice(0, k + 1).map((command): LogEntry => ({ kind: 'command', command })),
              { kind: 'undo' },
            ];
            expect(replay(readLog(history).log).state).toEqual(states[k - 1]);
            expect(replay(readLog([...history, { kind: 'redo' }]).log).state).toEqual(states[k]);
          }
        }
        expect(commands).toBeGreaterThan(GAMES * 50);
      },
      300_000,
    ); // many whole games: minutes on a busy machine, not the default 5 seconds
  });
}
