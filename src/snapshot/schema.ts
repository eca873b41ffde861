import * as v from 'valibot';

import {
  AREA_IDS,
  AREAS,
  CABALLEROS_PER_PLAYER,
  describeValue,
  EDITION_IDS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  MOBILE_SCOREBOARD_VALUES,
  REGION_ALIASES,
  REGION_IDS,
  RULE_OPTIONS,
  toAreaId,
} from '../rules';
import { checkReferences } from './checkReferences';
import { refuseReservedKeys } from './refuseReservedKeys';

/** The scoring kinds of format 1; format 2 adds its own. */
const FORMAT_1_KINDS = ['general', 'area', 'top-value', 'first-place-only', 'most', 'fewest', 'unique-choices'];

/** The format string of the board snapshot this module reads and writes. */
export const SNAPSHOT_FORMAT = 'el-grande-snapshot/1';

const areaList = `${AREA_IDS.join(', ')} (or the 2023 names ${Object.keys(REGION_ALIASES).join(', ')})`;

/** Ids and names that plain JavaScript objects reserve; a record would silently drop or confuse them. */
export const RESERVED_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

const participantId = v.pipe(
  v.string((i) => `${describeValue(i.input)} is not an id: ids are text`),
  v.check(
    (id) => !RESERVED_KEYS.includes(id),
    (i) => `${describeValue(i.input)} is a reserved word and cannot be used as an id`,
  ),
  v.regex(
    /^[a-z][a-z0-9-]{0,15}$/,
    (i) =>
      `${describeValue(i.input)} is not a valid id: start with a lower-case letter, then up to 15 lower-case letters, digits or hyphens`,
  ),
);

const areaId = v.pipe(
  v.string((i) => `${describeValue(i.input)} is not an area name`),
  v.check(
    (s) => toAreaId(s) !== undefined,
    (i) => `${describeValue(i.input)} is not an area: use one of ${areaList}`,
  ),
);

const regionId = v.pipe(
  v.string((i) => `${describeValue(i.input)} is not a region name`),
  v.check(
    (s) => toAreaId(s) !== 'castillo',
    () => 'the Castillo is not a region and cannot be named here',
  ),
  v.check(
    (s) => toAreaId(s) !== undefined,
    (i) => `${describeValue(i.input)} is not a region: use one of ${REGION_IDS.join(', ')}`,
  ),
);

const count = v.pipe(
  v.number((i) => `${describeValue(i.input)} is not a count: counts are whole numbers 0 to ${CABALLEROS_PER_PLAYER}`),
  v.integer((i) => `${i.input} is not a whole number of caballeros`),
  v.minValue(0, (i) => `${i.input} caballeros is impossible: counts are never negative`),
  v.maxValue(
    CABALLEROS_PER_PLAYER,
    (i) => `${i.input} caballeros is impossible: a colour has only ${CABALLEROS_PER_PLAYER}`,
  ),
);

const isPlainObject = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x);
const notAnObject = (i: v.BaseIssue<unknown>) =>
  `must be an object, not ${Array.isArray(i.input) ? 'a list' : describeValue(i.input)}`;

/** A fixed set of fields: a missing required one "is required", an extra one is an "unknown field". */
const fields = <T extends v.ObjectEntries>(entries: T) =>
  v.strictObject(entries, (i) => {
    const key = i.path?.[i.path.length - 1]?.key;
    if (i.expected === 'never') return `unknown field ${describeValue(key)}`;
    return key !== undefined && i.received === 'undefined' ? 'is required' : notAnObject(i);
  });
/** The same, refusing a list (which valibot's objects would otherwise take). */
const object = <T extends v.ObjectEntries>(entries: T) =>
  v.pipe(v.unknown(), v.check(isPlainObject, notAnObject), fields(entries));
/** Free keys (ids or areas) to values. */
const record = <K extends v.GenericSchema<string, string>, V extends v.GenericSchema>(key: K, value: V) =>
  v.pipe(v.unknown(), v.check(isPlainObject, notAnObject), v.record(key, value, notAnObject));

