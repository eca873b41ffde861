import type { FunctionComponent } from 'preact';
import type { Phase } from '../../rules';
import type { GameView } from '../../session/gameView';
import { ModifierHandsPanel } from './power-shift/ModifierHandsPanel';

/** A phase's panel on the game screen: where the table enters that phase's commands. */
export type PhasePanel = FunctionComponent<{ readonly view: GameView }>;

/** The panels of the phases modules add to a round, by phase (each module's screens live in its folder here). */
export const MODULE_PHASE_PANELS: Readonly<Partial<Record<Phase, PhasePanel>>> = {
  'modifier-hands': ModifierHandsPanel,
};
