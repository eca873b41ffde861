import { waitingFor } from '../flow/waitingFor';
import type { GameAreaId } from '../state/areaIds';
import type { RuleError } from '../state/result';
import type { GameState } from '../state/types';
import { words } from '../state/words';
import { applyCommand } from './applyCommand';

/** Caballeros already set per area in a step being entered on the map. */
export type AreaDraft = Readonly<Partial<Record<GameAreaId, number>>>;

const plusOne = (draft: AreaDraft, area: GameAreaId): AreaDraft => ({ ...draft, [area]: (draft[area] ?? 0) + 1 });

/**
 * Why one more caballero may not go to `area` in this turn's placement, with those of `draft`
 * already set: the refusal the engine gives the placement itself (the King's region, an area not
 * bordering it, the card's or the court's limit). Undefined when the engine would take it.
 *
 * @example
 * placementRefusal(state, {}, 'galicia')?.message; // "Galicia does not border the King's region (Sevilla
 * (Seville)): …"
 */
export function placementRefusal(state: GameState, draft: AreaDraft, area: GameAreaId): RuleError | undefined {
  const placed = applyCommand(state, { type: 'place', player: state.turn?.player ?? '', areas: plusOne(draft, area) });
  return placed.ok ? undefined : placed.error;
}

/**
 * Why one more caballero may not go to `area` in the "more from court" special action being
 * entered, with those of `draft` already set: the engine's refusal of that action, or undefined.
 */
export function fromCourtRefusal(state: GameState, draft: AreaDraft, area: GameAreaId): RuleError | undefined {
  const done = applyCommand(state, {
    type: 'special',
    player: state.turn?.player ?? '',
    action: { kind: 'from-court', areas: plusOne(draft, area) },
  });
  return done.ok ? undefined : done.error;
}

/** Why a tap on the map does nothing when the step being entered is not one taken on the map. */
export function mapIdleRefusal(state: GameState): RuleError {
  return {
    code: 'map/nothing-to-enter',
    message:
      state.phase === 'over'
        ? 'The game is over: nothing more is entered on the map'
        : words('flow.waitingOnMap', { waiting: waitingFor(state) }),
  };
}
