import * as v from 'valibot';

import {
  type BoardOptionId,
  EDITION_IDS,
  LIMITS,
  listOf,
  MODULE_OPTIONS,
  type ModuleOptionId,
  type ModuleOptions,
  SCORING_KINDS,
  SCORING_MODULE_IDS,
} from '../../rules';
import { SCORE_EXAMPLE, SNAPSHOT_FORMAT_2, unknownEdition, unknownFormat } from '../formats';
import { bounded } from '../listBounds';
import { fields, idRecord, isPlainObject, object, participantId, players, record, tieRule } from '../schemaParts';
import { says, valueWords } from '../schemaWords';
import { ALIAS_LIST, BOARD_AREA_LIST, toBoardAreaId } from './boardAreaNames';

/** Gold and Wares discs in the game (002:1107): no delivery, and no set of deliveries, brings more. */
export const GOLD_DISCS = 5;
export const WARES_DISCS = 11;

/**
 * Any area name of any board; whether its module is on is checked with the rest of the board. Marked
 * as an area's name in the output, so a type read from the snapshot's knows where areas are named.
 */
const areaName = v.pipe(
  v.string((i) => says('snapshot.area.notAName', { value: valueWords(i.input) })),
  v.check(
    (s) => toBoardAreaId(s) !== undefined,
    (i) => says('snapshot.area.unknown', { value: valueWords(i.input), areas: BOARD_AREA_LIST, aliases: ALIAS_LIST }),
  ),
  v.brand('AreaName'),
);

/** An area's name as a snapshot wrote it (any of its names: see `toBoardAreaId`). */
export type AreaName = v.InferOutput<typeof areaName>;

/** Caballeros of one id somewhere; how many a colour or a black id may have depends on the modules. */
const count = v.pipe(
  v.number((i) => says('snapshot.count.notACountFrom0', { value: valueWords(i.input) })),
  v.integer((i) => says('snapshot.count.notWhole', { value: valueWords(i.input) })),
  v.minValue(0, (i) => says('snapshot.count.negative', { value: valueWords(i.input) })),
);

const notPrinted = (i: v.BaseIssue<unknown>) =>
  says('snapshot.printedValue.invalid', { value: valueWords(i.input), most: LIMITS.printedValue });
const printedValue = v.pipe(
  v.number(notPrinted),
  v.integer(notPrinted),
  v.minValue(0, notPrinted),
  v.maxValue(LIMITS.printedValue, notPrinted),
);
/** First to third place as printed; how many an area prints is checked against the area. */
const printedValues = v.pipe(
  v.array(printedValue, says('snapshot.printedValues.notAList')),
  v.minLength(1, says('snapshot.printedValues.empty')),
  v.maxLength(3, (i) => says('snapshot.printedValues.tooMany', { count: i.input.length })),
  v.check(
    (values) => values.every((value, i) => i === 0 || value <= (values[i - 1] ?? value)),
    (i) => says('snapshot.printedValues.rising', { values: `[${i.input.join(', ')}]` }),
  ),
);

