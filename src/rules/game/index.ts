export * from './types';
export * from './commands';
export { applyCommand } from './applyCommand';
export { replay, undo, correct, type ReplayResult } from './replay';
export { drawSetup, seededRandom } from './drawSetup';
export * from './queries';
