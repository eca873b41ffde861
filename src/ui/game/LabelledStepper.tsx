import { Stepper } from '../components/Stepper';

/**
 * A − / + stepper with what it counts written beside it: where several stand together (a player's
 * court and each of their regions), the screen says which is which, not only the screen reader.
 * `label` stays the stepper's accessible name; `shown` is the shorter text on screen.
 */
export function LabelledStepper({
  shown,
  label,
  value,
  onChange,
  min,
  max,
}: {
  shown: string;
  label: string;
  value: number;
  onChange: (delta: number) => void;
  min?: number;
  max?: number;
}) {
  return (
    <div class="labelled-stepper">
      <span class="stepper-label" aria-hidden="true">
        {shown}
      </span>
      <Stepper
        label={label}
        value={value}
        onChange={onChange}
        {...(min !== undefined ? { min } : {})}
        {...(max !== undefined ? { max } : {})}
      />
    </div>
  );
}
