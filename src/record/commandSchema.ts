import * as v from 'valibot';
import {
  ACTION_KINDS,
  type ActionField,
  type AnyActionKind,
  AREA_IDS,
  COMMAND_FIELDS,
  type Command,
  type CommandField,
  type CommandOnlyField,
  type CommandType,
  describePath,
  EDITION_IDS,
  fail,
  fieldOf,
  type GameLength,
  hasControlCharacters,
  isOneOf,
  isRecord,
  isRuleOptionId,
  KING_EXILES,
  keysOf,
  LIMITS,
  listOf,
  MOBILE_SCOREBOARD_IDS,
  MODIFIER_ABILITIES,
  MODIFIER_VALUES,
  MODULE_IDS,
  MODULE_OPTIONS,
  MODULE_REGION_IDS,
  type ModifierValue,
  type ModuleOptions,
  type OfferSlotId,
  ok,
  POWER_CARD_VALUES,
  type PowerCardValue,
  REGION_ALIASES,
  REGION_IDS,
  type Result,
  RULE_OPTIONS,
  type RuleOptions,
  type SetupCommand,
  type SpecialAction,
  type SpecialActionKind,
  type TextKind,
  textFault,
  toAreaId,
  type Words,
  words,
} from '../rules';
import { issueWords, says, sayWords, valueWords } from '../snapshot/schemaWords';
import { about, textKindWords, whatWords } from './recordWords';

/**
 * The one shape every command must have, wherever it comes from: a record file, the replay and
 * drive commands, an import, a stored row read back. Each field's type, range and presence is
 * checked here, unknown fields and reserved keys are refused, and 2023 region names become the
 * board's ids. Whether a well-shaped command holds at its point in the game is the engine's call.
 */

const RESERVED = ['__proto__', 'constructor', 'prototype'];
// The bounds are the engine's own (src/rules/state/limits.ts): what one accepts the other reads back.
const MAX_CABALLEROS: number = LIMITS.caballeros;

const unknownField = (i: v.BaseIssue<unknown>) =>
  i.expected === 'never'
    ? says('snapshot.unknownField', { field: valueWords(i.path?.at(-1)?.key) })
    : i.received === 'undefined'
      ? says('snapshot.required')
      : says('record.notAnObject');
const strict = <E extends v.ObjectEntries>(entries: E) => v.strictObject(entries, unknownField);

/** A text the table typed, held to the one check the engine and the inputs use for its kind. */
const typed = (kind: TextKind) => {
  const what = textKindWords(kind);
  return v.pipe(
    v.string(sayAbout('record.notText', what)),
    v.rawCheck(({ dataset, addIssue }) => {
      const fault = dataset.typed ? textFault(dataset.value, kind) : undefined;
      if (fault) addIssue({ message: sayWords(about(fault, what)) });
    }),
  );
};

/** A schema message: the reason, then what the field holds. */
const sayAbout = (key: string, what: Words | string, values?: Readonly<Record<string, number>>): string =>
  sayWords(about(words(key, values), typeof what === 'string' ? whatWords(what) : what));

/** Any other text of a record (a card's id): not empty, within its bound, one line. */
const text = (what: string, max: number) =>
  v.pipe(
    v.string(sayAbout('record.notText', what)),
    v.minLength(1, sayAbout('record.text.empty', what)),
    v.maxLength(max, sayAbout('record.text.longerThan', what, { max })),
    v.check((x) => !hasControlCharacters(x), sayAbout('record.text.oneLine', what)),
  );

const playerId = v.pipe(
  v.string(says('record.playerId.notText')),
  v.regex(/^[a-z][a-z0-9-]{0,15}$/, says('record.playerId.invalid')),
  v.check((id) => !RESERVED.includes(id), says('record.reserved')),
);

const count = (what: string, max = MAX_CABALLEROS) =>
  v.pipe(
    v.number(sayAbout('record.notANumber', what)),
    v.integer(sayAbout('record.notWhole', what)),
    v.minValue(0, sayAbout('record.negative', what)),
    v.maxValue(max, sayAbout('record.moreThan', what, { max })),
  );

/** A card's printed value: a whole number from 1 to `max`. */
const cardValue = (max: number) =>
  v.pipe(
    v.number(sayAbout('record.notANumber', 'a card value')),
    v.integer(sayAbout('record.notWhole', 'a card value')),
    v.minValue(1, sayAbout('record.cardValues.low', 'a card value')),
    v.maxValue(max, sayAbout('record.moreThan', 'a card value', { max })),
  );

