import { message } from '../../../i18n/speech';
import type { SailingChoice } from '../../../rules';
import { LabelledStepper } from '../../game/LabelledStepper';

/** The discs an owner's caballeros carry in an area, by kind. */
type DiscCounts = SailingChoice['carried'];

/** How many of a move's caballeros carry Gold and Wares discs, as entered. */
export interface Load {
  readonly gold: number;
  readonly wares: number;
}

export const NO_LOAD: Load = { gold: 0, wares: 0 };

/** The load as entered, held to what the owner carries there and to one disc per caballero moved. */
export function loadWithin(wanted: Load, carried: DiscCounts, count: number): Load {
  const gold = Math.min(wanted.gold, carried.gold ?? 0, count);
  return { gold, wares: Math.min(wanted.wares, carried.wares ?? 0, count - gold) };
}

/**
 * Of the caballeros a move takes (a card's move, a sailing), how many carry the Colonies' Gold and Wares:
 * a stepper for each kind their owner carries there, none where they carry nothing.
 */
export function CarriedSteppers({
  carried,
  count,
  load,
  onChange,
}: {
  carried: DiscCounts;
  count: number;
  load: Load;
  onChange: (load: Load) => void;
}) {
  return (
    <>
      {(['gold', 'wares'] as const).map((kind) => {
        const most = Math.min(carried[kind] ?? 0, count);
        const label = message('game.sail.carrying', { kind });
        return most > 0 ? (
          <LabelledStepper
            key={kind}
            shown={label}
            label={label}
            value={load[kind]}
            min={0}
            max={most}
            onChange={(d) => onChange({ ...load, [kind]: Math.max(0, Math.min(most, load[kind] + d)) })}
          />
        ) : null;
      })}
    </>
  );
}
