import { message } from '../../i18n/speech';

/** A large − / + stepper for a count; the buttons and the value carry names for screen readers. */
export function Stepper({
  label,
  value,
  onChange,
  min = 0,
  max,
}: {
  label: string;
  value: number;
  onChange: (delta: number) => void;
  min?: number;
  max?: number;
}) {
  return (
    <div class="stepper" role="group" aria-label={label}>
      <button
        type="button"
        aria-label={message('control.fewer', { label })}
        disabled={value <= min}
        onClick={() => onChange(-1)}
      >
        −
      </button>
      <output aria-live="polite" aria-label={label}>
        {value}
      </output>
      <button
        type="button"
        aria-label={message('control.more', { label })}
        disabled={max !== undefined && value >= max}
        onClick={() => onChange(1)}
      >
        +
      </button>
    </div>
  );
}
