import type { GameAreaId } from '../state/areaIds';
import type { SpecialCommand } from '../state/commands';
import type { Result } from '../state/result';
import type { SpecialAction } from '../state/specialActions';
import { tableAreas } from '../state/stateHelpers';
import type { GameState, PlayerId } from '../state/types';
import { applyCommand } from './applyCommand';

/**
 * What the engine would make of a special action for the player on turn, without committing
 * anything: the table after it, or the refusal with its reason. The state passed in is left as it
 * was, so a screen can show a scoring's result (the last entry of `scorings` when one was added)
 * or a move's outcome before the player confirms it. `vetoedBy` previews a veto part-way; `fields`
 * are those a module adds to the command, as the table chose them (the 1995 France's bonus spaces). With
 * `kept` and `by`, the action of that card done by that player before their turn.
 *
 * @example
 * const result = previewSpecial(state, { kind: 'score-area', area: 'galicia' });
 * if (result.ok) result.value.scorings.at(-1)?.result.totals; // { red: 4, blue: 2, … }
 */
export function previewSpecial(
  state: GameState,
  action: SpecialAction,
  vetoedBy?: PlayerId,
  fields?: Readonly<Partial<Omit<SpecialCommand, 'type' | 'player' | 'action' | 'vetoedBy'>>>,
  kept?: string,
  by?: PlayerId,
): Result<GameState> {
  // A card's action before its owner's turn (`by`: that owner; Intrigue & the King's 40).
  if (by !== undefined) return applyCommand(state, { type: 'early-action', player: by, action, ...fields });
  // With no turn open the engine refuses, saying what the table waits for instead.
  const player = state.turn?.player ?? '';
  // A card kept face up on an earlier turn: its action as done now (reading P26).
  if (kept !== undefined) return applyCommand(state, { type: 'kept-action', player, card: kept, action, ...fields });
  return applyCommand(state, {
    type: 'special',
    player,
    action,
    ...(vetoedBy !== undefined ? { vetoedBy } : {}),
    ...fields,
  });
}

/** An area whose caballeros differ in a preview: the counts per colour before and after (those present). */
export interface AreaChange {
  readonly area: GameAreaId;
  readonly before: Readonly<Record<string, number>>;
  readonly after: Readonly<Record<string, number>>;
}

const present = (state: GameState, area: GameAreaId): Record<string, number> =>
  Object.fromEntries(Object.entries(state.areas[area] ?? {}).filter(([, n]) => n > 0));
const sameCounts = (a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([id, n]) => b[id] === n);

/**
 * The areas whose caballeros a previewed table changes, in board order: what a map marks as not
 * yet confirmed (moves entered, say) beside the counts it shows from the preview.
 *
 * @example
 * const after = previewSpecial(state, { kind: 'moves', moves });
 * if (after.ok) changedAreas(state, after.value); // [{ area: 'aragon', before: { red: 1 }, after: { red: 3 } }, …]
 */
export function changedAreas(before: GameState, after: GameState): AreaChange[] {
  return tableAreas(before).flatMap((area) => {
    const was = present(before, area);
    const now = present(after, area);
    return sameCounts(was, now) ? [] : [{ area, before: was, after: now }];
  });
}
