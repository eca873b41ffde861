import { AREAS } from '../board/areas';
import { isRegion } from '../board/isRegion';
import { regionsNextToKing } from '../board/nextToKing';
import { areaWordsIn } from '../editions/ruleOf';
import { churchPlay } from '../modules/church/play';
import { francePlay } from '../modules/france-1995/play';
import { granadaPlay } from '../modules/granada-1995/play';
import { coloniesPlay } from '../modules/grand-inquisitor-colonies/play';
import { homeAdvantagePlay } from '../modules/home-advantage/play';
import { MODULES, moduleOptionsOf, moduleTable } from '../modules/index';
import { intriguePlay } from '../modules/intrigue-king/play';
import { moduleWords } from '../modules/moduleWords';
import { movingRestrictionsPlay } from '../modules/moving-restrictions/play';
import { newRegencyPlay } from '../modules/new-regency/play';
import { oldHandsPlay } from '../modules/old-hands/play';
import {
  modifierGrandeTargets as grandeTargetsClosedBy,
  POWER_SHIFT_REF,
  powerShiftPlay,
  useModifierAbility as useAbilityClosedBy,
} from '../modules/power-shift/play';
import { CASTILLO, type GameAreaId, type GameRegionId, isKingExile, type RegionId } from '../state/areaIds';
import type {
  Command,
  GeneralScoringCommand,
  ModifierAbilityCommand,
  PlayPowerCommand,
  SetupCommand,
} from '../state/commands';
import { BLACK_IDS, MODULE_IDS, type ModuleId } from '../state/modules';
import { performedAction } from '../state/performedAction';
import { isPowerCardValue, POWER_CARD_CABALLEROS } from '../state/powerCards';
import { entriesOf, fieldOf, isOneOf } from '../state/records';
import { fail, ok, type Result, type RuleError } from '../state/result';
import type { HistoryNames, HistoryTable } from '../state/ruleRows';
import type { GeneralChoices } from '../state/scoringRequest';
import type { RuleRef } from '../state/sources';
import { isOnTable, playerWords } from '../state/stateHelpers';
import type { GameState, Phase, PlayerId } from '../state/types';
import { type Text, type Words, type WordValue, words } from '../state/words';
import { placeFromCourt } from '../table/placeFromCourt';
import { checkGrandeMove as checkGrandeMoveClosedBy } from './grandeMove';
import type {
  FartherMoves,
  ModuleMover,
  ModulePlay,
  ReplenishExtra,
  RoyaltyCheck,
  TurnCard,
  TurnCardType,
} from './modulePlay';
import type { MoveLimits } from './moveLimits';

// Power Shift's own commands and questions, for the flow and the screens.
export {
  checkModifierCard,
  EMPOWERMENT_REF,
  enterModifierHand,
  hasPowerShift,
  modifierDiscards,
  modifierHand,
  modifierHandsDue,
  POWER_SHIFT_REF,
  playedModifier,
  returnModifier,
} from '../modules/power-shift/play';
export * from './modulePlay';
export type { MoveLimits } from './moveLimits';

/** The modules a game may be set up with: each one's play hooks, every rule of its texts built. */
export const MODULE_PLAY: Readonly<Partial<Record<ModuleId, ModulePlay>>> = {
  'home-advantage': homeAdvantagePlay,
  'moving-restrictions': movingRestrictionsPlay,
  'france-1995': francePlay,
  'granada-1995': granadaPlay,
  church: churchPlay,
  'old-hands': oldHandsPlay,
  'power-shift': powerShiftPlay,
  'new-regency': newRegencyPlay,
  'grand-inquisitor-colonies': coloniesPlay,
  'intrigue-king': intriguePlay,
};

/** Whether a game may be set up with this module. */
export const isPlayable = (id: ModuleId): boolean => MODULE_PLAY[id] !== undefined && MODULE_PLAY[id].building !== true;

/** Whether this game's cards are played from the players' hands (Intrigue & the King's), not power cards. */
export const cardsFromHands = (state: GameState): boolean => playOf(state).some((play) => play.turnCard !== undefined);