const notARegion = (i: v.BaseIssue<unknown>) =>
  i.input === 'castillo'
    ? says('record.region.castillo')
    : says('record.region.unknown', { value: valueWords(i.input) });

// France (1995) is read here like any area; whether this game has it is the engine's check.
const areaName = v.pipe(
  v.string(says('record.area.notText')),
  v.transform((name) => toAreaId(name) ?? name),
  v.picklist([...AREA_IDS, ...MODULE_REGION_IDS], (i) => says('record.area.unknown', { value: valueWords(i.input) })),
);

/** A region caballeros may stand in during a game: the nine, or France (1995). */
const gameRegionName = v.pipe(
  v.string(says('record.region.notText')),
  v.transform((name) => toAreaId(name) ?? name),
  v.picklist([...REGION_IDS, ...MODULE_REGION_IDS], notARegion),
);

const regionName = v.pipe(
  v.string(says('record.region.notText')),
  v.transform((name) => toAreaId(name) ?? name),
  v.picklist(REGION_IDS, notARegion),
);

const kingAreaName = v.pipe(
  v.string(says('record.king.notText')),
  v.transform((name) => toAreaId(name) ?? name),
  v.picklist([...AREA_IDS, ...KING_EXILES], (i) => says('record.king.unknown', { value: valueWords(i.input) })),
);

/**
 * The most names one object in a command holds: every area a game can have, each by every name it goes
 * by (more than the players any record lists). A longer object is refused before its entries are read.
 */
const MOST_KEYS = AREA_IDS.length + MODULE_REGION_IDS.length + Object.keys(REGION_ALIASES).length;

/** Names and what each stands for, in braces; refused with an example of the shape, e.g. {"galicia": 2}. */
const keyed = <K extends v.GenericSchema<string, string>, S extends v.GenericSchema>(
  key: K,
  value: S,
  what: string,
  example: string,
) =>
  v.pipe(
    v.custom<Record<string, unknown>>(
      (x) => typeof x === 'object' && x !== null && !Array.isArray(x),
      sayWords(about(words('record.writtenLike', { example }), whatWords(what))),
    ),
    v.check(
      (x) => Object.keys(x).length <= MOST_KEYS,
      (i) => says('record.keys.tooMany', { count: Object.keys(i.input).length, most: MOST_KEYS }),
    ),
    v.check((x) => Object.keys(x).every((k) => !RESERVED.includes(k)), says('record.reservedKey')),
    v.record(key, value),
  );

const areaCounts = (what: string, max = MAX_CABALLEROS) =>
  keyed(areaName, count(what, max), what, '{"galicia": 2, "castillo": 1}');
const regionCounts = (what: string, max = MAX_CABALLEROS) =>
  keyed(gameRegionName, count(what, max), what, '{"galicia": 1}');
const playerRegions = (what: string) => keyed(playerId, regionName, what, '{"red": "galicia"}');
const playerGameRegions = (what: string) => keyed(playerId, gameRegionName, what, '{"red": "galicia"}');
const playerCounts = (what: string, max = MAX_CABALLEROS) => keyed(playerId, count(what, max), what, '{"red": 3}');

const powerValue = v.custom<PowerCardValue>((x) => isOneOf(POWER_CARD_VALUES, x), says('record.powerCard'));
/** A Power Shift modifier card as its face reads: a number and, on some, an ability. */
const modifierValue = v.custom<ModifierValue>((x) => isOneOf(MODIFIER_VALUES, x), says('record.modifier.value'));
const modifierAbility = v.picklist(MODIFIER_ABILITIES, (i) =>
  says('record.modifier.ability', { value: valueWords(i.input), choices: listOf(MODIFIER_ABILITIES, 'or') }),
);
const modifierCard = strict({ value: modifierValue, ability: v.exactOptional(modifierAbility) });
const slot = v.picklist(['1', '2', '3', '4', '5', '6', '7', '2+3'] as const satisfies readonly OfferSlotId[], (i) =>
  says('record.slot', { value: valueWords(i.input) }),
);

const options = v.custom<Partial<RuleOptions>>(
  (x) =>
    typeof x === 'object' &&
    x !== null &&
    !Array.isArray(x) &&
    Object.entries(x).every(
      ([id, value]) => isRuleOptionId(id) && RULE_OPTIONS[id].choices.some((c) => c.value === value),
    ),
  says('record.options', { ids: Object.keys(RULE_OPTIONS).join(', ') }),
);

