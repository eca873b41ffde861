export * from './types';
export * from './commands';
export { applyCommand } from './applyCommand';
export { replay, type ReplayResult } from './replay';
export { explainScoring, explainScorings, scoringOfCommand, type ExplainedScoring } from './explainScoring';
export { readLog, effectiveLog, type LastCorrection, type LogEntry, type LogView } from './log';
export { drawSetup, seededRandom } from './drawSetup';
export * from './queries';