/** The play hooks of the modules in this game, in the order of its setup. */
export const playOf = (state: GameState): readonly ModulePlay[] => playsOf(state.setup.modules);

/** The play hooks of these modules, in this order (a module without rules of play passes). */
export const playsOf = (modules: readonly ModuleId[]): readonly ModulePlay[] =>
  modules.flatMap((id) => MODULE_PLAY[id] ?? []);

/** Every module's play hooks, whether in this game or not. */
export const EVERY_PLAY: readonly ModulePlay[] = Object.values(MODULE_PLAY).flatMap((play) => play ?? []);

/**
 * A module's own history line for a base command it bends, among this game's modules (any module's
 * without a table); undefined leaves the base game's line.
 */
export function moduleLineOf(command: Command, table: HistoryTable): Text | undefined {
  for (const play of table.before ? playOf(table.before) : EVERY_PLAY) {
    const line = play.describe?.(command, table);
    if (line !== undefined) return line;
  }
  return undefined;
}

/** What this game's modules add to a base command's history line (the first module's that adds any), or ''. */
export function moduleLinePart(command: Command, table: HistoryTable): WordValue {
  for (const play of table.before ? playOf(table.before) : []) {
    const part = play.linePart?.(command, table);
    if (part !== undefined) return part;
  }
  return '';
}

/** The setup's modules, read warily: the ids it names that are modules with rules of play, in its order. */
const playsNamedIn = (command: SetupCommand): readonly ModulePlay[] =>
  Array.isArray(command.modules) ? command.modules.flatMap((id) => (isOneOf(MODULE_IDS, id) ? playsOf([id]) : [])) : [];

/** Each module's part of the setup's history line, in the order of the setup's modules. */
export const moduleSetupParts = (command: SetupCommand, names: HistoryNames): readonly WordValue[] =>
  playsNamedIn(command).flatMap((play) => play.setupPart?.(command, names) ?? []);

/** The modules' notes after the setup's history line, in the order of the setup's modules. */
export const moduleSetupNotes = (command: SetupCommand): readonly Words[] =>
  playsNamedIn(command).flatMap((play) => play.setupNote?.(command) ?? []);

/** A module's word on how many caballeros this player may bring to the court this turn (the first module's). */
export function replenishNoteOf(state: GameState, player: PlayerId): Words | undefined {
  for (const play of playOf(state)) {
    const note = play.replenishNote?.(state, player, powerTotal(state, player));
    if (note) return note;
  }
  return undefined;
}

/** The first module's reason why caballeros may not be placed from the court into an area. */
export function modulePlacementRefusal(state: GameState, player: PlayerId, area: GameAreaId): RuleError | undefined {
  for (const play of playOf(state)) {
    const refusal = play.refusePlacement?.(state, player, area);
    if (refusal) return refusal;
  }
  return undefined;
}

/** The first module's reason why the King or a Grande may not go to a region now. */
export const royaltyRefusal: RoyaltyCheck = (state, piece, to) => royaltyRefusalOf(playOf(state))(state, piece, to);

/** The first of these modules' reasons why the King or a Grande may not go to a region now. */
export const royaltyRefusalOf =
  (plays: readonly ModulePlay[]): RoyaltyCheck =>
  (state, piece, to) => {
    for (const play of plays) {
      const refusal = play.refuseRoyalty?.(state, piece, to);
      if (refusal) return refusal;
    }
    return undefined;
  };

/*
 * The moves of a Grande, here bound to every module's reason a region is closed to royalty: a module's
 * own code (Power Shift's) is handed that reason instead of importing the list of modules it is in.
 */

/** Where a player's Grande may be moved to by a card or an ability, or why not (see grandeMove). */
export const checkGrandeMove = (state: GameState, player: PlayerId, to: unknown, whose: Text, rule: RuleRef) =>
  checkGrandeMoveClosedBy(state, player, to, whose, rule, royaltyRefusal);

/** Power Shift's ability of this round's modifier, used now. */
export const useModifierAbility = (state: GameState, command: ModifierAbilityCommand) =>
  useAbilityClosedBy(state, command, royaltyRefusal);

