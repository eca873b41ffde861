import * as v from 'valibot';

/** The format string of a game record. */
export const RECORD_FORMAT = 'el-grande-record/1';

const COMMAND_TYPES = [
  'reveal-cards',
  'dummy-regions',
  'play-power',
  'replenish',
  'take-card',
  'place',
  'special',
  'skip-special',
  'veto',
  'end-turn',
  'general-scoring',
  'table-correction',
] as const;

const plainObject = (what: string) =>
  v.custom<Record<string, unknown>>((x) => typeof x === 'object' && x !== null && !Array.isArray(x), `must be an object (${what})`);

/**
 * A game record: the setup and the command log. The file's shape is checked here; whether each
 * command holds at its point in the game is the engine's call when the log is replayed.
 */
export const RecordSchema = v.strictObject(
  {
    format: v.literal(RECORD_FORMAT, (i) => `“${String(i.input)}” is not a known record format: expected “${RECORD_FORMAT}”`),
    title: v.optional(v.string('must be a text')),
    setup: plainObject('the setup: edition, players, king, homes, startPlayer'),
    commands: v.array(
      v.looseObject(
        {
          type: v.picklist(COMMAND_TYPES, (i) => `${JSON.stringify(i.input)} is not a command type: use one of ${COMMAND_TYPES.join(', ')}`),
        },
        'must be an object with a "type"',
      ),
      'must be a list of commands',
    ),
  },
  (i) => (i.expected === 'never' ? `unknown field “${String(i.path?.at(-1)?.key)}”` : i.received === 'undefined' && i.path ? 'is required' : 'must be an object'),
);

export type GameRecord = v.InferOutput<typeof RecordSchema>;

/** Checks a parsed JSON value as a game record; the first problem comes back as one line. */
export function parseRecord(input: unknown): { ok: true; record: GameRecord } | { ok: false; error: string } {
  const result = v.safeParse(RecordSchema, input, { abortEarly: true });
  if (result.success) return { ok: true, record: result.output };
  const [issue] = result.issues;
  const field = v.getDotPath(issue);
  return { ok: false, error: field ? `${field}: ${issue.message}` : `record: ${issue.message}` };
}
