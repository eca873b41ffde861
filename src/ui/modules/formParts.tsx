/**
 * The parts modules add to the base forms that enter caballeros: to each move a card's action enters, and
 * to the card's placement. Each list names the modules' parts once, so no base form names a module.
 */
import { Fragment } from 'preact';
import type { GameState } from '../../rules';
import { carriedDiscsPart } from './grand-inquisitor-colonies/CarriedDiscsPart';
import { heldPart } from './grand-inquisitor-colonies/HeldPart';
import type { Chosen, MoveDraft, MovePart, MovePick, PlacementPart } from './types';

/** What modules add to each move a moves form enters (the Colonies' discs): one list, so no base form names one. */
const MOVE_PARTS: readonly MovePart[] = [carriedDiscsPart];

/** What modules add to the card's placement (the Grand Inquisitor's held caballeros), in a fixed order. */
export const PLACEMENT_PARTS: readonly PlacementPart[] = [heldPart];

export type MovePicks = Readonly<Record<string, MovePick>>;

/** What each module's part makes of the move entered so far, given the keys chosen by part id (no move: none). */
export function pickMoveParts(state: GameState, move: MoveDraft | undefined, chosen: Chosen): MovePicks {
  if (!move) return {};
  return Object.fromEntries(MOVE_PARTS.map((part) => [part.id, part.pick(state, move, chosen[part.id])]));
}

/** The fields every part adds to the move, together. */
export const moveFields = (picks: MovePicks): MovePick['fields'] =>
  Object.values(picks).reduce<MovePick['fields']>((fields, p) => ({ ...fields, ...p.fields }), {});

/** The parts' controls; a change says which part took which key. */
export function MoveParts({ picks, onChoose }: { picks: MovePicks; onChoose: (id: string, key: string) => void }) {
  return (
    <>
      {Object.entries(picks).map(([id, p]) => (
        <Fragment key={id}>{p.control((key) => onChoose(id, key))}</Fragment>
      ))}
    </>
  );
}
