import { useId } from 'preact/hooks';

/**
 * One choice among a few, each a large button (one tap, no menu to open): a radio group by role,
 * so a screen reader and the browser tests read it as such. A choice may be offered disabled with
 * the reason in its name.
 */
export function ChoiceGroup<T extends string | number>({
  label,
  value,
  options,
  onChange,
  hideLabel = false,
}: {
  label: string;
  /** The label names the group for a screen reader only, where a heading above already says it on screen. */
  hideLabel?: boolean;
  value: T | undefined;
  /**
   * `short`, where given, is what an offered button shows; its name stays the whole `label` (which starts
   * with it). A disabled one shows the whole label with its reason, as its name does.
   */
  options: readonly {
    readonly id: T;
    readonly label: string;
    readonly short?: string;
    readonly disabled?: string | undefined;
  }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <div class="choice-group" role="radiogroup" aria-labelledby={id}>
      <span id={id} class={hideLabel ? 'choice-label visually-hidden' : 'choice-label'}>
        {label}
      </span>
      {options.map((o) => (
        <button
          key={o.id}
          type="button"
          role="radio"
          class={value === o.id ? 'choice is-chosen' : 'choice'}
          aria-checked={value === o.id}
          aria-label={o.disabled ? `${o.label} (${o.disabled})` : o.label}
          title={o.disabled}
          disabled={o.disabled !== undefined}
          onClick={() => onChange(o.id)}
        >
          {o.disabled ? o.label : (o.short ?? o.label)}
          {o.disabled && <span class="tag"> ({o.disabled})</span>}
        </button>
      ))}
    </div>
  );
}