/** A reading of an open point, one of the choices that option offers. */
const option = <K extends ModuleOptionId>(id: K) => {
  const choices: ModuleOptions[K][] = MODULE_OPTIONS[id].choices.map((c) => c.value);
  return v.optional(
    v.picklist(choices, (i) =>
      says('snapshot.option.unknown', { value: valueWords(i.input), id, choices: listOf(choices, 'or') }),
    ),
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
const onlyInGeneral = (key: string) => v.optional(v.custom<never>(() => false, says(key)));
const notOutsideGeneral = {
  limitTableArrivals: onlyInGeneral('snapshot.arrivals.onlyInGeneral'),
  interludeMoves: onlyInGeneral('snapshot.freeChoice.onlyInGeneral'),
};

const interludeMove = object({
  id: participantId,
  from: areaName,
  to: areaName,
  count: v.pipe(
    v.number((i) => says('snapshot.move.notANumber', { value: valueWords(i.input) })),
    v.integer((i) => says('snapshot.count.notWhole', { value: valueWords(i.input) })),
    v.minValue(1, (i) => says('snapshot.move.none', { value: valueWords(i.input) })),
  ),
});

const discs = (disc: 'gold' | 'wares', most: number) =>
  v.pipe(
    v.number((i) => says('snapshot.discs.notANumber', { value: valueWords(i.input), disc, most })),
    v.integer((i) => says('snapshot.discs.notWhole', { value: valueWords(i.input), disc })),
    v.minValue(0, (i) => says('snapshot.discs.negative', { value: valueWords(i.input), disc })),
    v.maxValue(most, (i) => says('snapshot.discs.tooMany', { value: valueWords(i.input), disc, most })),
  );

const scoreKinds = v.variant(
  'kind',
  [
    fields({
      kind: v.literal('general'),
      limitTableArrivals: v.optional(idRecord(count)),
      interludeMoves: v.optional(
        bounded(
          'interludeMoves',
          v.array(interludeMove, says('snapshot.moves.notAList', { example: '{ "id", "from", "to", "count" }' })),
        ),
      ),
    }),
    fields({ kind: v.literal('area'), area: areaName, ...notOutsideGeneral }),
    fields({
      kind: v.literal('areas'),
      areas: bounded(
        'areas',
        v.pipe(v.array(areaName, says('snapshot.areas.notAList')), v.minLength(1, says('snapshot.areas.none'))),
      ),
      ...notOutsideGeneral,
    }),
    fields({
      kind: v.literal('top-value'),
      values: bounded(
        'values',
        v.pipe(
          v.array(
            v.number((i) => says('snapshot.notANumber', { value: valueWords(i.input) })),
            says('snapshot.firstValue.notAList'),
          ),
          v.minLength(1, says('snapshot.firstValue.none')),
        ),
      ),
      ...notOutsideGeneral,
    }),
    fields({ kind: v.literal('first-place-only'), ...notOutsideGeneral }),
    fields({ kind: v.literal('most'), ...notOutsideGeneral }),
    fields({ kind: v.literal('fewest'), ...notOutsideGeneral }),
    fields({ kind: v.literal('unique-choices'), choices: idRecord(areaName), ...notOutsideGeneral }),
    fields({ kind: v.literal('new-regions'), ...notOutsideGeneral }),
    fields({ kind: v.literal('granada-conquest'), ...notOutsideGeneral }),
    fields({
      kind: v.literal('delivery'),
      deliveries: idRecord(object({ gold: discs('gold', GOLD_DISCS), wares: discs('wares', WARES_DISCS) })),
      ...notOutsideGeneral,
    }),
  ],
  (i) =>
    i.input === undefined
      ? says('snapshot.required')
      : says('snapshot.score.unknownKind', { value: valueWords(i.input), kinds: SCORING_KINDS.join(', ') }),
);

const holder = object({ holder: v.nullable(participantId) });
const roleHolder = v.optional(v.nullable(participantId));

/** The structure of a format-2 snapshot, each field checked on its own (snapshot-format-2, "Fields"). */
export const Snapshot2Fields = object({
  format: v.literal(SNAPSHOT_FORMAT_2, unknownFormat),
  edition: v.picklist(EDITION_IDS, unknownEdition),
  modules: v.optional(
    bounded(
      'modules',
      v.array(
        v.picklist(SCORING_MODULE_IDS, (i) =>
          says('snapshot.module.unknown', { value: valueWords(i.input), modules: SCORING_MODULE_IDS.join(', ') }),
        ),
        says('snapshot.modules.notAList'),
      ),
    ),
  ),
  rules: v.optional(object({ tie: v.optional(tieRule), ...OPTION_SCHEMAS })),
  players,
  neutral: v.optional(bounded('neutral', v.array(participantId, says('snapshot.neutral.notAList')))),
  king: areaName,
  grandes: v.optional(idRecord(areaName)),
  mobileScoreboards: v.optional(object({ '8-4-0': v.optional(areaName), '4-0-0': v.optional(areaName) })),
  printedValues: v.optional(record(areaName, printedValues)),
  pieces: record(areaName, idRecord(count)),
  roles: v.optional(object({ ambassador: roleHolder, envoy: roleHolder, captain: roleHolder, viceroy: roleHolder })),
  church: v.optional(holder),
  inquisitor: v.optional(holder),
  limitTable: v.optional(object({ area: areaName, onTable: idRecord(count) })),
  granada: v.optional(
    v.picklist(['muslim', 'conquered'], (i) => says('snapshot.granada.unknown', { value: valueWords(i.input) })),
  ),
  quarantine: v.optional(areaName),
  conspiracy: v.optional(v.boolean((i) => says('snapshot.notABoolean', { value: valueWords(i.input) }))),
  revolution: v.optional(object({ grande: participantId })),
  castilloDestinations: v.optional(idRecord(areaName)),
  score: v.pipe(
    v.unknown(),
    v.check(isPlainObject, (i) =>
      says('snapshot.score.notAnObject', { value: valueWords(i.input), example: SCORE_EXAMPLE }),
    ),
    scoreKinds,
  ),
});

/** A format-2 snapshot whose fields each passed their own checks (not yet against each other). */
export type Snapshot2 = v.InferOutput<typeof Snapshot2Fields>;
export type Score2 = Snapshot2['score'];