/** Module readings: each a known reading set to one of its choices (whether it applies is the engine's check). */
const moduleOptions = v.custom<Partial<ModuleOptions>>(
  (x) =>
    isRecord(x) &&
    Object.entries(x).every(
      ([id, value]) =>
        isOneOf(keysOf(MODULE_OPTIONS), id) &&
        MODULE_OPTIONS[id].choices.some((c: { readonly value: unknown }) => c.value === value),
    ),
  says('record.moduleOptions', { ids: Object.keys(MODULE_OPTIONS).join(', ') }),
);

const modules = v.pipe(
  v.array(
    v.picklist(MODULE_IDS, (i) =>
      says('record.module.unknown', { value: valueWords(i.input), ids: MODULE_IDS.join(', ') }),
    ),
    says('record.modules.notAList'),
  ),
  v.maxLength(MODULE_IDS.length, says('record.module.tooMany')),
);

const playerInfo = strict({ id: playerId, name: typed('name'), colour: typed('colour') });

/** The setup's fields, as the record's `setup` holds them (without `type`). */
export const SETUP_FIELDS = {
  edition: v.picklist(EDITION_IDS, (i) =>
    says('record.edition.unknown', { value: valueWords(i.input), ids: EDITION_IDS.join(', ') }),
  ),
  options: v.exactOptional(options),
  players: v.pipe(
    v.array(playerInfo, says('record.players.notAList')),
    v.minLength(1, says('record.players.none')),
    v.maxLength(LIMITS.recordPlayers, says('record.players.tooMany')),
  ),
  dummy: v.exactOptional(playerInfo),
  length: v.exactOptional(
    v.picklist(['full', 'short-official', 'short-fan'] as const satisfies readonly GameLength[], says('record.length')),
  ),
  fourStacks: v.exactOptional(v.boolean(says('record.notABoolean'))),
  modules: v.exactOptional(modules),
  moduleOptions: v.exactOptional(moduleOptions),
  king: regionName,
  homes: playerRegions('home regions'),
  // The Church (1995 variant): its two region cards; whether they fit the modules is the engine's check.
  church: v.exactOptional(
    v.pipe(v.array(regionName, says('record.regions.notAList')), v.maxLength(2, says('record.church.tooMany'))),
  ),
  // Grand Inquisitor & the Colonies: the region cards for his black caballeros and for the Limit table.
  inquisitor: v.exactOptional(
    v.pipe(v.array(regionName, says('record.regions.notAList')), v.maxLength(2, says('record.inquisitor.tooMany'))),
  ),
  limitTable: v.exactOptional(regionName),
  caballeroCards: v.exactOptional(
    v.pipe(
      v.array(count('a Caballero card', 5), says('record.caballeroCards.notAList')),
      v.maxLength(5, says('record.caballeroCards.tooMany')),
    ),
  ),
  intrigueTens: v.exactOptional(v.literal(true, says('record.intrigueTens'))),
  // France (1995), and the Colonies' four new regions: their printed values; how many and which is the engine's check.
  printedValues: v.exactOptional(
    keyed(
      v.picklist(MODULE_REGION_IDS, (i) => says('record.printedValues.area', { value: valueWords(i.input) })),
      v.pipe(
        v.array(v.number(says('record.notANumber')), says('record.printedValues.notAList')),
        v.maxLength(3, says('record.printedValues.tooMany')),
      ),
      'printed values',
      '{"france": [3, 2, 1]}',
    ),
  ),
  startPlayer: playerId,
  // A base 2023 game kept from before its card list was set right (written by the version-3 migration).
  cardsAsFirstOffered: v.exactOptional(v.literal(true, says('record.cardsAsFirstOffered'))),
  // A Church game kept from before its regions were refused on the King's and the homes (the same migration).
  churchRegionsAsDrawn: v.exactOptional(v.literal(true, says('record.churchRegionsAsDrawn'))),
};

/**
 * The checks for one shape of a command's or a special action's field, as the engine describes it
 * (src/rules/state/fields.ts and commandFields.ts).
 */
function fieldSchema(field: CommandField): v.GenericSchema {
  const schema = requiredFieldSchema(field);
  return field.optional ? v.exactOptional(schema) : schema;
}