/** The regions any Grande may be moved to by a modifier's ability now, by Grande. */
export const modifierGrandeTargets = (state: GameState) => grandeTargetsClosedBy(state, royaltyRefusal);

/** The regions no setup may start the King or a home in with these modules: their region cards are drawn again. */
export const regionsClosedAtSetup = (modules: readonly ModuleId[]): readonly RegionId[] =>
  modules.flatMap((id) => MODULE_PLAY[id]?.closedAtSetup ?? []);

/** Whether a module lets this player's placement go into the King's region this turn. */
export const kingRegionOpenTo = (state: GameState, player: PlayerId): boolean =>
  playOf(state).some((play) => play.opensKingRegion?.(state, player) === true);

/**
 * The caballeros a turn's placement may hold beyond its card's number: what each module gives, added up,
 * or only the most any one gives under the reading `extraCaballeros: one-at-most` (the Church's holder
 * placing wholly into the home region, say).
 */
export function extraPlacement(
  state: GameState,
  player: PlayerId,
  areas: Readonly<Partial<Record<GameAreaId, number>>>,
): number {
  const each = playOf(state).map((play) => play.extraPlacement?.(state, player, areas) ?? 0);
  const { extraCaballeros } = moduleOptionsOf(state.setup.modules, state.setup.moduleOptions);
  return extraCaballeros === 'one-at-most' ? Math.max(0, ...each) : each.reduce((sum, n) => sum + n, 0);
}

/** The history's words for why a placement held extra caballeros: each module that gave some, in a few words. */
export function extraPlacementReasonWords(
  state: GameState,
  player: PlayerId,
  areas: Readonly<Partial<Record<GameAreaId, number>>>,
): readonly Words[] {
  return playOf(state).flatMap((play) =>
    (play.extraPlacement?.(state, player, areas) ?? 0) > 0 ? (play.extraReasonWords?.(state, player) ?? []) : [],
  );
}

/** Every module's words on why a placement into these areas holds its extra caballeros or not, as one sentence part, the reasons apart by semicolons. */
export function placementLimitSentenceWords(
  state: GameState,
  player: PlayerId,
  areas: Readonly<Partial<Record<GameAreaId, number>>>,
): Words | undefined {
  return placementLimitReasonWords(state, player, areas).reduceRight<Words | undefined>(
    (rest, first) => (rest === undefined ? first : words('modules.limit.more', { first, rest })),
    undefined,
  );
}

/** Each module's reason apart: the modules that give extra caballeros here say why; when none does, each says why not. */
export function placementLimitReasonWords(
  state: GameState,
  player: PlayerId,
  areas: Readonly<Partial<Record<GameAreaId, number>>>,
): readonly Words[] {
  const plays = playOf(state);
  const giving = plays.filter((play) => (play.extraPlacement?.(state, player, areas) ?? 0) > 0);
  return (giving.length > 0 ? giving : plays).flatMap(
    (play) => play.placementLimitReasonWords?.(state, player, areas) ?? [],
  );
}

/**
 * The limits of a moving special action once a caballero goes further than a bordering region or the
 * Castillo, each module lowering what the one before left; undefined when no module changes them.
 */
export function fartherMoves(state: GameState, limits: MoveLimits): FartherMoves | undefined {
  let lowered: FartherMoves | undefined;
  for (const play of playOf(state)) {
    const next = play.fartherMoves?.(state, lowered?.limits ?? limits);
    if (next) lowered = next;
  }
  return lowered;
}

/** The table once every module has had its say at the end of a turn. */
export const afterModuleTurn = (state: GameState): GameState =>
  playOf(state).reduce((next, play) => play.afterTurn?.(next) ?? next, state);

/**
 * The opening table with every module's pieces and state added, or the first module's refusal; a
 * setup field of a module not in play is refused too.
 */
