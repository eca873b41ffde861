import { useId, useState } from 'preact/hooks';
import { message } from '../../i18n/speech';

import { cleanTyped, TEXT_KINDS, type TextKind } from '../../rules';

/**
 * A labelled text input for one kind of text (a name, a title, a note), held to that kind's bound as
 * it is typed: tabs, line breaks, control and invisible characters are taken out as they arrive
 * (pasted ones too), and the field says so, so whatever it holds is stored and read back unchanged.
 * The label names the input alone (not its value).
 */
export function TextField({
  label,
  kind,
  value,
  onInput,
  placeholder,
  grow = false,
}: {
  label: string;
  kind: TextKind;
  value: string;
  onInput: (value: string) => void;
  placeholder?: string;
  grow?: boolean;
}) {
  const id = useId();
  const [cleaned, setCleaned] = useState(false);
  const { max } = TEXT_KINDS[kind];
  return (
    <div class={grow ? 'field grow' : 'field'}>
      <label for={id}>{label}</label>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        maxLength={max}
        aria-describedby={cleaned ? `${id}-cleaned` : undefined}
        onInput={(e) => {
          const input = e.currentTarget;
          const { text, changed } = cleanTyped(input.value, kind);
          // The input shows what is kept, even when the value given back is the same as before.
          if (changed) input.value = text;
          setCleaned(changed);
          onInput(text);
        }}
      />
      {cleaned && (
        <span id={`${id}-cleaned`} class="hint" role="status">
          {message('control.cleaned', { kind, max })}
        </span>
      )}
    </div>
  );
}
