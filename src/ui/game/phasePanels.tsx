import type { Phase } from '../../rules';
import { MODULE_PHASE_PANELS, type PhasePanel } from '../modules/index';
import { DummyPanel } from './DummyPanel';
import { GameOverPanel } from './GameOverPanel';
import { GeneralScoringPanel } from './GeneralScoringPanel';
import { PowerPanel } from './PowerPanel';
import { RevealPanel } from './RevealPanel';
import { TurnPanel } from './TurnPanel';

/**
 * The base game's phase panels. Each is drawn anew (by its key) for a new round or a new turn, so
 * what a table half entered for one is never carried into the next.
 */
const BASE_PHASE_PANELS: Readonly<Partial<Record<Phase, PhasePanel>>> = {
  reveal: ({ view }) => <RevealPanel key={`reveal:${view.state.value.round}`} view={view} />,
  dummy: ({ view }) => <DummyPanel key={`dummy:${view.state.value.round}`} view={view} />,
  power: PowerPanel,
  turns: ({ view }) => {
    const state = view.state.value;
    return state.turn ? <TurnPanel key={`turn:${state.round}:${state.turnIndex}`} view={view} /> : null;
  },
  'general-scoring': ({ view }) => <GeneralScoringPanel key={`scoring:${view.state.value.round}`} view={view} />,
  over: GameOverPanel,
};

/** Every phase's panel: the base game's and the modules'. */
export const PHASE_PANELS: Readonly<Partial<Record<Phase, PhasePanel>>> = {
  ...BASE_PHASE_PANELS,
  ...MODULE_PHASE_PANELS,
};
