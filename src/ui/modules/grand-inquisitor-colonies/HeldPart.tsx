import { placementDraftFrom, placementToKeep } from '../../drafts/entryDrafts';
import { useKeptDraft } from '../../drafts/useKeptDraft';
import { type AreaCountDraft, draftTotal } from '../../game/AreaCounts';
import { areaIn, nameIn } from '../../game/tableWords';
import type { PlacementPart } from '../types';
import { HeldCounts } from './HeldCounts';

/**
 * Grand Inquisitor & the Colonies: the Grand Inquisitor's caballeros back with his figure in his holder's
 * court, placed by the holder as their own within the card's number (reading P16). Kept like the taps
 * across a reload of the same table.
 */
export const heldPart: PlacementPart = {
  id: 'held',
  use(view, choice) {
    const held = useKeptDraft<AreaCountDraft>(
      view,
      'held',
      (kept) => (choice.held ? placementDraftFrom(kept, choice.held.areas, choice.held.court) : undefined),
      {},
      placementToKeep,
    );
    const state = view.state.value;
    const waiting = choice.held;
    const count = waiting ? draftTotal(held.value) : 0;
    return {
      count,
      fields: count > 0 ? { held: held.value } : {},
      control: (room) =>
        waiting && (
          <HeldCounts
            held={waiting}
            draft={held.value}
            room={room}
            name={nameIn(state)(waiting.id)}
            areaName={areaIn(state)}
            onChange={(d) => (held.value = d)}
          />
        ),
      reset: () => (held.value = {}),
    };
  },
};