export function setupModulePlay(state: GameState, command: SetupCommand): Result<GameState> {
  const foreign = fieldNotInPlay(state, command, 'setup/module-field-not-in-play', (play) => play.setupFields ?? []);
  if (foreign) return { ok: false, error: foreign };
  const set = throughModules(state, playOf(state), (play, next) => play.setup?.(next, command));
  if (!set.ok) return set;
  // A region no piece may start in (a Muslim Granada) takes no black caballeros either: its card is drawn again.
  const table = moduleTable(state.setup.modules);
  for (const region of regionsClosedAtSetup(state.setup.modules)) {
    const black = BLACK_IDS.find((id) => (set.value.areas[region]?.[id] ?? 0) > 0);
    if (black === undefined) continue;
    return fail(
      'setup/black-closed-region',
      words('refusal.setup/black-closed-region', {
        who: playerWords(set.value, black),
        area: areaWordsIn(set.value, region),
      }),
      table.black[black]?.ref,
      { region },
    );
  }
  return set;
}

/**
 * Caballeros from a player's court onto the board (see `placeFromCourt`), with the areas the modules
 * in play keep closed to the court refused too.
 */
export function placeFromCourtInPlay(
  state: GameState,
  player: PlayerId,
  areas: Parameters<typeof placeFromCourt>[2],
  limits: Parameters<typeof placeFromCourt>[3],
): Result<GameState> {
  return placeFromCourt(state, player, areas, {
    ...limits,
    refuse: (area) => modulePlacementRefusal(state, player, area) ?? limits.refuse?.(area),
  });
}

/**
 * How many caballeros the card this player played this round brings from the provinces to the court: its
 * printed number (a power card's, or a module's card that takes its place); none before a card is played.
 */
export function courtNumber(state: GameState, player: PlayerId): number {
  for (const play of playOf(state)) {
    const n = play.courtNumber?.(state, player);
    if (n !== undefined) return n;
  }
  const played = state.played[player];
  return played !== undefined && isPowerCardValue(played) ? POWER_CARD_CABALLEROS[played] : 0;
}

/** The card this player's turn plays from its start, where a module deals it (none: the turn takes one from the offer). */
export function turnCardOf(state: GameState, player: PlayerId): TurnCard | undefined {
  for (const play of playOf(state)) {
    const card = play.turnCard?.(state, player);
    if (card !== undefined) return card;
  }
  return undefined;
}

/** How many caballeros this player's placement holds this turn where a module sets it; undefined: the card's number. */
export function placesThisTurn(state: GameState, player: PlayerId): number | undefined {
  for (const play of playOf(state)) {
    const n = play.placesThisTurn?.(state, player);
    if (n !== undefined) return n;
  }
  return undefined;
}

/** The card whose action this player may do now, before their turn, where a module allows one. */
export function earlyCardOf(state: GameState, player: PlayerId): string | undefined {
  for (const play of playOf(state)) {
    const card = play.earlyCard?.(state, player);
    if (card !== undefined) return card;
  }
  return undefined;
}

/** Whether a module in play lets an action be done before its owner's turn at all. */
export const hasEarlyCards = (state: GameState): boolean => playOf(state).some((play) => play.earlyCard !== undefined);

/** Whether a module lets this player's placement go to any region this turn. */
export const placesAnywhere = (state: GameState, player: PlayerId): boolean =>
  playOf(state).some((play) => play.placesAnywhere?.(state, player) === true);

/** Where a module in play makes this card's special action required, if one does. */
export function actionRequired(state: GameState, card: TurnCardType): RuleRef | undefined {
  for (const play of playOf(state)) {
    const ref = play.actionRequired?.(state, card);
    if (ref !== undefined) return ref;
  }
  return undefined;
}

/** The phase each round of this game opens with: a module's where its cards leave nothing to reveal. */
export const roundStart = (state: { readonly setup: Pick<GameState['setup'], 'modules'> }): Phase =>
  roundStartOf(playsOf(state.setup.modules));

/**
 * The phase each round of these modules opens with: the reveal where any of them turns cards over (the base
 * game's stacks, the Colonies' piles beside Intrigue & the King's hands: reading P30), else the phase a module
 * names (Intrigue & the King's card play).
 */