/** First values a region can show: printed ones (4, 5, 6, 7) and the mobile scoreboards' (8, 4). */
const FIRST_VALUES = [
  ...new Set([
    ...REGION_IDS.map((id) => AREAS[id].printedValues[0]),
    ...Object.values(MOBILE_SCOREBOARD_VALUES).map((v) => v[0]),
  ]),
].sort((a, b) => a - b);
const firstValue = v.pipe(
  v.number((i) => `${describeValue(i.input)} is not a number`),
  v.check(
    (n) => FIRST_VALUES.includes(n),
    (i) => `${describeValue(i.input)} is not a first value any region can show (${FIRST_VALUES.join(', ')})`,
  ),
);

const scoreKinds = v.variant(
  'kind',
  [
    fields({ kind: v.literal('general') }),
    fields({ kind: v.literal('area'), area: areaId }),
    fields({
      kind: v.literal('top-value'),
      values: v.pipe(
        v.array(firstValue, 'must be a list of first values, e.g. [6, 7]'),
        v.minLength(1, 'must name at least one value'),
      ),
    }),
    fields({ kind: v.literal('first-place-only') }),
    fields({ kind: v.literal('most') }),
    fields({ kind: v.literal('fewest') }),
    fields({
      kind: v.literal('unique-choices'),
      choices: record(participantId, regionId),
    }),
  ],
  (i) =>
    i.input === undefined
      ? 'is required'
      : `${describeValue(i.input)} is not a scoring kind: use one of ${FORMAT_1_KINDS.join(', ')}`,
);
const score = v.pipe(
  v.unknown(),
  v.check(
    isPlainObject,
    (i) => `must be an object naming the scoring, e.g. { "kind": "general" }, not ${describeValue(i.input)}`,
  ),
  scoreKinds,
);

const players = v.pipe(
  v.array(participantId, 'must be a list of player ids'),
  v.minLength(
    MIN_PLAYERS,
    (i) => `${i.input.length} player(s) is too few: El Grande needs ${MIN_PLAYERS} to ${MAX_PLAYERS}`,
  ),
  v.maxLength(
    MAX_PLAYERS,
    (i) => `${i.input.length} players is too many: El Grande takes ${MIN_PLAYERS} to ${MAX_PLAYERS}`,
  ),
);

/** The structure of a board snapshot, each field checked on its own. */
const TIE_RULES = RULE_OPTIONS.tie.choices.map((c) => c.value);

const SnapshotFields = object({
  format: v.literal(
    SNAPSHOT_FORMAT,
    (i) => `${describeValue(i.input)} is not a known format: expected “${SNAPSHOT_FORMAT}”`,
  ),
  edition: v.picklist(
    EDITION_IDS,
    (i) => `${describeValue(i.input)} is not an edition: use one of ${EDITION_IDS.join(', ')}`,
  ),
  rules: v.optional(
    object({
      tie: v.optional(
        v.picklist(TIE_RULES, (i) => `${describeValue(i.input)} is not a tie rule: use ${TIE_RULES.join(' or ')}`),
      ),
    }),
  ),
  players,
  neutral: v.optional(v.array(participantId, 'must be a list of ids')),
  king: regionId,
  grandes: v.optional(record(participantId, regionId)),
  mobileScoreboards: v.optional(object({ '8-4-0': v.optional(areaId), '4-0-0': v.optional(areaId) })),
  pieces: record(areaId, record(participantId, count)),
  castilloDestinations: v.optional(record(participantId, regionId)),
  score,
});

/** A board snapshot: its fields, then `checkReferences` checks them against each other. */
export const SnapshotSchema = v.pipe(
  v.unknown(),
  v.rawCheck(refuseReservedKeys),
  SnapshotFields,
  v.rawCheck<v.InferOutput<typeof SnapshotFields>>(checkReferences),
);

export type Snapshot = v.InferOutput<typeof SnapshotSchema>;
