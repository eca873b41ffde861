/**
 * The engine's one public entry: everything outside src/rules imports the engine from here, and only
 * what is named below (helpers such as cards/effects/_lib stay inside the engine).
 * The folders below are layered, each importing only those listed before it:
 * state (types, commands, the log, small helpers) → board → editions → modules (the lists of
 * variants and expansions, their board data, options and words) → scoring → table (operations shared
 * by cards and flow) → play (the hooks a module's rules of play fill) → cards → flow (phases, turn
 * steps, the command table) → game (the API: apply, replay, queries). A module's own folder,
 * modules/<id>/, spans them: each file's role is its layer (state.ts, module.ts, scoring.ts, play.ts,
 * cards.ts and effects.ts, queries.ts).
 */

// The board and the editions.
export { AREAS } from './board/areas';
export { areaWords, shortAreaWords } from './board/areaWords';
export { areNeighbours } from './board/areNeighbours';
export { isExtraArea } from './board/extraAreas';
export { isBaseArea, isRegion } from './board/isRegion';
export { kingsRegion, regionsNextToKing } from './board/nextToKing';
export { REGION_ALIASES, toAreaId } from './board/regionAliases';
export {
  ACTION_KIND_BY_KIND,
  ACTION_KINDS,
  type ActionField,
  type ActionFieldType,
  type ActionKind,
  type ActionWords,
  type AnyActionKind,
  actionThatDoesNothing,
  isActionKind,
} from './cards/actions/index';
export { cardIn } from './cards/cardIn';
// The action cards.
export {
  type CardType,
  cardCatalog,
  cardsInPlay,
  cardWords,
  FIRST_OFFERED_CARD_IDS,
  findCard,
  mayKeepFirstOffered,
  placesOf,
} from './cards/catalog';
export { EFFECT_IDS, type EffectId } from './cards/effectIds';
export { EFFECT_WORDS, FIRST_GAME_STEPS, MOVE_LIMITS_WORDS, stackWords } from './cards/effectWords';
export { type Edition, editionWords } from './editions/edition';
export { EDITIONS } from './editions/index';
export { RULE_OPTIONS, ranksUsed } from './editions/options';
export {
  deckFieldsOf,
  describableEffects,
  describableEffectsFor,
  describedCardProblem,
  describedDecksOf,
  effectWordsOf,
  setupOfDeck,
} from './flow/describeCard';
export { earlyActionChoices } from './flow/earlyActions';
export { COMMAND_FIELDS, rulesOf } from './flow/gameRules';
export { keptActionChoices } from './flow/keptActions';
export { describedSlot, offerSlots, stacksOfSlot } from './flow/offerSlots';
export { ANY_PHASE } from './flow/phases';
export { isStepOpen, type TurnStepId, type TurnStepStatus, type TurnSteps, turnSteps } from './flow/turnSteps';
export { waitingFor } from './flow/waitingFor';
export { acceptedCommands } from './game/acceptedCommands';
export { type ActionDuty, actionDuty } from './game/actionDuty';
export {
  actionGuide,
  type BridgeGuide,
  type ChoiceGuide,
  type CourtGuide,
  cardRuleRef,
  courtRegionsAllowance,
  type DisksGuide,
  type EvictionGuide,
  type FromCourtGuide,
  type GiverGuide,
  type GrandeGuide,
  type KingGuide,
  type LimitTableGuide,
  type MobileScoreboardGuide,
  type ModifierCardGuide,
  type MovesGuide,
  movesLeft,
  type PicksGuide,
  type PowerCardGuide,
  type RemoveCardGuide,
  type ReturnsGuide,
  regionsAllowance,
  type ScoreAreaGuide,
} from './game/actionGuide';
// Playing a game: the command in, the state out, and the questions the screens ask.
export { applyCommand } from './game/applyCommand';
export { castilloDiskNotes } from './game/castilloDiskNotes';
export { describeCommand } from './game/describeCommand';
export { drawSetup, regionsLeftAfterHomes, seededRandom } from './game/drawSetup';
export { explainScoring, explainScorings, scoringOfCommand } from './game/explainScoring';
export { lastCastilloThrow } from './game/lastCastilloThrow';
export { fromCourtRefusal, mapIdleRefusal, placementRefusal } from './game/mapTapRefusal';
export { moduleCardList } from './game/moduleCardList';
export type { ModuleStatusLine } from './game/moduleQueries';
export { moduleSetupFields } from './game/moduleSetupFields';
export { areaNotes, moduleStatus, playerNotes } from './game/moduleStatus';
export { normalCommand } from './game/normalCommand';
export { blackPieceHolders, piecesOnBoard } from './game/piecesOnBoard';
export { changedAreas, previewSpecial } from './game/previewSpecial';
export {
  chosenScoringAreas,
  currentCard,
  diskRegions,
  fromCourtTargets,
  grandeTargets,
  heldVeto,
  legalKingMoves,
  legalPlacements,
  mobileScoreboardTargets,
  movableOwners,
  moveSources,
  moveTargets,
  nextToPlayPower,
  playablePowerCards,
  regionsNextToKingIn,
} from './game/queries';
export { type ReplayResult, replay } from './game/replay';
export { type ScoreHistory, scoreHistory } from './game/scoreHistory';
export { isRuleOptionId, setupChoices } from './game/setupChoices';
export { setupGame } from './game/setupGame';
export {
  type ChosenModules,
  type ModuleInPlay,
  modulesInPlay,
  type SetupModuleChoice,
  type SetupModuleChoices,
  type SetupModuleState,
  type SetupReading,
  type SetupReadingChoice,
  setupModuleChoices,
  withModuleReading,
} from './game/setupModules';
export { type AreaSpacesChoice, type SpacesOption, spacesChoices } from './game/spacesOptions';
export {
  dummyCardChoice,
  generalScoringDisks,
  type PlacementChoice,
  placementChoice,
  powerCardChoices,
  type ReplenishChoice,
  replenishChoice,
  revealChoices,
  takeCardChoices,
  vetoChoices,
} from './game/tableChoices';
export { churchRegionsDrawnBefore } from './modules/church/play';
export { franceStatus } from './modules/france-1995/queries';
export { granadaStatus } from './modules/granada-1995/queries';
export {
  type CarrierRow,
  CLAIMS_REF,
  type ClaimChoice,
  COLONIES_PREPARATION_REF,
  carriedDiscs,
  claimChoices,
  type DiscsCorrectionChoice,
  describedCardEffects,
  discsCorrectionChoices,
  type LimitTableChoice,
  type LimitTableOption,
  limitTableChoices,
  SAILING_REF,
  type SailingChoice,
  sailingChoices,
} from './modules/grand-inquisitor-colonies/queries';
export {
  type AreaRefusals,
  apartWords,
  areaRefusal,
  blackMayStand,
  defaultOption,
  MODULE_LIST,
  MODULE_OPTIONS,
  MODULES,
  type ModuleField,
  type ModuleOptionChoice,
  type ModuleTable,
  moduleOptionsOf,
  moduleSummaryWords,
  modulesOfEdition,
  moduleTable,
  moduleWords,
  offersKind,
  REFUSED_COMBINATIONS,
  REFUSED_IN_PLAY,
  type RuleModule,
  readingChoiceWords,
  readingExplanationWords,
  readingWords,
  refusedWith,
  scorableAreas,
  type TableArea,
} from './modules/index';
export {
  type Assignment,
  cardsInHand,
  intrigueAssignment,
  intrigueHandsDue,
  nextToPlayCard,
} from './modules/intrigue-king/play';
export {
  INTRIGUE_MOST_VALUE,
  type IntrigueCardOption,
  intrigueCaballeroCards,
  intrigueCardChoices,
  intrigueCardsLeft,
  intrigueHandOffer,
  intrigueRound,
  intrigueTypedValues,
  type PlayedCard,
} from './modules/intrigue-king/queries';
export {
  CABALLERO_CARDS,
  caballeroCardsFor,
  HAND_SIZE as INTRIGUE_HAND_SIZE,
  TENS as INTRIGUE_TENS,
} from './modules/intrigue-king/state';
export {
  hasPowerShift,
  isTotalFree,
  modifierDiscards,
  modifierGrandeTargets,
  modifierHand,
  modifierHandsDue,
  modifiersFor,
  playedModifier,
  playedTotals,
} from './modules/power-shift/queries';
export {
  abilityChoiceTextWords,
  abilityShortWords,
  abilityWords,
  MODIFIER_ABILITIES,
  MODIFIER_HAND_SIZE,
  MODIFIER_VALUES,
  type ModifierAbility,
  type ModifierCard,
  type ModifierValue,
  modifierCardWords,
  sameModifier,
} from './modules/power-shift/state';
export {
  cardsFromHands,
  courtNumber,
  EVERY_PLAY,
  isPlayable,
  kingInExile,
  kingsRegionIn,
  placementLimitReasonWords,
} from './play/index';
export { setupDiskRegions, setupDisksRule } from './play/setupDisks';
export { type Seating, spaceWords } from './play/specialSpaces';
export { type DiskReason, disksNeeded } from './scoring/disksNeeded';
export { type CastilloMove, castilloMoves } from './scoring/emptyCastillo';
export { SCORING_KINDS } from './scoring/kinds/index';
export { scoreBoard } from './scoring/scoreBoard';
// Scoring a board.
export {
  type AreaCounts,
  type AreaExplanation,
  type AreaScore,
  type ModuleBoard,
  type ScoringBoard,
  type ScoringResult,
  type ScoringRules,
} from './scoring/types';
// The core: the vocabulary, the state, the commands, the log and refusals.
export {
  AREA_IDS,
  type AreaId,
  CASTILLO,
  type GameAreaId,
  type GameRegionId,
  isKingExile,
  KING_EXILES,
  type KingArea,
  MODULE_REGION_IDS,
  REGION_IDS,
  type RegionId,
  type ScoreValues,
} from './state/areaIds';
export type { CommandField, CommandOnlyField } from './state/commandFields';
export {
  type Command,
  type CommandType,
  type DiscsCorrection,
  type EarlyActionCommand,
  type GeneralScoringCommand,
  type KeepActionCommand,
  type KeptActionCommand,
  type LimitTableSeats,
  type ModifierAbilityCommand,
  type PlaceCommand,
  type PlayPowerCommand,
  type ReplenishCommand,
  type SailCommand,
  type SetupCommand,
  type SpacesCommand,
  type SpecialCommand,
  type SpecialSpaces,
  type TableCorrectionCommand,
} from './state/commands';
export {
  DESCRIBED_DECKS,
  type DescribedCard,
  type DescribedDeckId,
  TABLE_RESOLVED,
} from './state/describedCards';
export { EDITION_IDS, type EditionId } from './state/editionIds';
export { LIMITS, TEXT_KINDS, type TextKind } from './state/limits';
export { effectiveLog, type LastCorrection, type LogEntry, readLog } from './state/log';
export { MOBILE_SCOREBOARD_IDS, MOBILE_SCOREBOARD_VALUES, type MobileScoreboardId } from './state/mobileScoreboards';
export {
  BLACK_IDS,
  type BlackId,
  type BoardAreaId,
  type BoardOptionId,
  EXTRA_AREA_IDS,
  type ExtraAreaId,
  MODULE_IDS,
  type ModuleId,
  type ModuleOptionId,
  type ModuleOptions,
  ROLE_IDS,
  type RoleId,
  SCORING_MODULE_IDS,
  type ScoringModuleId,
} from './state/modules';
export { type RuleOptionId, type RuleOptions, type TieRule } from './state/options';
export { CABALLEROS_PER_PLAYER, MAX_PLAYERS, MIN_PLAYERS, START_CABALLEROS_IN_PROVINCES } from './state/pieces';
export { isPowerCardValue, POWER_CARD_CABALLEROS, POWER_CARD_VALUES, type PowerCardValue } from './state/powerCards';
export {
  describePath,
  describeValue,
  escapeInput,
  hasControlCharacters,
  quoteInput,
  showName,
  valueWords,
} from './state/quote';
export { entriesOf, fieldOf, isOneOf, isRecord, keysOf, recordOf } from './state/records';
export { fail, ok, type Result, type RuleError } from './state/result';
export { RULE_TOPICS } from './state/ruleTopics';
export { type InterludeMove, type ScoringKind, type ScoringRequest } from './state/scoringRequest';
export {
  describeRuleRef,
  formatRuleRef,
  type RuleRef,
  ruleRefShortWords,
  ruleRefWords,
  SOURCES,
  type SourceId,
  sectionKey,
} from './state/sources';
export { type Giving, type Move, type SpecialAction, type SpecialActionKind } from './state/specialActions';
export {
  colourIds,
  countIn,
  isDummy,
  isOnTable,
  isTaboo,
  nameOf,
  playerIds,
  playerWords,
  tableAreas,
  tableRegions,
  totalIn,
  totalOf,
} from './state/stateHelpers';
export { cleanTyped, nameKey, readWholeNumber, textFault, textProblem, typedTooLong } from './state/text';
export {
  type CardStack,
  type GameLength,
  type GameState,
  HAND_CARD,
  type OfferSlotId,
  type Phase,
  type PlayerId,
  type PlayerInfo,
  type ScoringEvent,
  type StackNumber,
} from './state/types';
export { isWords, listOf, type Text, type Words, type WordValue, words } from './state/words';
