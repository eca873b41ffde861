/**
 * The people who played this device's finished games: matched by the name typed whatever its capitals or
 * spaces, two spellings of one person merged by the table, and each one's games, wins, average and best
 * score, editions and modules.
 */
import { describe, expect, it } from 'vitest';
import type { Result } from '../../src/rules';
import { createPlayedModel, type FinishedGames, readMergedNames } from '../../src/session/playedModel';
import { countedAs, nameKey, playerStats } from '../../src/session/playerStats';
import type { PlayResult } from '../../src/session/playResult';
import { say } from '../support/speech';

const game = (
  at: number,
  scores: Record<string, number>,
  edition: PlayResult['edition'] = 'classic',
  modules: PlayResult['modules'] = [],
): PlayResult => {
  const best = Math.max(...Object.values(scores));
  return {
    gameId: `g${at}`,
    title: `Game ${at}`,
    edition,
    modules,
    startedAt: at,
    endedAt: at + 1,
    players: Object.entries(scores).map(([name, score], i) => ({
      id: `p${i}`,
      name,
      colour: 'red',
      score,
      rank: 1 + Object.values(scores).filter((s) => s > score).length,
      winner: score === best,
      startPlayer: i === 0,
    })),
    history: { rounds: [], lines: [], now: {}, justScoredGeneral: false },
  };
};

// Newest first, as the games model gives them.
const results = [
  game(3, { 'Ana ': 100, Ben: 90, anna: 95 }, 'bigbox', ['church']),
  game(2, { ana: 80, Ben: 120 }, 'bigbox', ['church', 'france-1995']),
  game(1, { Ana: 110, Ben: 70 }),
];

describe('the players of the finished games', () => {
  it('matches a name whatever its capitals, spaces or composition', () => {
    expect(nameKey('  Ana   María ')).toBe('ana maría');
    expect(nameKey('Ana Mari\u0301a')).toBe('ana maría');
  });

  it('counts each person’s games, wins, average and best score, and what they played, most wins first', () => {
    const stats = playerStats(results, {});
    expect(stats.map((p) => [p.name, p.games, p.wins, p.average, p.best])).toEqual([
      ['Ana', 3, 2, 96.7, 110],
      ['Ben', 3, 1, 93.3, 120],
      ['anna', 1, 0, 95, 95],
    ]);
    const ana = stats[0];
    // The spelling used most names the person; every spelling is kept.
    expect(ana?.spellings).toEqual(['Ana', 'ana']);
    expect(ana?.editions).toEqual([
      { id: 'bigbox', count: 2 },
      { id: 'classic', count: 1 },
    ]);
    expect(ana?.modules).toEqual([
      { id: 'church', count: 2 },
      { id: 'france-1995', count: 1 },
    ]);
  });

  it('counts a merged spelling as the person it is merged into, following merges through', () => {
    const stats = playerStats(results, { anna: 'ana' });
    expect(stats.map((p) => [p.key, p.games, p.wins])).toEqual([
      ['ana', 4, 2],
      ['ben', 3, 1],
    ]);
    expect(countedAs({ a: 'b', b: 'c' }, 'a')).toBe('c');
    // A loop left by a hand-edited store ends where it closes, never spins.
    expect(countedAs({ a: 'b', b: 'a' }, 'a')).toBe('a');
  });
});

describe('the played games model', () => {
  const read = async (): Promise<Result<FinishedGames>> => ({ ok: true, value: { results, withoutResult: 1 } });
  const memory = (initial?: unknown) => {
    let kept = initial;
    return { load: () => kept, save: (m: unknown) => void (kept = m), kept: () => kept };
  };

  it('merges two spellings, keeps the merge, and takes it back; a merge of one person with itself is refused', async () => {
    const store = memory();
    const model = createPlayedModel(read, store);
    await model.load();
    expect(model.finished.value?.withoutResult).toBe(1);
    expect(model.merge('anna', 'Ana')).toEqual({ ok: true, value: undefined });
    expect(store.kept()).toEqual({ anna: 'ana' });
    expect(model.players.value.map((p) => p.games)).toEqual([4, 3]);
    const same = model.merge('ANNA', 'ana');
    expect(same.ok).toBe(false);
    if (!same.ok)
      expect(say(same.error.message)).toBe('anna and Ana are one person already: choose two different people.');
    expect(store.kept()).toEqual({ anna: 'ana' });
    // Read again on another visit, the merge still holds.
    const again = createPlayedModel(read, store);
    await again.load();
    expect(again.players.value.map((p) => p.games)).toEqual([4, 3]);
    expect(again.separate('anna')).toEqual({ ok: true, value: undefined });
    expect(again.players.value.map((p) => p.games)).toEqual([3, 3, 1]);
    expect(again.separate('anna').ok).toBe(false);
  });

  it('moves a person as a whole: every spelling merged into them goes along', async () => {
    const model = createPlayedModel(read, memory());
    await model.load();
    // "anna" into "ana", then that person (shown as "Ana") into Ben: nobody of them is left apart.
    expect(model.merge('anna', 'ana').ok).toBe(true);
    const ana = model.players.value.find((p) => p.spellings.includes('anna'));
    const ben = model.players.value.find((p) => p.name === 'Ben');
    expect(model.merge(ana?.key ?? '', ben?.key ?? '').ok).toBe(true);
    expect(model.players.value.map((p) => [p.name, p.games])).toEqual([['Ben', 7]]);
  });

  it('keeps nothing and says so where the device will not keep the merge', async () => {
    const full = {
      load: () => undefined,
      save: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const model = createPlayedModel(read, full);
    await model.load();
    const refused = model.merge('anna', 'ana');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe('played/not-kept');
    expect(model.merged.value).toEqual({});
    expect(model.players.value).toHaveLength(3);
  });

  it('takes names that are also words of the language itself as names', () => {
    const stats = playerStats([game(1, { constructor: 10, __proto__x: 5, toString: 7 })], { hasownproperty: 'x' });
    expect(stats.map((p) => p.key).sort()).toEqual(['__proto__x', 'constructor', 'tostring']);
    const model = createPlayedModel(read, memory());
    expect(model.separate('constructor').ok).toBe(false);
  });

  it('reads kept merges warily: anything but name to name is left out', () => {
    expect(readMergedNames({ a: 'b', c: 3, d: 'd', e: null })).toEqual({ a: 'b' });
    for (const junk of [null, 'text', [1], 7, undefined]) expect(readMergedNames(junk)).toEqual({});
  });

  it('says why the games cannot be read, counting nothing', async () => {
    const model = createPlayedModel(
      async () => ({ ok: false, error: { code: 'storage/failed', message: { key: 'session.gameGone' } } }),
      memory(),
    );
    await model.load();
    expect(model.problem.value).toBeDefined();
    expect(model.players.value).toEqual([]);
  });
});
