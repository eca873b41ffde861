/** The result's picture as planned: every standing and colour in it, the chart's lines, and text that fits. */
import { describe, expect, it } from 'vitest';
import { colourHex } from '../../../src/colours';
import type { PlayResult } from '../../../src/session/playResult';
import { type PictureWords, picturePlan, scaleTop, wrap } from '../../../src/ui/share/picturePlan';

const result: PlayResult = {
  gameId: 'g',
  title: 'Friday',
  edition: 'bigbox',
  modules: [],
  startedAt: 0,
  endedAt: 60_000,
  players: [
    { id: 'red', name: 'Ana', colour: 'red', score: 95, rank: 1, winner: true, startPlayer: false },
    { id: 'blue', name: 'Ben', colour: 'blue', score: 95, rank: 1, winner: true, startPlayer: true },
    { id: 'green', name: 'Cy', colour: 'green', score: 40, rank: 3, winner: false, startPlayer: false },
  ],
  history: {
    rounds: [3, 6, 9],
    lines: [
      { player: 'red', points: [0, 20, 50, 95] },
      { player: 'blue', points: [0, 30, 60, 95] },
      { player: 'green', points: [0, 10, 20, 40] },
    ],
    now: { red: 95, blue: 95, green: 40 },
    justScoredGeneral: false,
  },
};

const words: PictureWords = {
  heading: 'El Grande: Friday night at the long table in the back room of the café',
  details: 'today · Big Box',
  standing: (p) => `${p.rank}. ${p.name}: ${p.score}`,
  chartHeading: 'Scores by round',
  roundLabel: (r) => `R${r}`,
  startLabel: 'Start',
  footer: 'El Grande Companion',
};

const texts = (plan: ReturnType<typeof picturePlan>) =>
  plan.items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));

describe('the result’s picture', () => {
  const plan = picturePlan(result, words);

  it('holds every standing beside a square of the player’s colour, the winners in bold', () => {
    for (const player of result.players) {
      const text = plan.items.find((i) => i.kind === 'text' && i.text === words.standing(player));
      expect(text).toMatchObject({ bold: player.winner });
      const square = plan.items.find((i) => i.kind === 'rect' && i.colour === colourHex(player.id));
      expect(square).toBeDefined();
    }
  });

  it('draws each player’s running score as a line with a point per scoring round, from the start', () => {
    for (const { player } of result.history.lines) {
      const line = plan.items.find((i) => i.kind === 'line' && i.colour === colourHex(player));
      expect(line?.kind === 'line' && line.points.length).toBe(result.history.rounds.length + 1);
    }
    expect(texts(plan)).toEqual(expect.arrayContaining(['Start', 'R3', 'R6', 'R9', '0', '100']));
  });

  it('wraps a long title, keeps everything inside the picture, and ends with the app’s name', () => {
    expect(texts(plan).slice(0, 3)).toEqual(wrap(words.heading, 30));
    expect(wrap(words.heading, 30).length).toBeGreaterThan(1);
    for (const item of plan.items) {
      const ys = item.kind === 'line' ? item.points.map(([, y]) => y) : [item.y];
      for (const y of ys) expect(y).toBeGreaterThan(0);
      for (const y of ys) expect(y).toBeLessThan(plan.height);
    }
    expect(texts(plan).at(-1)).toBe('El Grande Companion');
  });

  it('grows with the players, one line each, a long name wrapping under itself', () => {
    const two = picturePlan({ ...result, players: result.players.slice(0, 2) }, words);
    expect(plan.height - two.height).toBe(62);
    const long = { ...result.players[2]!, name: 'Maria Magdalena von Hohenzollern-Sigmaringen' };
    const wrapped = picturePlan({ ...result, players: [...result.players.slice(0, 2), long] }, words);
    expect(wrapped.height - plan.height).toBe(52);
  });

  it('marks the scale in whole numbers', () => {
    const low = picturePlan(
      { ...result, history: { ...result.history, lines: [{ player: 'red', points: [0, 4, 9, 14] }] } },
      words,
    );
    expect(texts(low)).toEqual(expect.arrayContaining(['0', '5', '10', '15']));
    expect(texts(low)).not.toContain('7.5');
  });

  it('tops the chart with a round number at or above the best score', () => {
    expect([0, 9, 10, 11, 95, 132, 151, 1000].map(scaleTop)).toEqual([10, 10, 10, 15, 100, 150, 200, 1000]);
    expect(wrap('a bb ccc dddd', 6)).toEqual(['a bb', 'ccc', 'dddd']);
  });
});
