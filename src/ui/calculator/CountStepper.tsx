import { computed, type ReadonlySignal } from '@preact/signals';
import { useMemo } from 'preact/hooks';
import { StepperFrame } from '../components/Stepper';

/**
 * One count's large − / + stepper, as the shared stepper draws it, with the count and its top read as
 * signals and written straight into the page: a tap changes the number and the buttons' state without
 * drawing the row, or anything around it, again.
 */
export function CountStepper({
  label,
  value,
  max,
  onChange,
}: {
  label: string;
  value: ReadonlySignal<number>;
  max: ReadonlySignal<number>;
  onChange: (delta: number) => void;
}) {
  const none = useMemo(() => computed(() => value.value <= 0), [value]);
  const full = useMemo(() => computed(() => value.value >= max.value), [value, max]);
  return <StepperFrame label={label} value={value} atLeast={none} atMost={full} onChange={onChange} />;
}
