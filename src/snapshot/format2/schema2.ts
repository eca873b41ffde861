import * as v from 'valibot';

import {
  type BoardOptionId,
  describeValue,
  EDITION_IDS,
  LIMITS,
  MODULE_OPTIONS,
  type ModuleOptionId,
  type ModuleOptions,
  SCORING_KINDS,
  SCORING_MODULE_IDS,
} from '../../rules';
import { SNAPSHOT_FORMAT_2, unknownFormat } from '../schema';
import { fields, isPlainObject, object, participantId, players, record, tieRule } from '../schemaParts';
import { BOARD_AREA_LIST, toBoardAreaId } from './boardAreaNames';

/** Gold and Wares discs in the game (002:1107): no delivery, and no set of deliveries, brings more. */
export const GOLD_DISCS = 5;
export const WARES_DISCS = 11;

/** Any area name of any board; whether its module is on is checked with the rest of the board. */
const areaName = v.pipe(
  v.string((i) => `${describeValue(i.input)} is not an area name`),
  v.check(
    (s) => toBoardAreaId(s) !== undefined,
    (i) => `${describeValue(i.input)} is not an area: use one of ${BOARD_AREA_LIST}`,
  ),
);

/** Caballeros of one id somewhere; how many a colour or a black id may have depends on the modules. */
const count = v.pipe(
  v.number((i) => `${describeValue(i.input)} is not a count: counts are whole numbers from 0`),
  v.integer((i) => `${i.input} is not a whole number of caballeros`),
  v.minValue(0, (i) => `${i.input} caballeros is impossible: counts are never negative`),
);

const valueWords = `values are whole numbers 0 to ${LIMITS.printedValue}`;
const printedValue = v.pipe(
  v.number((i) => `${describeValue(i.input)} is not a printed value: ${valueWords}`),
  v.integer((i) => `${i.input} is not a printed value: ${valueWords}`),
  v.minValue(0, (i) => `${i.input} is not a printed value: ${valueWords}`),
  v.maxValue(LIMITS.printedValue, (i) => `${i.input} is not a printed value: ${valueWords}`),
);
/** First to third place as printed; how many an area prints is checked against the area. */
const printedValues = v.pipe(
  v.array(printedValue, 'must be a list of printed values, first place first, e.g. [3, 2, 1]'),
  v.minLength(1, 'must list the printed values, first place first, e.g. [3, 2, 1]'),
  v.maxLength(3, (i) => `lists ${i.input.length} values: an area prints at most three`),
  v.check(
    (values) => values.every((value, i) => i === 0 || value <= (values[i - 1] ?? value)),
    (i) => `[${i.input.join(', ')}] rises from one place to the next: printed values never increase`,
  ),
);

/** A reading of an open point, one of the choices that option offers. */
const option = <K extends ModuleOptionId>(id: K) => {
  const choices: ModuleOptions[K][] = MODULE_OPTIONS[id].choices.map((c) => c.value);
  return v.optional(
    v.picklist(choices, (i) => `${describeValue(i.input)} is not a choice of ${id}: use ${choices.join(' or ')}`),
  );
};
type OptionSchemas = { readonly [K in BoardOptionId]: ReturnType<typeof option<K>> };
const OPTION_SCHEMAS: OptionSchemas = {
  homeAdvantage: option('homeAdvantage'),
  churchUnheld: option('churchUnheld'),
  inquisitor: option('inquisitor'),
  franceFirstPlaceBonuses: option('franceFirstPlaceBonuses'),
  granadaExtremes: option('granadaExtremes'),
  granadaConquest: option('granadaConquest'),
  limitOverflow: option('limitOverflow'),
  regionTotals: option('regionTotals'),
  shipHomeBonus: option('shipHomeBonus'),
  quarantineDisk: option('quarantineDisk'),
  castilloGrandeToKing: option('castilloGrandeToKing'),
  rebellionGrandes: option('rebellionGrandes'),
};

/** A field some scoring kinds never take, refused with why instead of as an unknown field. */
const onlyInGeneral = (message: string) => v.optional(v.custom<never>(() => false, message));
const notOutsideGeneral = {
  limitTableArrivals: onlyInGeneral('only a general scoring brings Castillo caballeros to the Limit table'),
  interludeMoves: onlyInGeneral('Free choice moves happen only inside a general scoring (002:789-791)'),
};

const interludeMove = object({
  id: participantId,
  from: areaName,
  to: areaName,
  count: v.pipe(
    v.number((i) => `${describeValue(i.input)} is not a number of caballeros`),
    v.integer((i) => `${i.input} is not a whole number of caballeros`),
    v.minValue(1, (i) => `${i.input} caballeros is no move: a move takes at least 1`),
  ),
});

