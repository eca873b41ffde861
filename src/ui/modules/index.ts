import type { FunctionComponent } from 'preact';
import type { GameState, ModuleId, Phase, PlayerId, TurnStepId } from '../../rules';
import type { GameView } from '../../session/gameView';
import { SetupDisksPanel } from '../game/SetupDisksPanel';
import { GranadaFallNote } from './granada-1995/GranadaFallNote';
import { ClaimStep } from './grand-inquisitor-colonies/ClaimStep';
import { SailingStep } from './grand-inquisitor-colonies/SailingStep';
import { IntrigueCardsPanel } from './intrigue-king/IntrigueCardsPanel';
import { IntrigueHandsPanel } from './intrigue-king/IntrigueHandsPanel';
import { IntrigueTurnNote } from './intrigue-king/IntrigueTurnNote';
import { OwnCardStep } from './intrigue-king/OwnCardStep';
import { AbilityFirst } from './power-shift/AbilityFirst';
import { ModifierAbilityStep } from './power-shift/ModifierAbilityStep';
import { ModifierHandsPanel } from './power-shift/ModifierHandsPanel';
import { ModifierPlayedNote } from './power-shift/ModifierPlayedNote';
import { ModifierPowerPanel } from './power-shift/ModifierPowerPanel';

/** A phase's panel on the game screen: where the table enters that phase's commands. */
export type PhasePanel = FunctionComponent<{ readonly view: GameView }>;

/**
 * A module's panels by phase, drawn in a game that has it: those of the phases it adds, and its own
 * for a base phase it changes (as its rules replace that phase's, or bend its command).
 */
export interface ModulePanels {
  readonly module: ModuleId;
  readonly panels: Readonly<Partial<Record<Phase, PhasePanel>>>;
}

/** Each module's panels (each module's screens live in its folder here), in the order the rules fold them. */
export const MODULE_PHASE_PANELS: readonly ModulePanels[] = [
  // Power Shift: the modifier hands before round 1, and the power cards played with a modifier.
  { module: 'power-shift', panels: { 'modifier-hands': ModifierHandsPanel, power: ModifierPowerPanel } },
  // Grand Inquisitor & the Colonies: the preparation's secret disks before round 1.
  { module: 'grand-inquisitor-colonies', panels: { 'setup-disks': SetupDisksPanel } },
  // Intrigue & the King: the preparation's disks and the hands before round 1; each round's cards.
  {
    module: 'intrigue-king',
    panels: { 'setup-disks': SetupDisksPanel, 'intrigue-hands': IntrigueHandsPanel, power: IntrigueCardsPanel },
  },
];

/**
 * A turn step a module adds, as the turn panel draws it: its form once the caballeros are brought to
 * the court (or that part is passed), and what stands above the bringing while it is still open.
 */
export interface StepForm {
  readonly Form: FunctionComponent<{ readonly view: GameView; readonly player: PlayerId }>;
  readonly whileBringing?: FunctionComponent<{ readonly onSkip: () => void }>;
  /** A free step open at any time in the turn: its form is drawn while the caballeros are brought too. */
  readonly anyTime?: true;
}

/** The forms of the turn steps modules add, by step (the base game's steps are the turn panel's own). */
export const MODULE_STEP_FORMS: Readonly<Partial<Record<TurnStepId, StepForm>>> = {
  'modifier-ability': { Form: ModifierAbilityStep, whileBringing: AbilityFirst },
  // Grand Inquisitor & the Colonies: the free steps of the turn, sailing and claiming discs.
  sail: { Form: SailingStep, anyTime: true },
  claim: { Form: ClaimStep, anyTime: true },
  // Intrigue & the King with 2 or 3 players: the King or Intrigue player's own card instead, chosen any time
  // before the action (the engine takes it while the caballeros are brought too).
  'own-card': { Form: OwnCardStep, anyTime: true },
};

/** What a module says on the turn panel: under the turn's heading, and beside the end of the turn. */
export interface TurnNotes {
  readonly underHeading?: FunctionComponent<{ readonly state: GameState; readonly player: PlayerId }>;
  readonly beforeEnd?: FunctionComponent<{ readonly state: GameState }>;
}

/** The modules' notes on the turn panel, each drawing nothing in a game or a turn it has nothing to say of. */
export const MODULE_TURN_NOTES: readonly TurnNotes[] = [
  // Power Shift: the modifier played with the power card, and the total it made.
  { underHeading: ModifierPlayedNote },
  // Muslim Granada: ending this turn makes it fall and be scored.
  { beforeEnd: GranadaFallNote },
  // Intrigue & the King: the card played, the role and the Caballero card.
  { underHeading: IntrigueTurnNote },
];
