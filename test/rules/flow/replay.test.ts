/**
 * The command log is the game: replaying it rebuilds the table, undo drops the last command, and
 * correcting an earlier command replays the rest, naming the first later command that no longer holds.
 */
import { describe, expect, it } from 'vitest';
import { type Command, type GameState, replay } from '../../../src/rules';
import { type LogEntry, readLog } from '../../../src/rules/state/log';

/** A history of these commands with one more entry, read and replayed: what the app does on undo and correct. */
const withEntry = (log: readonly Command[], entry: LogEntry) => {
  const next = readLog([...log.map((command): LogEntry => ({ kind: 'command', command })), entry]).log;
  return { log: next, result: replay(next) };
};
const undo = (log: readonly Command[]) => withEntry(log, { kind: 'undo' });
const correct = (log: readonly Command[], index: number, command: Command) =>
  withEntry(log, { kind: 'correct', index, command });

import { playRandomGame } from '../../support/playGame';
import { run } from '../../support/scenario';
import { newGame, revealCommand, setupCommand } from './_tables';

const first = newGame();

/**
 * Four players, red starting: red 13, blue 12, yellow 11, green 10. Red takes the King's card,
 * moves the King to Galicia and places 2 in País Vasco (next to Galicia); blue takes stack 1.
 */
const LOG: readonly Command[] = [
  setupCommand(),
  revealCommand(first),
  { type: 'play-power', player: 'red', value: 13 },
  { type: 'play-power', player: 'blue', value: 12 },
  { type: 'play-power', player: 'yellow', value: 11 },
  { type: 'play-power', player: 'green', value: 10 },
  { type: 'take-card', player: 'red', slot: '5' },
  { type: 'special', player: 'red', action: { kind: 'king', to: 'galicia' } },
  { type: 'place', player: 'red', areas: { 'pais-vasco': 2 } },
  { type: 'end-turn', player: 'red' },
  { type: 'replenish', player: 'blue', provinces: 0 },
  { type: 'take-card', player: 'blue', slot: '1' },
  { type: 'end-turn', player: 'blue' },
];

const stepByStep = (log: readonly Command[]): GameState => run(undefined, ...log);

describe('replay', () => {
  it('replaying the log rebuilds exactly the table the commands built one by one', () => {
    const result = replay(LOG);
    expect(result.applied).toBe(LOG.length);
    expect(result.refused).toBeUndefined();
    expect(result.state).toEqual(stepByStep(LOG));
    expect(result.state?.king).toBe('galicia');
    expect(result.state?.areas['pais-vasco'].red).toBe(2);
    expect(result.state?.turn?.player).toBe('yellow');
  });

  it('replaying twice gives the same table', () => {
    expect(replay(LOG).state).toEqual(replay(LOG).state);
  });

  it('replaying a whole random game rebuilds its final table', () => {
    const { log, states } = playRandomGame({ edition: 'classic', players: 3, seed: 11, length: 'short-fan' });
    expect(replay(log).state).toEqual(states[states.length - 1]);
  });

  it('an empty log replays to no game at all', () => {
    expect(replay([])).toEqual({ state: undefined, applied: 0 });
  });

  it('a log whose setup is refused stops at once, with no table', () => {
    const result = replay([{ ...setupCommand(), startPlayer: 'purple' }, ...LOG.slice(1)]);
    expect(result.state).toBeUndefined();
    expect(result.applied).toBe(0);
    expect(result.refused?.index).toBe(0);
    expect(result.refused?.error.code).toBe('setup/unknown-start-player');
  });

  it('replay stops at the first command that does not hold, keeping the table before it', () => {
    const log = [...LOG.slice(0, 6), { type: 'take-card', player: 'blue', slot: '5' } as Command, ...LOG.slice(6)];
    const result = replay(log);
    expect(result.applied).toBe(6);
    expect(result.refused).toEqual({ index: 6, error: expect.objectContaining({ code: 'turn/not-your-turn' }) });
    expect(result.state).toEqual(stepByStep(LOG.slice(0, 6)));
  });
});

