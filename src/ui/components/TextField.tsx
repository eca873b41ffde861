import { useId } from 'preact/hooks';

/** A labelled text input; the label names the input alone (not its value). */
export function TextField({ label, value, onInput, placeholder, maxLength = 40, grow = false }: { label: string; value: string; onInput: (value: string) => void; placeholder?: string; maxLength?: number; grow?: boolean }) {
  const id = useId();
  return (
    <div class={grow ? 'field grow' : 'field'}>
      <label for={id}>{label}</label>
      <input id={id} value={value} placeholder={placeholder} maxLength={maxLength} onInput={(e) => onInput((e.target as HTMLInputElement).value)} />
    </div>
  );
}
