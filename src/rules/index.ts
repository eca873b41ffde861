/**
 * The engine's one public entry: everything outside src/rules imports the engine from here.
 * The folders below are layered, each importing only those listed before it:
 * state (types, commands, the log, small helpers) → board → editions → scoring → table
 * (operations shared by cards and flow) → cards → flow → game (the API: apply, replay, queries).
 */

// The core: the vocabulary, the state, the commands, the log and refusals.
export * from './state/areaIds';
export * from './state/editionIds';
export * from './state/limits';
export * from './state/log';
export * from './state/mobileScoreboards';
export * from './state/options';
export * from './state/pieces';
export * from './state/powerCards';
export * from './state/quote';
export * from './state/result';
export * from './state/ruleTopics';
export * from './state/scoringRequest';
export * from './state/sources';
export * from './state/text';
export * from './state/types';
export * from './state/commands';
export { colourIds, countIn, isDummy, nameOf, playerIds, totalOf } from './state/stateHelpers';

// The board and the editions.
export * from './board/areas';
export * from './board/areNeighbours';
export * from './board/isRegion';
export * from './board/regionAliases';
export * from './editions/index';
export * from './editions/edition';
export * from './editions/options';

// Scoring a board.
export * from './scoring/types';
export { scoreBoard } from './scoring/scoreBoard';
export { emptyCastillo } from './scoring/emptyCastillo';
export { SCORING_KINDS } from './scoring/kinds/index';

// The action cards.
export * from './cards/catalog';
export * from './cards/effectIds';
export * from './cards/effectWords';
export * from './state/specialActions';
export { ACTION_KINDS, ACTION_KIND_BY_KIND, isActionKind, type ActionKind, type AnyActionKind, type ActionWords, type ActionField, type ActionFieldType } from './cards/actions/index';

// Playing a game: the command in, the state out, and the questions the screens ask.
export { applyCommand } from './game/applyCommand';
export { replay, type ReplayResult } from './game/replay';
export * from './game/explainScoring';
export * from './game/drawSetup';
export * from './game/queries';
export * from './game/actionGuide';
export * from './game/describeCommand';
export * from './game/mapTapRefusal';
export * from './game/previewSpecial';
export * from './game/scoreHistory';
export * from './game/setupChoices';
export * from './game/tableChoices';
export * from './game/acceptedCommands';
export * from './flow/offerSlots';
export * from './flow/waitingFor';
export { turnSteps, isStepOpen, type TurnSteps, type TurnStepId, type TurnStepStatus } from './flow/turnSteps';
export { PHASES, ANY_PHASE, type PhaseRow } from './flow/phases';