export function roundStartOf(plays: readonly ModulePlay[]): Phase {
  const named = plays.flatMap((play) => play.roundStartsWith ?? []);
  return named.length === 0 || named.includes('reveal') ? 'reveal' : (named[0] ?? 'reveal');
}

/** How many caballeros a turn's replenishing may bring beyond the power card's number. */
export const extraReplenish = (state: GameState, player: PlayerId): number =>
  playOf(state).reduce((sum, play) => sum + (play.extraReplenish?.(state, player) ?? 0), 0);

/** The table once every module has noted what a replenishing brought beyond the power card's number, or the first refusal. */
export function afterModuleReplenish(state: GameState, player: PlayerId, brought: ReplenishExtra): Result<GameState> {
  return throughModules(state, playOf(state), (play, next) => play.afterReplenish?.(next, player, brought));
}

/** The modules' part of a power card being played, or the first refusal; a modifier needs a module that takes it. */
export function playPowerInPlay(state: GameState, command: PlayPowerCommand): Result<GameState> {
  const plays = playOf(state).filter((play) => play.playPower !== undefined);
  if (command.modifier !== undefined && plays.length === 0) {
    return fail('power/no-modifiers', words('refusal.power/no-modifiers'), POWER_SHIFT_REF);
  }
  return throughModules(state, plays, (play, next) => play.playPower?.(next, command));
}

/** Pieces besides the colours that moving cards may move in this game, as this player sees them. */
export const moduleMovers = (state: GameState, player: PlayerId): readonly ModuleMover[] =>
  playOf(state).flatMap((play) => play.movers?.(state, player) ?? []);

/** The first module's reason why a moving card may not put this owner's caballeros into this area. */
export function moduleMoveRefusal(state: GameState, owner: PlayerId, area: GameAreaId): RuleError | undefined {
  for (const play of playOf(state)) {
    const refusal = play.refuseMoveTo?.(state, owner, area);
    if (refusal) return refusal;
  }
  return undefined;
}

/** The total of the power card a player played this round: its value changed by the modules, if played. */
export function powerTotal(state: GameState, player: PlayerId): number | undefined {
  const value = state.played[player];
  if (value === undefined) return undefined;
  return playOf(state).reduce<number>((sum, play) => sum + (play.powerModifier?.(state, player) ?? 0), value);
}

/** Whether a total is still free this round: no power card played so far comes to it. */
export const isTotalFree = (state: GameState, total: number): boolean =>
  !Object.keys(state.played).some((id) => powerTotal(state, id) === total);

/** What the modules in play may add to the value of a power card this player plays now (Power Shift's modifiers). */
export const powerCardAdds = (state: GameState, player: PlayerId): readonly number[] =>
  playOf(state).flatMap((play) => play.powerCardAdds?.(state, player) ?? []);

/** How many more caballeros this area may take now, where a module bounds it (France); undefined: no bound. */
/** Whether a moving card may reposition caballeros within this area (a move that stays there, counted). */
export const reseatsIn = (state: GameState, area: GameAreaId): boolean =>
  playOf(state).some((play) => play.reseatsIn?.(state, area) === true);

/** What a general scoring's request carries from the modules' choices in the command, or why it is refused. */
export function scoringChoices(
  state: GameState,
  command: GeneralScoringCommand,
  disks: Readonly<Record<PlayerId, RegionId>>,
): Result<GeneralChoices> {
  let choices: GeneralChoices = {};
  for (const play of playOf(state)) {
    const more = play.scoringChoices?.(state, command, disks);
    if (more && !more.ok) return more;
    if (more) choices = { ...choices, ...more.value };
  }
  return ok(choices);
}

/** How many of an owner's caballeros in an area another player's card may not send off the board. */
export const keptFromOthers = (state: GameState, area: GameAreaId, owner: PlayerId): number =>
  playOf(state).reduce((sum, play) => sum + (play.keptFromOthers?.(state, area, owner) ?? 0), 0);

export function roomIn(state: GameState, area: GameAreaId): number | undefined {
  for (const play of playOf(state)) {
    const room = play.roomIn?.(state, area);
    if (room !== undefined) return room;
  }
  return undefined;
}

