import * as v from 'valibot';
import { AREA_IDS, REGION_IDS } from '../rules/board/areas';
import { MAX_PLAYERS, MIN_PLAYERS, CABALLEROS_PER_PLAYER } from '../rules/board/pieces';
import { REGION_ALIASES, toAreaId } from '../rules/board/regionAliases';
import { EDITION_IDS } from '../rules/editions/edition';
import { checkReferences } from './checkReferences';

/** The format string of the board snapshot this module reads and writes. */
export const SNAPSHOT_FORMAT = 'el-grande-snapshot/1';

const quote = (value: unknown) => (typeof value === 'string' ? `“${value}”` : JSON.stringify(value) ?? String(value));
const areaList = `${AREA_IDS.join(', ')} (or the 2023 names ${Object.keys(REGION_ALIASES).join(', ')})`;

const participantId = v.pipe(
  v.string((i) => `${quote(i.input)} is not an id: ids are text`),
  v.regex(
    /^[a-z][a-z0-9-]{0,15}$/,
    (i) => `${quote(i.input)} is not a valid id: start with a lower-case letter, then up to 15 lower-case letters, digits or hyphens`,
  ),
);

const areaId = v.pipe(
  v.string((i) => `${quote(i.input)} is not an area name`),
  v.check((s) => toAreaId(s) !== undefined, (i) => `${quote(i.input)} is not an area: use one of ${areaList}`),
);

const regionId = v.pipe(
  v.string((i) => `${quote(i.input)} is not a region name`),
  v.check((s) => toAreaId(s) !== 'castillo', () => 'the Castillo is not a region and cannot be named here'),
  v.check((s) => toAreaId(s) !== undefined, (i) => `${quote(i.input)} is not a region: use one of ${REGION_IDS.join(', ')}`),
);

const count = v.pipe(
  v.number((i) => `${quote(i.input)} is not a count: counts are whole numbers 0 to ${CABALLEROS_PER_PLAYER}`),
  v.integer((i) => `${i.input} is not a whole number of caballeros`),
  v.minValue(0, (i) => `${i.input} caballeros is impossible: counts are never negative`),
  v.maxValue(CABALLEROS_PER_PLAYER, (i) => `${i.input} caballeros is impossible: a colour has only ${CABALLEROS_PER_PLAYER}`),
);

const unknownField = (i: v.BaseIssue<unknown>) => {
  const key = i.path?.[i.path.length - 1]?.key;
  return key === undefined ? `must be an object` : `unknown field ${quote(key)}`;
};
const object = <T extends v.ObjectEntries>(entries: T) =>
  v.strictObject(entries, (i) => (i.expected === 'never' ? unknownField(i) : `must be an object, not ${quote(i.input)}`));
const record = <K extends v.GenericSchema<string, string>, V extends v.GenericSchema>(key: K, value: V) =>
  v.record(key, value, (i) => `must be an object, not ${quote(i.input)}`);
const required = 'is required';

/** First values a region can show: 4, 5, 6 and 7 printed, 4 and 8 on the mobile scoreboards. */
const FIRST_VALUES = [4, 5, 6, 7, 8];
const firstValue = v.pipe(
  v.number((i) => `${quote(i.input)} is not a number`),
  v.check(
    (n) => FIRST_VALUES.includes(n),
    (i) => `${quote(i.input)} is not a first value any region can show (${FIRST_VALUES.join(', ')})`,
  ),
);

const SCORE_KINDS = ['general', 'area', 'top-value', 'first-place-only', 'most', 'fewest', 'unique-choices'] as const;
const score = v.variant(
  'kind',
  [
    object({ kind: v.literal('general') }),
    object({ kind: v.literal('area'), area: v.pipe(v.unknown(), v.check((x) => x !== undefined, required), areaId) }),
    object({
      kind: v.literal('top-value'),
      values: v.pipe(
        v.array(firstValue, (i) => (i.input === undefined ? required : 'must be a list of first values, e.g. [6, 7]')),
        v.minLength(1, 'must name at least one value'),
      ),
    }),
    object({ kind: v.literal('first-place-only') }),
    object({ kind: v.literal('most') }),
    object({ kind: v.literal('fewest') }),
    object({
      kind: v.literal('unique-choices'),
      choices: record(participantId, regionId),
    }),
  ],
  (i) =>
    i.input === undefined
      ? required
      : `${quote(i.input)} is not a scoring kind: use one of ${SCORE_KINDS.join(', ')}`,
);

const players = v.pipe(
  v.array(participantId, 'must be a list of player ids'),
  v.minLength(MIN_PLAYERS, (i) => `${i.input.length} player(s) is too few: El Grande needs ${MIN_PLAYERS} to ${MAX_PLAYERS}`),
  v.maxLength(MAX_PLAYERS, (i) => `${i.input.length} players is too many: El Grande takes ${MIN_PLAYERS} to ${MAX_PLAYERS}`),
);

/** The structure of a board snapshot, each field checked on its own. */
const SnapshotFields = object({
    format: v.literal(SNAPSHOT_FORMAT, (i) =>
      i.input === undefined ? required : `${quote(i.input)} is not a known format: expected “${SNAPSHOT_FORMAT}”`,
    ),
    edition: v.picklist(EDITION_IDS, (i) =>
      i.input === undefined ? required : `${quote(i.input)} is not an edition: use one of ${EDITION_IDS.join(', ')}`,
    ),
    rules: v.optional(
      object({
        tie: v.optional(
          v.picklist(['official', 'shift-by-tied'], (i) => `${quote(i.input)} is not a tie rule: use official or shift-by-tied`),
        ),
      }),
    ),
    players: v.pipe(v.unknown(), v.check((x) => x !== undefined, required), players),
    neutral: v.optional(v.pipe(v.array(participantId, 'must be a list of ids'), v.maxLength(MAX_PLAYERS, 'lists too many neutral colours'))),
    king: v.pipe(v.unknown(), v.check((x) => x !== undefined, required), regionId),
    grandes: v.optional(record(participantId, regionId)),
    mobileScoreboards: v.optional(object({ '8-4-0': v.optional(areaId), '4-0-0': v.optional(areaId) })),
    pieces: v.pipe(v.unknown(), v.check((x) => x !== undefined, required), record(areaId, record(participantId, count))),
    castilloDestinations: v.optional(record(participantId, regionId)),
    score: v.pipe(v.unknown(), v.check((x) => x !== undefined, required), score),
});

/** A board snapshot: its fields, then `checkReferences` checks them against each other. */
export const SnapshotSchema = v.pipe(
  SnapshotFields,
  v.rawCheck<v.InferOutput<typeof SnapshotFields>>(checkReferences),
);

export type Snapshot = v.InferOutput<typeof SnapshotSchema>;
