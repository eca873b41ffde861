/**
 * Whole random games of Intrigue & the King, alone and with the 1995 variants it combines with, and with the
 * 18 tens only: the engine accepts every command the random player makes, the invariants hold after each,
 * and the log replays to the same table.
 */
import { describe, expect, it } from 'vitest';
import { invariantProblems, transitionProblems } from '../../support/invariants';
import { playRandomGame, replayed } from '../../support/playGame';

const GAMES = Math.max(2, Math.round(Number(process.env.RANDOM_GAMES ?? 1000) / 50));
const LENGTHS = ['short-official', 'short-fan', 'full'] as const;

/** The 1995 variants an Intrigue & the King game may add, every other game. */
const VARIANTS = ['home-advantage', 'granada-1995'] as const;

describe('random games of Intrigue & the King', () => {
  it.each([2, 3, 4, 5])('%i players: every command accepted, every invariant kept, replayed alike', (players) => {
    const seen = new Set<string>();
    for (let game = 0; game < GAMES; game += 1) {
      const seed = game * 41 + players;
      const { log, states } = playRandomGame(
        {
          edition: game % 2 === 0 ? 'classic' : 'bigbox',
          players,
          seed,
          length: LENGTHS[game % 3]!,
          modules: game % 2 === 1 ? [...VARIANTS, 'intrigue-king'] : ['intrigue-king'],
          intrigueTens: game % 4 === 2,
          building: true,
        },
        (before, command, after) => {
          const problems = [...invariantProblems(after), ...(before ? transitionProblems(before, command, after) : [])];
          if (problems.length > 0) throw new Error(`${JSON.stringify(command)}: ${problems.join('; ')}`);
        },
      );
      for (const command of log) seen.add(command.type === 'special' ? `special:${command.action.kind}` : command.type);
      const final = states[states.length - 1]!;
      expect(final.phase).toBe('over');
      if (game % 4 === 0) expect(replayed(log)).toEqual(final);
    }
    for (const type of ['describe-card', 'setup-disks', 'intrigue-hand', 'play-card', 'replenish', 'place'])
      expect(seen, type).toContain(type);
    if (players <= 3) expect(seen).toContain('use-own-card');
    // Card 40 acts early only for a player who is neither the King nor the Intrigue player.
    if (players >= 4) expect(seen).toContain('early-action');
  });
});