describe('undo', () => {
  it('undo gives the table as it was before the last command, and the log without it', () => {
    const { log, result } = undo(LOG);
    expect(log).toEqual(LOG.slice(0, -1));
    expect(result.state).toEqual(replay(LOG.slice(0, -1)).state);
    expect(result.state?.turn?.player).toBe('blue');
    expect(result.state?.turn?.card?.slot).toBe('1');
  });

  it('undo after undo steps back one command each time', () => {
    const once = undo(LOG);
    const twice = undo(once.log);
    expect(twice.log).toEqual(LOG.slice(0, -2));
    expect(twice.result.state).toEqual(stepByStep(LOG.slice(0, -2)));
  });

  it('undoing the King’s move puts the King back', () => {
    const log = LOG.slice(0, 8);
    expect(replay(log).state?.king).toBe('galicia');
    expect(undo(log).result.state?.king).toBe('castilla-la-nueva');
  });

  it('the setup is never undone: a game is deleted or its setup corrected instead', () => {
    expect(undo(LOG.slice(0, 1)).log).toEqual(LOG.slice(0, 1));
  });

  it('undo leaves the log it was given unchanged', () => {
    const log = [...LOG];
    undo(log);
    expect(log).toEqual(LOG);
  });
});

describe('correct', () => {
  it('correcting red’s power card so that blue goes first reports red’s take-card as no longer holding', () => {
    const { log, result } = correct(LOG, 2, { type: 'play-power', player: 'red', value: 1 });
    expect(log[2]).toEqual({ type: 'play-power', player: 'red', value: 1 });
    expect(log.length).toBe(LOG.length);
    expect(result.applied).toBe(6);
    expect(result.refused?.index).toBe(6);
    expect(result.refused?.error.code).toBe('turn/not-your-turn');
    expect(result.state?.turn?.player).toBe('blue');
    expect(result.state).toEqual(stepByStep(log.slice(0, 6)));
  });

  it('correcting where the King went so that the later placement is no longer next to him reports the placement', () => {
    // Sevilla borders only Castilla la Nueva and Granada: País Vasco no longer qualifies.
    const { result } = correct(LOG, 7, { type: 'special', player: 'red', action: { kind: 'king', to: 'sevilla' } });
    expect(result.refused?.index).toBe(8);
    expect(result.refused?.error.code).toBe('placement/not-next-to-king');
    expect(result.state?.king).toBe('sevilla');
    expect(result.state?.areas['pais-vasco'].red ?? 0).toBe(0);
  });

  it('a correction that itself does not hold is reported at its own index', () => {
    const { result } = correct(LOG, 3, { type: 'play-power', player: 'blue', value: 13 });
    expect(result.refused?.index).toBe(3);
    expect(result.refused?.error.code).toBe('power/value-taken');
    expect(result.applied).toBe(3);
  });

  it('a correction that keeps every later command legal replays the whole log', () => {
    const { result } = correct(LOG, 11, { type: 'take-card', player: 'blue', slot: '2' });
    expect(result.refused).toBeUndefined();
    expect(result.applied).toBe(LOG.length);
    expect(result.state?.offer.find((s) => s.slot === '2')?.card).toBeNull();
    expect(result.state?.offer.find((s) => s.slot === '1')?.card).not.toBeNull();
  });

  it('correcting an early table detail flows through to the end: a different King’s start region', () => {
    // The King starts in Granada instead; the King's card still moves him to Galicia, so the rest holds.
    const { result } = correct(LOG, 0, setupCommand({ king: 'granada' }));
    expect(result.refused).toBeUndefined();
    expect(result.state?.king).toBe('galicia');
  });

  it('correct leaves the log it was given unchanged', () => {
    const log = [...LOG];
    correct(log, 2, { type: 'play-power', player: 'red', value: 1 });
    expect(log).toEqual(LOG);
  });
});
