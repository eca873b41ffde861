import { cardIn } from '../cards/cardIn';
import { EFFECTS } from '../cards/effects/index';
import { waitingFor } from '../flow/waitingFor';
import { areaRefusal, MODULES, moduleTable } from '../modules/index';
import { moduleMoveRefusal } from '../play/index';
import type { GameAreaId } from '../state/areaIds';
import { BLACK_IDS } from '../state/modules';
import { isOneOf } from '../state/records';
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

/**
 * Why an area takes nothing in the special action on turn, when that action moves a Grande, the King or
 * black caballeros (the Church's) and a module's area never holds that piece (France under the 1995
 * variant, say): the module table's own reason. Undefined for any other step or area.
 */
export function pieceTapRefusal(state: GameState, area: GameAreaId): RuleError | undefined {
  const turn = state.turn;
  if (turn?.card === undefined || turn.special !== 'open') return undefined;
  const effect = cardIn(state, turn.card.id)?.effect;
  const piece = effect === undefined ? undefined : EFFECTS[effect].moves;
  if (piece === undefined) return undefined;
  if (isOneOf(BLACK_IDS, piece)) return moduleMoveRefusal(state, piece, area);
  const at = moduleTable(state.setup.modules).area(area);
  const holds = piece === 'king' ? at?.king : at?.grandes;
  const reason = at?.module !== undefined && holds === false ? areaRefusal(at, piece) : undefined;
  if (at?.module === undefined || reason === undefined) return undefined;
  const ruleRef = MODULES[at.module].refs[0];
  return {
    code: 'map/closed-to-piece',
    message: words('refusal.map/closed-to-piece', { piece, reason }),
    ...(ruleRef ? { ruleRef } : {}),
    details: { area, piece },
  };
}

/**
 * Why a tap on the map does nothing when the step being entered is not one taken on the map: for an area
 * that never holds the Grande, the King or the black caballeros being moved, why; else what the table waits for.
 */
export function mapIdleRefusal(state: GameState, area?: GameAreaId): RuleError {
  const closed = area === undefined ? undefined : pieceTapRefusal(state, area);
  if (closed) return closed;
  return {
    code: 'map/nothing-to-enter',
    message:
      state.phase === 'over'
        ? words('refusal.map/nothing-to-enter.over')
        : words('refusal.map/nothing-to-enter', { waiting: waitingFor(state) }),
  };
}
