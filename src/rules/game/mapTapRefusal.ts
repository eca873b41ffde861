import { findCard } from '../cards/catalog';
import { waitingFor } from '../flow/waitingFor';
import { france1995 } from '../modules/france1995';
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

/** The pieces France never takes that a card's special action moves, by the card's effect. */
const NEVER_IN_FRANCE: Readonly<Record<string, 'grande' | 'king' | 'church'>> = {
  grande: 'grande',
  'kings-card': 'king',
  'church-card': 'church',
};

/**
 * Why France takes nothing in the special action on turn, when that action moves a Grande, the King or
 * the Church's black caballeros: France (1995 variant) holds neither Grandes nor the King, and the
 * Church's text keeps its caballeros out of it. Undefined for any other step or area.
 */
export function franceTapRefusal(state: GameState, area: GameAreaId): RuleError | undefined {
  const turn = state.turn;
  if (area !== 'france' || !state.setup.modules.includes('france-1995') || turn?.card === undefined) return undefined;
  if (turn.special !== 'open') return undefined;
  const effect = findCard(state.setup.edition, turn.card.id)?.effect;
  const piece = effect === undefined ? undefined : NEVER_IN_FRANCE[effect];
  if (piece === undefined) return undefined;
  return {
    code: 'map/france-closed',
    message: words(`refusal.map/france-closed.${piece}`),
    ruleRef: france1995.refs[0],
    details: { area, piece },
  };
}

/**
 * Why a tap on the map does nothing when the step being entered is not one taken on the map: for France
 * while a Grande, the King or black caballeros are moved, why France takes none; else what the table waits for.
 */
export function mapIdleRefusal(state: GameState, area?: GameAreaId): RuleError {
  const france = area === undefined ? undefined : franceTapRefusal(state, area);
  if (france) return france;
  return {
    code: 'map/nothing-to-enter',
    message:
      state.phase === 'over'
        ? words('refusal.map/nothing-to-enter.over')
        : words('refusal.map/nothing-to-enter', { waiting: waitingFor(state) }),
  };
}
