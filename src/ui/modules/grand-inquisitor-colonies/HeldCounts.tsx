import { useId } from 'preact/hooks';
import { message } from '../../../i18n/speech';
import type { GameAreaId, PlacementChoice } from '../../../rules';
import type { AreaCountDraft } from '../../game/AreaCounts';
import { addTo, draftTotal } from '../../game/AreaCounts';
import { LabelledStepper } from '../../game/LabelledStepper';

/**
 * Black caballeros back in their figure's court, placed by its holder as their own (the Grand
 * Inquisitor's): one stepper per area they may go to, within the card's number left and those waiting.
 */
export function HeldCounts({
  held,
  draft,
  room,
  name,
  areaName,
  onChange,
}: {
  held: NonNullable<PlacementChoice['held']>;
  draft: AreaCountDraft;
  /** How many more the card's number still allows, all placed caballeros counted. */
  room: number;
  name: string;
  areaName: (area: GameAreaId) => string;
  onChange: (draft: AreaCountDraft) => void;
}) {
  const uid = useId();
  const more = Math.min(room, held.court - draftTotal(draft));
  return (
    <div class="area-counts" role="group" aria-labelledby={`${uid}-held`}>
      <p id={`${uid}-held`}>{message('game.placement.held', { name, count: held.court })}</p>
      {held.areas.map((area) => (
        <LabelledStepper
          key={area}
          shown={areaName(area)}
          label={message('game.placement.heldInto', { name, area: areaName(area) })}
          value={draft[area] ?? 0}
          min={0}
          max={(draft[area] ?? 0) + Math.max(0, more)}
          onChange={(d) => onChange(addTo(draft, area, d))}
        />
      ))}
    </div>
  );
}