const discs = (what: string, most: number) =>
  v.pipe(
    v.number((i) => `${describeValue(i.input)} is not a number of ${what} discs: whole numbers 0 to ${most}`),
    v.integer((i) => `${i.input} is not a whole number of ${what} discs`),
    v.minValue(0, (i) => `${i.input} ${what} discs is impossible: never negative`),
    v.maxValue(most, (i) => `${i.input} ${what} discs is impossible: the game has only ${most} (002:1107)`),
  );

const scoreKinds = v.variant(
  'kind',
  [
    fields({
      kind: v.literal('general'),
      limitTableArrivals: v.optional(record(participantId, count)),
      interludeMoves: v.optional(
        v.array(interludeMove, 'must be a list of moves, each { "id", "from", "to", "count" }'),
      ),
    }),
    fields({ kind: v.literal('area'), area: areaName, ...notOutsideGeneral }),
    fields({
      kind: v.literal('areas'),
      areas: v.pipe(
        v.array(areaName, 'must be a list of areas, in the order they are scored'),
        v.minLength(1, 'must name at least one area'),
      ),
      ...notOutsideGeneral,
    }),
    fields({
      kind: v.literal('top-value'),
      values: v.pipe(
        v.array(
          v.number((i) => `${describeValue(i.input)} is not a number`),
          'must be a list of first values, e.g. [6, 7]',
        ),
        v.minLength(1, 'must name at least one value'),
      ),
      ...notOutsideGeneral,
    }),
    fields({ kind: v.literal('first-place-only'), ...notOutsideGeneral }),
    fields({ kind: v.literal('most'), ...notOutsideGeneral }),
    fields({ kind: v.literal('fewest'), ...notOutsideGeneral }),
    fields({ kind: v.literal('unique-choices'), choices: record(participantId, areaName), ...notOutsideGeneral }),
    fields({ kind: v.literal('new-regions'), ...notOutsideGeneral }),
    fields({ kind: v.literal('granada-conquest'), ...notOutsideGeneral }),
    fields({
      kind: v.literal('delivery'),
      deliveries: record(
        participantId,
        object({ gold: discs('Gold', GOLD_DISCS), wares: discs('Wares', WARES_DISCS) }),
      ),
      ...notOutsideGeneral,
    }),
  ],
  (i) =>
    i.input === undefined
      ? 'is required'
      : `${describeValue(i.input)} is not a scoring kind: use one of ${SCORING_KINDS.join(', ')}`,
);

const holder = object({ holder: v.nullable(participantId) });
const roleHolder = v.optional(v.nullable(participantId));

/** The structure of a format-2 snapshot, each field checked on its own (snapshot-format-2, "Fields"). */
export const Snapshot2Fields = object({
  format: v.literal(SNAPSHOT_FORMAT_2, unknownFormat),
  edition: v.picklist(
    EDITION_IDS,
    (i) => `${describeValue(i.input)} is not an edition: use one of ${EDITION_IDS.join(', ')}`,
  ),
  modules: v.optional(
    v.array(
      v.picklist(
        SCORING_MODULE_IDS,
        (i) => `${describeValue(i.input)} is not a module a board can use: use one of ${SCORING_MODULE_IDS.join(', ')}`,
      ),
      'must be a list of module ids, e.g. ["grand-inquisitor-colonies"]',
    ),
  ),
  rules: v.optional(object({ tie: v.optional(tieRule), ...OPTION_SCHEMAS })),
  players,
  neutral: v.optional(v.array(participantId, 'must be a list of ids')),
  king: areaName,
  grandes: v.optional(record(participantId, areaName)),
  mobileScoreboards: v.optional(object({ '8-4-0': v.optional(areaName), '4-0-0': v.optional(areaName) })),
  printedValues: v.optional(record(areaName, printedValues)),
  pieces: record(areaName, record(participantId, count)),
  roles: v.optional(object({ ambassador: roleHolder, envoy: roleHolder, captain: roleHolder, viceroy: roleHolder })),
  church: v.optional(holder),
  inquisitor: v.optional(holder),
  limitTable: v.optional(object({ area: areaName, onTable: record(participantId, count) })),
  granada: v.optional(
    v.picklist(
      ['muslim', 'conquered'],
      (i) => `${describeValue(i.input)} is not a state of Granada: use muslim or conquered`,
    ),
  ),
  quarantine: v.optional(areaName),
  conspiracy: v.optional(v.boolean((i) => `must be true or false, not ${describeValue(i.input)}`)),
  revolution: v.optional(object({ grande: participantId })),
  castilloDestinations: v.optional(record(participantId, areaName)),
  score: v.pipe(
    v.unknown(),
    v.check(
      isPlainObject,
      (i) => `must be an object naming the scoring, e.g. { "kind": "general" }, not ${describeValue(i.input)}`,
    ),
    scoreKinds,
  ),
});

/** A format-2 snapshot whose fields each passed their own checks (not yet against each other). */
export type Snapshot2 = v.InferOutput<typeof Snapshot2Fields>;
export type Score2 = Snapshot2['score'];
