import { effectiveLog, type LogEntry, replay } from '../rules';
import type { RebuiltSummary } from './libraryStorage';

export type { RebuiltSummary };

/**
 * Works out a game's summary from its history alone (the setup names the edition and the players;
 * replaying the commands in force gives the round and whether the game is over), keeping a title
 * that can still be shown. Undefined when not even the setup can be read.
 */
export function rebuildSummary(entries: readonly LogEntry[], title: string | undefined): RebuiltSummary | undefined {
  const log = effectiveLog(entries);
  const setup = log[0];
  if (setup?.type !== 'setup') return undefined;
  const { players, edition } = setup;
  const state = replay(log).state;
  return {
    title: title?.trim() || 'Repaired game',
    edition,
    players: players.map((p) => p.name),
    round: state?.round ?? 1,
    over: state?.phase === 'over',
  };
}
