import type { EditionId, ModuleId } from '../rules';
import type { PlayResult } from './playResult';

/** A name as typed, without the spaces around it or doubled inside it. */
const tidy = (name: string): string => name.normalize('NFC').trim().replace(/\s+/g, ' ');

/** How names are matched: the same letters whatever their case, spacing or composition ("ana " is "Ana"). */
export const nameKey = (name: string): string => tidy(name).toLocaleLowerCase();

/** Spellings the table merged: each merged name's key, and the key of the name it is counted as. */
export type MergedNames = Readonly<Record<string, string>>;

/** The key a name is counted under once the merges are followed (a merge into a merged name goes on to its target). */
export function countedAs(merged: MergedNames, key: string): string {
  const seen = new Set<string>();
  let at = key;
  while (Object.hasOwn(merged, at) && !seen.has(at)) {
    seen.add(at);
    at = merged[at] ?? at;
  }
  return at;
}

/** One person across the finished games, under every spelling merged into their name. */
export interface PlayerStats {
  readonly key: string;
  /** The spelling used most (the latest where several are used as often). */
  readonly name: string;
  /** Every spelling counted here, as typed. */
  readonly spellings: readonly string[];
  readonly games: number;
  readonly wins: number;
  /** Points per game, to one decimal. */
  readonly average: number;
  readonly best: number;
  /** The editions and modules played, each with its count of games, most played first. */
  readonly editions: readonly Counted<EditionId>[];
  readonly modules: readonly Counted<ModuleId>[];
}

/** Something played, and in how many games. */
export interface Counted<K extends string> {
  readonly id: K;
  readonly count: number;
}

/** One person's games as they are counted. */
interface Tally {
  readonly spellings: Map<string, number>;
  readonly scores: number[];
  wins: number;
  readonly editions: Map<EditionId, number>;
  readonly modules: Map<ModuleId, number>;
}

const bump = <K extends string>(counts: Map<K, number>, key: K) => counts.set(key, (counts.get(key) ?? 0) + 1);

const mostFirst = <K extends string>(counts: Map<K, number>): Counted<K>[] =>
  [...counts.entries()].map(([id, count]) => ({ id, count })).sort((a, b) => b.count - a.count);

/**
 * Each person's games, wins, average and best score, and the editions and modules they played, from the
 * finished games' results (newest first), most wins first, then most games, then by name.
 */
export function playerStats(results: readonly PlayResult[], merged: MergedNames): PlayerStats[] {
  const byKey = new Map<string, Tally>();
  for (const result of results)
    for (const player of result.players) {
      const key = countedAs(merged, nameKey(player.name));
      const entry: Tally = byKey.get(key) ?? {
        spellings: new Map(),
        scores: [],
        wins: 0,
        editions: new Map(),
        modules: new Map(),
      };
      const spelling = tidy(player.name);
      entry.spellings.set(spelling, (entry.spellings.get(spelling) ?? 0) + 1);
      entry.scores.push(player.score);
      if (player.winner) entry.wins += 1;
      bump(entry.editions, result.edition);
      for (const module of result.modules) bump(entry.modules, module);
      byKey.set(key, entry);
    }
  return [...byKey.entries()]
    .map(([key, e]) => {
      const spellings = [...e.spellings.entries()];
      // Results come newest first: the first spelling at the highest count is the latest of those.
      const most = Math.max(...spellings.map(([, n]) => n));
      return {
        key,
        name: spellings.find(([, n]) => n === most)?.[0] ?? key,
        spellings: spellings.map(([s]) => s),
        games: e.scores.length,
        wins: e.wins,
        average: Math.round((10 * e.scores.reduce((a, b) => a + b, 0)) / e.scores.length) / 10,
        best: Math.max(...e.scores),
        editions: mostFirst(e.editions),
        modules: mostFirst(e.modules),
      };
    })
    .sort((a, b) => b.wins - a.wins || b.games - a.games || a.name.localeCompare(b.name));
}