/** The regions the modules in play put next to this one, beyond the board's own borders (France beside Aragón). */
export const moduleBordering = (state: GameState, region: GameRegionId): readonly GameRegionId[] =>
  playOf(state).flatMap((play) => play.bordering?.(state, region) ?? []);

/**
 * Whether the King is in exile now: on a space beside the board that is no region of this game (New
 * Regency's France or Portugal). The Colonies' France is a region of the table, so a King there is not.
 */
export const kingInExile = (state: GameState): boolean => isKingExile(state.king) && !isOnTable(state, state.king);

/** The King's region in this game: where he stands, the Castillo beside which he stands, or none in exile. */
export const kingsRegionIn = (state: GameState): GameAreaId | undefined =>
  kingInExile(state) ? undefined : state.king;

/**
 * The regions next to where the King stands in this game, where a card's placement goes: the board's
 * borders (every region while he stands beside the Castillo, his exile's neighbours), and the regions a
 * module puts beside his (France beside Aragón, the Ship beside a coastal region; the Ship beside France).
 */
export function regionsNextToKingIn(state: GameState): readonly GameRegionId[] {
  const king = state.king;
  if (kingInExile(state) || king === CASTILLO) return regionsNextToKing(king);
  const board: readonly GameRegionId[] = isRegion(king) ? AREAS[king].neighbours : [];
  return [...board, ...moduleBordering(state, king)];
}

/** The regions bordering this one in this game: the board's borders, and those a module adds (France's). */
export function tableNeighbours(state: GameState, region: GameRegionId): readonly GameRegionId[] {
  const board: readonly GameRegionId[] = isRegion(region) ? AREAS[region].neighbours : [];
  return [...board, ...moduleBordering(state, region)];
}

/** Whether two regions of this game share a border. */
export const bordersIn = (state: GameState, a: GameRegionId, b: GameRegionId): boolean =>
  tableNeighbours(state, a).includes(b);

/**
 * The table once every module settled what an accepted command changed, or the first refusal; a command
 * field of a module not in play is refused too.
 */
export function settleCommand(before: GameState, command: Command, after: GameState): Result<GameState> {
  // A move's discs carried count as a field of the command: only a game with the discs reads them.
  const action = performedAction(command);
  const carries = action?.kind === 'moves' && action.moves.some((m) => m.carrying);
  const fields = carries ? { ...command, carrying: true } : command;
  const foreign = fieldNotInPlay(before, fields, 'input/module-field-not-in-play', (play) => play.commandFields ?? []);
  if (foreign) return { ok: false, error: foreign };
  return throughModules(after, playOf(before), (play, next) => play.afterCommand?.(before, command, next));
}

/**
 * The refusal of a field only modules not in this game read (a setup's or a turn's command's), if one is
 * given; a field a module in play reads too (special spaces, which more than one module brings) is its.
 */
function fieldNotInPlay(
  state: GameState,
  command: object,
  code: string,
  fieldsOfModule: (play: ModulePlay) => readonly string[],
): RuleError | undefined {
  const readHere = new Set(playOf(state).flatMap(fieldsOfModule));
  for (const [id, play] of entriesOf(MODULE_PLAY)) {
    if (!play || state.setup.modules.includes(id)) continue;
    const field = fieldsOfModule(play).find((f) => !readHere.has(f) && fieldOf(command, f) !== undefined);
    if (field === undefined) continue;
    return fail(code, words(`refusal.${code}`, { field, module: moduleWords(id) }), MODULES[id].refs[0]).error;
  }
  return undefined;
}

/** Each module's step in turn, on the table the one before it left (a module without the step passes), or the first refusal. */
function throughModules(
  start: GameState,
  plays: readonly ModulePlay[],
  step: (play: ModulePlay, state: GameState) => Result<GameState> | undefined,
): Result<GameState> {
  let next = start;
  for (const play of plays) {
    const done = step(play, next) ?? ok(next);
    if (!done.ok) return done;
    next = done.value;
  }
  return ok(next);
}
