/** A labelled select over id/label options, with an optional "none" choice. */
export function Select<T extends string>({
  label,
  value,
  options,
  onChange,
  none,
}: {
  label: string;
  value: T | undefined;
  options: readonly { id: T; label: string }[];
  onChange: (value: T | undefined) => void;
  none?: string;
}) {
  return (
    <label class="field">
      <span>{label}</span>
      <select value={value ?? ''} onChange={(e) => onChange(((e.target as HTMLSelectElement).value || undefined) as T | undefined)}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
