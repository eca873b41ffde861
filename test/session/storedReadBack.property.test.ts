/**
 * Whatever the engine accepts is stored, read back and imported again unchanged: names and titles as
 * a table might type them (any characters, any length), scores and counts of table corrections from
 * below 0 to far past their bounds, and whole random games. For every accepted command, the stored
 * row passes the store's own check on reading; the summary does too; and the game exported as a
 * record imports back to the very same table.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJsonText } from '../../src/jsonText';
import { recordLog, recordText } from '../../src/record/recordLog';
import { parseRecord } from '../../src/record/schema';
import { applyCommand, type Command, type GameState, replay, type SetupCommand, seededRandom } from '../../src/rules';
import { createNewGame, importRecordText } from '../../src/session/newGames';
import { DATA_VERSION, type GameSummary } from '../../src/store/schema';
import { checkStoredEntry } from '../../src/store/storedRows';
import { checkStoredSummary } from '../../src/store/storedSummaries';
import { memoryStorage } from '../support/memoryStorage';
import { randomCommand, setupCommand } from '../support/randomPlayer';
import { say } from '../support/speech';

const PRINTABLE = fc.constantFrom('a', 'Z', 'é', 'ñ', ' ', '!', '(', '🦁', 'ß', '1');

/**
 * Text as typed or pasted: mostly letters, accents, emoji and spaces; now and then with a control
 * or invisible character, or any character at all, among them (which the checks must refuse).
 */
const typed = (max: number) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.string({ unit: PRINTABLE, maxLength: max }) },
    {
      weight: 1,
      arbitrary: fc.string({
        unit: fc.oneof(
          { weight: 6, arbitrary: PRINTABLE },
          {
            weight: 1,
            arbitrary: fc.constantFrom(
              '\t',
              '\n',
              '\u0000',
              '\u001b',
              '\u202e',
              '\u200b',
              '\u00ad',
              '\ufeff',
              '\u2066',
            ),
          },
          { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 1 }) },
        ),
        maxLength: max,
      }),
    },
  );

/** What the app stores for a game, as it would read it back. */
function storedRowsReadBack(
  gameId: string,
  log: readonly Command[],
  title: string,
  state: GameState | undefined,
): void {
  log.forEach((command, seq) => {
    const row = structuredClone({
      gameId,
      seq,
      entry: { kind: 'command' as const, command },
      at: 1,
      dataVersion: DATA_VERSION,
    });
    expect(checkStoredEntry(row, gameId, seq)).toEqual({
      kind: 'command',
      command: JSON.parse(JSON.stringify(command)),
    });
  });
  const setup = log[0] as SetupCommand;
  const summary: GameSummary = {
    id: gameId,
    title,
    edition: setup.edition,
    players: setup.players.map((p) => p.name),
    createdAt: 1,
    lastPlayedAt: 2,
    entries: log.length,
    round: state?.round ?? 1,
    over: state?.phase === 'over',
    dataVersion: DATA_VERSION,
  };
  expect(checkStoredSummary(structuredClone(summary))).toEqual(summary);
}

/** The game exported as the app exports it, then imported: the same table. */
async function exportedImportsBack(
  log: readonly Command[],
  title: string,
  state: GameState | undefined,
): Promise<void> {
  const text = recordText(log, title);
  const json = parseJsonText(text);
  expect(json.ok).toBe(true);
  const parsed = json.ok ? parseRecord(json.value) : undefined;
  if (!parsed?.ok) throw new Error(`the app's own export is refused: ${parsed ? parsed.error.message : 'not JSON'}`);
  expect(replay(recordLog(parsed.value)).state).toEqual(state);
  const imported = await importRecordText(memoryStorage(), text);
  if (!imported.ok) throw new Error(`the app's own export is refused on import: ${say(imported.error.message)}`);
}

describe('what the engine accepts reads back', () => {
  it('a new game whose title could not be read back is refused, naming why, and nothing is stored', async () => {
    const storage = memoryStorage();
    const setup = setupCommand({ edition: 'classic', players: 2, seed: 3 }) as SetupCommand;
    for (const title of ['Friday\u202e', 'a\tb', 'x'.repeat(201)]) {
      const created = await createNewGame(storage, setup, title);
      expect(created).toMatchObject({ ok: false, error: { code: 'setup/bad-title' } });
      if (!created.ok) expect(say(created.error.message)).toMatch(/^A title .*\.$/);
    }
    expect(storage.shared.games.size).toBe(0);
    expect(await createNewGame(storage, setup, '  ')).toMatchObject({ ok: true, value: { title: 'Game' } });
  });

  it('a new game with names and a title as typed: an accepted one stores, reads back, exports and imports unchanged', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(typed(50), { minLength: 2, maxLength: 2 }),
        typed(220),
        fc.integer({ min: 1, max: 10_000 }),
        async (names, title, seed) => {
          const base = setupCommand({ edition: 'classic', players: 2, seed }) as SetupCommand;
          const setup: SetupCommand = { ...base, players: base.players.map((p, i) => ({ ...p, name: names[i]! })) };
          const storage = memoryStorage();
          const created = await createNewGame(storage, setup, title);
          if (!created.ok) return;
          accepted += 1;
          const stored = storage.shared.games.get(created.value.id)!;
          expect(checkStoredSummary(structuredClone(stored.summary))).toEqual(created.value);
          const log = stored.entries.map((e) => (e.kind === 'command' ? e.command : setup));
          storedRowsReadBack(created.value.id, log, created.value.title, replay(log).state);
          await exportedImportsBack(log, created.value.title, replay(log).state);
        },
      ),
      { numRuns: 300 },
    );
    // Enough typed names get through for the property to say something.
    expect(accepted).toBeGreaterThan(30);
  });

  it('table corrections with any score, count and note: accepted ones store, export and import back unchanged', async () => {
    const setup = setupCommand({ edition: 'classic', players: 3, seed: 7 }) as SetupCommand;
    const start = applyCommand(undefined, setup);
    if (!start.ok) throw new Error(say(start.error.message));
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ min: -3, max: 12_000 }),
          fc.constantFrom(1e21, 2.5, Number.MAX_SAFE_INTEGER, 9999, 10_000),
        ),
        fc.integer({ min: -2, max: 24 }),
        typed(230),
        async (score, count, note) => {
          const command: Command = {
            type: 'table-correction',
            note,
            scores: { red: score },
            areas: { galicia: { blue: count } },
          };
          const result = applyCommand(start.value, command);
          if (!result.ok) return;
          accepted += 1;
          const log = [setup, command];
          storedRowsReadBack('game', log, 'Corrected', result.value);
          await exportedImportsBack(log, 'Corrected', result.value);
        },
      ),
      { numRuns: 300 },
    );
    expect(accepted).toBeGreaterThan(30);
  });

  it.each(['classic', 'bigbox', '2023'] as const)(
    'whole random %s games, with table corrections, store, export and import back unchanged',
    async (edition) => {
      for (let game = 0; game < 6; game += 1) {
        const random = seededRandom(game * 97 + edition.length);
        const log: Command[] = [setupCommand({ edition, players: 2 + (game % 4), seed: game * 13 + 5 })];
        let state = replay(log).state;
        while (state && state.phase !== 'over' && log.length < 5000) {
          const command = randomCommand(state, random, { corrections: true, aliases: true });
          const result = applyCommand(state, command);
          if (!result.ok) throw new Error(say(result.error.message));
          log.push(command);
          state = result.value;
        }
        storedRowsReadBack(`game-${game}`, log, `Game ${game}`, state);
        await exportedImportsBack(log, `Game ${game}`, state);
      }
    },
    120_000,
  );
});
