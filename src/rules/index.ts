/**
 * The engine's one public entry: everything outside src/rules imports the engine from here.
 * The folders below are layered, each importing only those listed before it:
 * state (types, commands, the log, small helpers) → board → editions → scoring → table
 * (operations shared by cards and flow) → cards → flow → game (the API: apply, replay, queries).
 */

// The board and the editions.
export * from './board/areas';
export * from './board/areaWords';
export * from './board/areNeighbours';
export * from './board/extraAreas';
export * from './board/isRegion';
export * from './board/nextToKing';
export * from './board/regionAliases';
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
// The action cards.
export * from './cards/catalog';
export * from './cards/effectIds';
export * from './cards/effectWords';
export * from './editions/edition';
export * from './editions/index';
export * from './editions/options';
export * from './flow/offerSlots';
export { ANY_PHASE, PHASES, type PhaseRow } from './flow/phases';
export { isStepOpen, type TurnStepId, type TurnStepStatus, type TurnSteps, turnSteps } from './flow/turnSteps';
export * from './flow/waitingFor';
export * from './game/acceptedCommands';
export * from './game/actionGuide';
// Playing a game: the command in, the state out, and the questions the screens ask.
export { applyCommand } from './game/applyCommand';
export * from './game/castilloDiskNotes';
export * from './game/describeCommand';
export * from './game/drawSetup';
export * from './game/explainScoring';
export * from './game/franceSpaces';
export * from './game/granadaStatus';
export * from './game/lastCastilloThrow';
export * from './game/mapTapRefusal';
export * from './game/moduleCardList';
export * from './game/moduleSetupFields';
export { normalCommand } from './game/normalCommand';
export * from './game/piecesOnBoard';
export * from './game/powerShiftQueries';
export * from './game/previewSpecial';
export * from './game/queries';
export { type ReplayResult, replay } from './game/replay';
export * from './game/scoreHistory';
export * from './game/setupChoices';
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
export * from './game/tableChoices';
export * from './modules/index';
export { churchRegionsDrawnBefore } from './play/church';
export { placementLimitReasonWords } from './play/index';
export { type DiskReason, disksNeeded } from './scoring/disksNeeded';
export { type CastilloMove, castilloMoves } from './scoring/emptyCastillo';
export { SCORING_KINDS } from './scoring/kinds/index';
export { scoreBoard } from './scoring/scoreBoard';
// Scoring a board.
export * from './scoring/types';
// The core: the vocabulary, the state, the commands, the log and refusals.
export * from './state/areaIds';
export * from './state/commands';
export * from './state/editionIds';
export * from './state/franceSpaces';
export * from './state/limits';
export * from './state/log';
export * from './state/mobileScoreboards';
export * from './state/modifierCards';
export * from './state/modules';
export * from './state/options';
export * from './state/pieces';
export * from './state/powerCards';
export * from './state/quote';
export * from './state/records';
export * from './state/result';
export * from './state/ruleTopics';
export * from './state/scoringRequest';
export * from './state/sources';
export * from './state/specialActions';
export {
  colourIds,
  countIn,
  isDummy,
  isOnTable,
  nameOf,
  playerIds,
  playerWords,
  tableAreas,
  tableRegions,
  totalIn,
  totalOf,
} from './state/stateHelpers';
export * from './state/text';
export * from './state/types';
export * from './state/words';