function requiredFieldSchema(field: CommandField): v.GenericSchema {
  switch (field.type) {
    case 'area-counts':
      return areaCounts(field.words, field.max);
    case 'region-counts':
      return regionCounts(field.words, field.max);
    case 'player-regions':
      return playerGameRegions(field.words);
    case 'player-givings': {
      const giving = strict({
        court: v.exactOptional(count(field.court, field.max)),
        regions: v.exactOptional(regionCounts(field.regions, field.max)),
      });
      return keyed(playerId, giving, field.words, '{"red": {"court": 1}}');
    }
    case 'moves': {
      const move = strict({
        owner: playerId,
        from: gameRegionName,
        to: areaName,
        count: v.pipe(count(field.words, field.max), v.minValue(1, says('record.moves.none'))),
        carrying: v.exactOptional(
          strict({
            gold: v.exactOptional(count('Gold discs carried', field.max)),
            wares: v.exactOptional(count('Wares discs carried', field.max)),
          }),
        ),
      });
      return v.pipe(
        v.array(move, says('record.moves.notAList')),
        v.maxLength(field.maxMoves, says('record.moves.tooMany')),
      );
    }
    case 'area':
      return areaName;
    case 'region':
      return gameRegionName;
    case 'king-area':
      return kingAreaName;
    case 'player':
      return v.pipe(
        v.string(sayWords(words('record.colourId', { what: whatWords(field.words) }))),
        v.minLength(1, says('record.colourId.empty')),
      );
    case 'mobile-board':
      return v.picklist(
        MOBILE_SCOREBOARD_IDS,
        says('record.mobileBoard', { ids: listOf(MOBILE_SCOREBOARD_IDS, 'or') }),
      );
    case 'power-value':
      return powerValue;
    case 'modifier-value':
      return modifierValue;
    case 'modifier-ability':
      return modifierAbility;
    case 'count':
      return count(field.words, field.max);
    case 'offer-slot':
      return slot;
    default:
      return commandOnlySchema(field);
  }
}

/** The checks for the shapes only a command's own fields take. */
function commandOnlySchema(field: CommandOnlyField): v.GenericSchema {
  switch (field.type) {
    case 'player-id':
      return playerId;
    case 'slot':
      return slot;
    case 'card-id':
      return text('a card id', field.max);
    case 'card-value':
      return cardValue(field.max);
    case 'card-values':
      return v.pipe(
        v.array(cardValue(field.max), says('record.cardValues.notAList')),
        v.length(field.size, says('record.cardValues.size', { count: field.size })),
      );
    case 'card-ids':
      return keyed(slot, text('a card id', field.max), field.words, '{"1": "classic/veto"}');
    case 'region-cards':
      return v.pipe(v.array(regionName, says('record.regions.notAList')), v.maxLength(field.max, says(field.tooMany)));
    case 'player-disks':
      return playerRegions(field.words);
    case 'modifier-card':
      return modifierCard;
    case 'modifier-hand':
      return v.pipe(
        v.array(modifierCard, says('record.modifier.notAList')),
        v.length(field.size, says('record.modifier.hand', { count: field.size })),
      );
    case 'ability-use':
      return abilityUse;
    case 'role-holders':
      // Each a colour id, or null for a space left free.
      return strict(Object.fromEntries(field.roles.map((role) => [role, v.exactOptional(v.nullable(playerId))])));
    case 'special-action':
      return action;
    case 'typed-text':
      return typed(field.kind);
    case 'player-counts':
      return playerCounts(field.words, field.max);
    case 'flag':
      return v.boolean(says('record.flag'));
    case 'described-card':
      return describedCard;
    case 'area-player-counts':
      return keyed(areaName, playerCounts(field.each), field.words, '{"galicia": {"red": 3}}');
    case 'discs':
      return discsCorrection;
  }
}

/** Discs of each kind, each a whole count. */
const discCounts = strict({
  gold: v.exactOptional(count('Gold discs')),
  wares: v.exactOptional(count('Wares discs')),
});

/** The discs a table correction sets: those lying, and those carried by area and colour. */
const discsCorrection = strict({
  lying: v.exactOptional(discCounts),
  carried: v.exactOptional(
    keyed(
      areaName,
      keyed(playerId, discCounts, 'discs carried', '{"red": {"gold": 1}}'),
      'discs carried by area',
      '{"ship": {"red": {"gold": 1}}}',
    ),
  ),
});

/** A card as the table describes it: its id in its deck, typed name, printed numbers, effect and typed words. */
export const describedCard = strict({
  id: v.pipe(
    v.string(says('record.describedCard.id')),
    v.regex(/^[a-z0-9-]{1,20}\/[1-9][0-9]{0,2}$/, says('record.describedCard.id')),
  ),
  name: typed('cardName'),
  places: count('caballeros placed', 10),
  gold: count('Gold pictures', 10),
  wares: count('Wares pictures', 20),
  effect: v.pipe(
    v.string(says('record.describedCard.effect')),
    v.regex(/^[a-z0-9-]{1,40}$/, says('record.describedCard.effect')),
  ),
  words: typed('cardText'),
  kept: v.exactOptional(v.literal(true, says('record.describedCard.kept'))),
  court: v.exactOptional(count('caballeros to the court', 10)),
  may: v.exactOptional(v.literal(true, says('record.describedCard.may'))),
});

