/**
 * A finished game's result, as it is shared and logged: the players best first with standard competition
 * ranks (ties share a place), the winners, round 1's start player, and the dummy left out; and the play as
 * BG Stats' link for plays pushed from other apps describes it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { recordLog } from '../../src/record/recordLog';
import { parseRecord } from '../../src/record/schema';
import { applyCommand, type Command, replay } from '../../src/rules';
import { BG_STATS_LINK, bgStatsLink, bgStatsPlay, playDateOf } from '../../src/session/bgStatsPlay';
import type { GameSummary } from '../../src/session/gameStorage';
import { playResult, ranksOf } from '../../src/session/playResult';
import { say } from '../support/speech';

const logOf = (name: string): Command[] => {
  const parsed = parseRecord(
    JSON.parse(readFileSync(new URL(`../../examples/records/${name}.json`, import.meta.url), 'utf8')),
  );
  if (!parsed.ok) throw new Error(say(parsed.error.message));
  return recordLog(parsed.value);
};

const START = Date.UTC(2026, 10, 27, 19, 5, 0);
const summaryOf = (log: readonly Command[]): GameSummary => ({
  id: 'game-1',
  title: 'Friday',
  edition: 'classic',
  players: [],
  createdAt: START,
  lastPlayedAt: START + 95 * 60_000 + 20_000,
  entries: log.length,
  round: 9,
  over: true,
  dataVersion: 4,
});

/** The example game with the scores at its end set by a table correction (the table's own count). */
const withFinalScores = (name: string, scores: Record<string, number>): Command[] => {
  const log = logOf(name);
  return [...log, { type: 'table-correction', note: 'recounted', scores }];
};

describe('a finished game’s result', () => {
  it('ranks ties as sharing a place, the next place skipped', () => {
    expect(ranksOf({ red: 90, blue: 95, green: 90, yellow: 70 })).toEqual({ blue: 1, red: 2, green: 2, yellow: 4 });
    expect(ranksOf({ red: 50, blue: 50 })).toEqual({ red: 1, blue: 1 });
  });

  it('lists the players best first with their scores, the winner, and who started round 1', () => {
    const log = logOf('classic-4p');
    const final = replay(log).state;
    const result = playResult(summaryOf(log), log);
    if (!result.ok) throw new Error(say(result.error.message));
    const setup = applyCommand(undefined, log[0]!);
    if (!setup.ok) throw new Error('setup');
    expect(result.value.players.map((p) => [p.id, p.score, p.rank, p.winner])).toEqual(
      [...(final?.setup.players ?? [])]
        .sort((a, b) => (final?.scores[b.id] ?? 0) - (final?.scores[a.id] ?? 0))
        .map((p, i) => [p.id, final?.scores[p.id], i + 1, i === 0]),
    );
    expect(result.value.players.filter((p) => p.startPlayer).map((p) => p.id)).toEqual([setup.value.startPlayer]);
    expect(result.value).toMatchObject({ gameId: 'game-1', title: 'Friday', edition: 'classic', modules: [] });
    expect(result.value.history.lines).toHaveLength(4);
  });

  it('gives tied players one place and both the win', () => {
    const log = withFinalScores('classic-4p', { red: 100, blue: 100, yellow: 80, green: 100 });
    const result = playResult(summaryOf(log), log);
    if (!result.ok) throw new Error(say(result.error.message));
    const { state } = replay(log);
    // After the game, corrected scores decide the winners again.
    expect(state?.scores).toMatchObject({ red: 100, blue: 100, green: 100 });
    expect(result.value.players.map((p) => [p.id, p.rank, p.winner])).toEqual([
      ['red', 1, true],
      ['blue', 1, true],
      ['green', 1, true],
      ['yellow', 4, false],
    ]);
  });

  it('leaves the 2023 two-player game’s dummy out of the players, naming it apart', () => {
    const log = logOf('2023-2p-dummy');
    const result = playResult(summaryOf(log), log);
    if (!result.ok) throw new Error(say(result.error.message));
    const setup = replay(log).state?.setup;
    expect(setup?.dummy).toBeDefined();
    expect(result.value.players.map((p) => p.id)).toEqual(
      expect.arrayContaining((setup?.players ?? []).map((p) => p.id)),
    );
    expect(result.value.players).toHaveLength(2);
    expect(result.value.dummy).toBe(setup?.dummy?.name);
  });

  it('has no result while the game is still played, nor where its history no longer replays', () => {
    const log = logOf('classic-4p');
    const unfinished = playResult(summaryOf(log), log.slice(0, 40));
    expect(unfinished.ok).toBe(false);
    if (!unfinished.ok) expect(unfinished.error.code).toBe('result/not-over');
    const broken = playResult(summaryOf(log), [...log.slice(0, 3), { type: 'end-turn', player: 'nobody' }]);
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error.code).toBe('result/unreadable');
  });
});

