import * as v from 'valibot';

import {
  AREA_IDS,
  AREAS,
  CABALLEROS_PER_PLAYER,
  describeValue,
  EDITION_IDS,
  MOBILE_SCOREBOARD_VALUES,
  REGION_ALIASES,
  REGION_IDS,
  toAreaId,
} from '../rules';
import { checkReferences } from './checkReferences';
import type { Snapshot2 } from './format2/schema2';
import { refuseReservedKeys } from './refuseReservedKeys';
import { fields, isPlainObject, object, participantId, players, record, tieRule } from './schemaParts';

export type { Snapshot2 } from './format2/schema2';
export { RESERVED_KEYS } from './schemaParts';

/** The scoring kinds of format 1; format 2 adds its own. */
const FORMAT_1_KINDS = ['general', 'area', 'top-value', 'first-place-only', 'most', 'fewest', 'unique-choices'];

/** The format string of the board snapshot this module reads and writes. */
export const SNAPSHOT_FORMAT = 'el-grande-snapshot/1';
/** The format string of a board snapshot that may use the variants and expansions (src/snapshot/format2). */
export const SNAPSHOT_FORMAT_2 = 'el-grande-snapshot/2';

/** Any other format string names both this reader knows. */
export const unknownFormat = (i: v.BaseIssue<unknown>) =>
  `${describeValue(i.input)} is not a known format: expected “${SNAPSHOT_FORMAT}” or “${SNAPSHOT_FORMAT_2}”`;

const areaList = `${AREA_IDS.join(', ')} (or the 2023 names ${Object.keys(REGION_ALIASES).join(', ')})`;

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

/** The structure of a board snapshot, each field checked on its own. */
const SnapshotFields = object({
  format: v.literal(SNAPSHOT_FORMAT, unknownFormat),
  edition: v.picklist(
    EDITION_IDS,
    (i) => `${describeValue(i.input)} is not an edition: use one of ${EDITION_IDS.join(', ')}`,
  ),
  rules: v.optional(object({ tie: v.optional(tieRule) })),
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

/** A format-1 board snapshot, as read. */
export type Snapshot1 = v.InferOutput<typeof SnapshotSchema>;

/** A board snapshot of either format, as read: `format` tells which. */
export type Snapshot = Snapshot1 | Snapshot2;