/** How a Power Shift modifier's ability is used: one of its two shapes. */
const abilityUse = v.variant(
  'kind',
  [
    strict({ kind: v.literal('provinces-to-court') }),
    strict({ kind: v.literal('move-grande'), grande: playerId, to: regionName }),
  ],
  says('record.modifier.use', {
    first: '{"kind": "provinces-to-court"}',
    second: '{"kind": "move-grande", "grande", "to"}',
  }),
);

/** One kind's shape: its `kind`, then its fields in the order the kind lists them. */
function actionSchema(action: AnyActionKind): v.GenericSchema {
  const fields = Object.entries<ActionField>(action.fields).map(([name, field]) => [name, fieldSchema(field)] as const);
  const kind: string = action.kind;
  return strict({ kind: v.literal(kind), ...Object.fromEntries(fields) });
}

/**
 * Every special action kind's shape, from the engine's one list of kinds. The engine's types tie
 * each kind's fields to its payload (src/rules/cards/actions/fields.ts), which makes the cast hold.
 */
const ACTIONS = Object.fromEntries(ACTION_KINDS.map((k) => [k.kind, actionSchema(k)])) as {
  readonly [K in SpecialActionKind]: v.GenericSchema<unknown, Extract<SpecialAction, { kind: K }>>;
};

const isKind = (k: unknown): k is SpecialActionKind => typeof k === 'string' && Object.hasOwn(ACTIONS, k);

/** A special action: its `kind` picks the shape it must have. */
const action = v.lazy((input) => {
  const kind = fieldOf(input, 'kind');
  return isKind(kind)
    ? ACTIONS[kind]
    : v.custom<never>(() => false, says('record.action', { kinds: Object.keys(ACTIONS).join(', ') }));
});

/** A command after the setup: its `type`, then the fields its row lists, in that order. */
const playCommand = (type: string, fields: Readonly<Record<string, CommandField>>): v.GenericSchema =>
  strict({
    type: v.literal(type),
    ...Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldSchema(field)])),
  });

type PlayCommands = {
  readonly [T in Exclude<CommandType, 'setup'>]: v.GenericSchema<unknown, Extract<Command, { type: T }>>;
};

/**
 * Every command after the setup, its shape read from its row in the engine's command tables. The
 * engine's types tie each row's fields to its command's type (src/rules/state/commandFields.ts),
 * which makes the cast hold.
 */
const PLAY_COMMANDS = Object.fromEntries(
  COMMAND_FIELDS.map(([type, fields]) => [type, playCommand(type, fields)]),
) as PlayCommands;

/** Every command type's shape: the setup's, then each command's from the engine's rows. */
export const COMMANDS: { readonly setup: v.GenericSchema<unknown, SetupCommand> } & PlayCommands = {
  setup: strict({ type: v.literal('setup'), ...SETUP_FIELDS }),
  ...PLAY_COMMANDS,
};

export const COMMAND_TYPES: CommandType[] = keysOf(COMMANDS);

const typeOf = (x: unknown): unknown => (isRecord(x) ? x.type : undefined);
const isType = (t: unknown): t is CommandType => typeof t === 'string' && Object.hasOwn(COMMANDS, t);

/** Any command: its `type` picks the shape it must have. */
export const CommandSchema = v.lazy((input) => {
  const type = typeOf(input);
  if (isType(type)) return COMMANDS[type];
  if (type === undefined) return v.custom<never>(() => false, says('record.command.notAnObject'));
  // Fails at the "type" field, so the refusal names it; it never lets anything through.
  return v.looseObject({
    type: v.picklist(COMMAND_TYPES, (i) =>
      says('record.command.unknownType', { value: valueWords(i.input), types: COMMAND_TYPES.join(', ') }),
    ),
  }) as unknown as v.GenericSchema<unknown, never>;
});

/** The record's setup block: the setup command without its `type`. */
export const SetupFieldsSchema = strict(SETUP_FIELDS);

/** Checks one command; the first problem comes back as one line naming the field. */
export function parseCommand(input: unknown): Result<Command> {
  const result = v.safeParse(CommandSchema, input, { abortEarly: true });
  if (result.success) return ok(result.output);
  const [issue] = result.issues;
  const field = describePath(issue.path?.map((item) => item.key) ?? []);
  const reason = issueWords(issue);
  return fail('record/bad-command', field ? words('record.problem', { place: field, reason }) : reason);
}