describe('the play as BG Stats’ link describes it', () => {
  it('sends every field of the documented example, with its type, and the booleans always', () => {
    const log = logOf('classic-4p');
    const result = playResult(summaryOf(log), log);
    if (!result.ok) throw new Error(say(result.error.message));
    const play = bgStatsPlay(result.value, 'Classic (1995 rules)');
    expect(play).toMatchObject({
      sourceName: 'El Grande Companion',
      sourcePlayId: 'game-1',
      playDate: '2026-11-27 20:40:20',
      durationMin: 95,
      location: '',
      comments: 'Classic (1995 rules)',
      board: '',
      game: { name: 'El Grande', sourceGameId: 'el-grande', bggId: 93, highestWins: true, noPoints: false },
    });
    for (const player of play.players) {
      expect(Object.keys(player).sort()).toEqual(
        ['name', 'rank', 'role', 'score', 'sourcePlayerId', 'startPlayer', 'winner'].sort(),
      );
      expect(typeof player.winner).toBe('boolean');
      expect(typeof player.startPlayer).toBe('boolean');
      expect(typeof player.score).toBe('number');
    }
    expect(play.players.map((p) => [p.name, p.score, p.rank, p.winner])).toEqual(
      result.value.players.map((p) => [p.name, p.score, p.rank, p.winner]),
    );
    // The same person is one player across games, whatever colour: the id comes from the name.
    expect(play.players.map((p) => p.sourcePlayerId)).toEqual(result.value.players.map((p) => p.name.toLowerCase()));
  });

  it('sends tied winners as winners with one rank, and no dummy', () => {
    const tied = withFinalScores('classic-4p', { red: 100, blue: 100, yellow: 80, green: 90 });
    const result = playResult(summaryOf(tied), tied);
    if (!result.ok) throw new Error(say(result.error.message));
    const play = bgStatsPlay(result.value, '');
    expect(play.players.filter((p) => p.rank === 1).map((p) => p.name)).toEqual(['Red', 'Blue']);
    const dummyLog = logOf('2023-2p-dummy');
    const dummyResult = playResult(summaryOf(dummyLog), dummyLog);
    if (!dummyResult.ok) throw new Error(say(dummyResult.error.message));
    const dummyPlay = bgStatsPlay(dummyResult.value, '');
    expect(dummyPlay.players).toHaveLength(2);
    expect(dummyPlay.players.map((p) => p.name)).not.toContain(dummyResult.value.dummy);
  });

  it('writes the date in UTC as the link reads it, and the link as URL-encoded JSON', () => {
    expect(playDateOf(Date.UTC(2026, 0, 5, 7, 8, 9))).toBe('2026-01-05 07:08:09');
    const log = logOf('classic-4p');
    const result = playResult(summaryOf(log), log);
    if (!result.ok) throw new Error(say(result.error.message));
    const play = bgStatsPlay(result.value, 'Big Box with Muslim Granada & more: 100%');
    const link = bgStatsLink(play);
    expect(link.startsWith(`${BG_STATS_LINK}?data=`)).toBe(true);
    expect(JSON.parse(new URL(link).searchParams.get('data') ?? '')).toEqual(play);
    expect(link).not.toContain(' ');
  });
});
