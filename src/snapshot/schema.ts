import * as v from 'valibot';

import {
  AREA_IDS,
  AREAS,
  CABALLEROS_PER_PLAYER,
  EDITION_IDS,
  MOBILE_SCOREBOARD_VALUES,
  REGION_ALIASES,
  REGION_IDS,
  toAreaId,
} from '../rules';
import { checkReferences } from './checkReferences';
import type { Snapshot2 } from './format2/schema2';
import { SCORE_EXAMPLE, SNAPSHOT_FORMAT, unknownEdition, unknownFormat } from './formats';
import { bounded } from './listBounds';
import { refuseReservedKeys } from './refuseReservedKeys';
import { fields, idRecord, isPlainObject, object, participantId, players, record, tieRule } from './schemaParts';
import { says, valueWords } from './schemaWords';

export type { AreaName, Snapshot2 } from './format2/schema2';
export { SCORE_EXAMPLE, SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_2, unknownEdition, unknownFormat } from './formats';
export { RESERVED_KEYS } from './schemaParts';

/** The scoring kinds of format 1; format 2 adds its own. */
const FORMAT_1_KINDS = ['general', 'area', 'top-value', 'first-place-only', 'most', 'fewest', 'unique-choices'];

const areaList = AREA_IDS.join(', ');
const aliasList = Object.keys(REGION_ALIASES).join(', ');

const areaId = v.pipe(
  v.string((i) => says('snapshot.area.notAName', { value: valueWords(i.input) })),
  v.check(
    (s) => toAreaId(s) !== undefined,
    (i) => says('snapshot.area.unknown', { value: valueWords(i.input), areas: areaList, aliases: aliasList }),
  ),
);

const regionId = v.pipe(
  v.string((i) => says('snapshot.region.notAName', { value: valueWords(i.input) })),
  v.check(
    (s) => toAreaId(s) !== 'castillo',
    () => says('snapshot.region.castillo'),
  ),
  v.check(
    (s) => toAreaId(s) !== undefined,
    (i) => says('snapshot.region.unknown', { value: valueWords(i.input), regions: REGION_IDS.join(', ') }),
  ),
);

const count = v.pipe(
  v.number((i) => says('snapshot.count.notACount', { value: valueWords(i.input), most: CABALLEROS_PER_PLAYER })),
  v.integer((i) => says('snapshot.count.notWhole', { value: valueWords(i.input) })),
  v.minValue(0, (i) => says('snapshot.count.negative', { value: valueWords(i.input) })),
  v.maxValue(CABALLEROS_PER_PLAYER, (i) =>
    says('snapshot.count.tooMany', { count: i.input, most: CABALLEROS_PER_PLAYER }),
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
  v.number((i) => says('snapshot.notANumber', { value: valueWords(i.input) })),
  v.check(
    (n) => FIRST_VALUES.includes(n),
    (i) => says('snapshot.firstValue.unknown', { value: valueWords(i.input), values: FIRST_VALUES.join(', ') }),
  ),
);

const scoreKinds = v.variant(
  'kind',
  [
    fields({ kind: v.literal('general') }),
    fields({ kind: v.literal('area'), area: areaId }),
    fields({
      kind: v.literal('top-value'),
      values: bounded(
        'values',
        v.pipe(
          v.array(firstValue, says('snapshot.firstValue.notAList')),
          v.minLength(1, says('snapshot.firstValue.none')),
        ),
      ),
    }),
    fields({ kind: v.literal('first-place-only') }),
    fields({ kind: v.literal('most') }),
    fields({ kind: v.literal('fewest') }),
    fields({
      kind: v.literal('unique-choices'),
      choices: idRecord(regionId),
    }),
  ],
  (i) =>
    i.input === undefined
      ? says('snapshot.required')
      : says('snapshot.score.unknownKind', { value: valueWords(i.input), kinds: FORMAT_1_KINDS.join(', ') }),
);
const score = v.pipe(
  v.unknown(),
  v.check(isPlainObject, (i) =>
    says('snapshot.score.notAnObject', { value: valueWords(i.input), example: SCORE_EXAMPLE }),
  ),
  scoreKinds,
);

/** The structure of a board snapshot, each field checked on its own. */
const SnapshotFields = object({
  format: v.literal(SNAPSHOT_FORMAT, unknownFormat),
  edition: v.picklist(EDITION_IDS, unknownEdition),
  rules: v.optional(object({ tie: v.optional(tieRule) })),
  players,
  neutral: v.optional(bounded('neutral', v.array(participantId, says('snapshot.neutral.notAList')))),
  king: regionId,
  grandes: v.optional(idRecord(regionId)),
  mobileScoreboards: v.optional(object({ '8-4-0': v.optional(areaId), '4-0-0': v.optional(areaId) })),
  pieces: record(areaId, idRecord(count)),
  castilloDestinations: v.optional(idRecord(regionId)),
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
