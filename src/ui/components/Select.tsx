import { useId } from 'preact/hooks';

/** A labelled select over id/label options, with an optional "none" choice. The label names the control alone. */
export function Select<T extends string>({
  label,
  value,
  options,
  onChange,
  none,
}: {
  label: string;
  value: T | undefined;
  /** `lang` marks a label in another language than the page's (a language's own name). */
  options: readonly { id: T; label: string; lang?: string }[];
  onChange: (value: T | undefined) => void;
  none?: string;
}) {
  const id = useId();
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(options.find((o) => o.id !== '' && o.id === e.currentTarget.value)?.id)}
      >
        {none !== undefined && <option value="">{none}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id} lang={o.lang}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
