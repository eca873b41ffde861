import type { ModuleId, Phase } from '../../rules';
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

/**
 * A phase's panel in a game with these modules: the last module's own for the phase, as a later
 * module's rules replace an earlier one's, else the base game's.
 */
export function phasePanelOf(modules: readonly ModuleId[], phase: Phase): PhasePanel | undefined {
  const own = MODULE_PHASE_PANELS.flatMap((m) => (modules.includes(m.module) ? (m.panels[phase] ?? []) : []));
  return own.at(-1) ?? BASE_PHASE_PANELS[phase];
}
