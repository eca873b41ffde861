import { useId, useState } from 'preact/hooks';
import { message } from '../../i18n/speech';

import { cleanTyped, TEXT_KINDS, type TextKind, typedTooLong } from '../../rules';

/** What the field last said about what was typed into it. */
type Notice = 'none' | 'cleaned' | 'too-long';

/**
 * A labelled text input for one kind of text (a name, a title, a note), held to that kind's bound as
 * it is typed: tabs, line breaks, control and invisible characters are taken out as they arrive
 * (pasted ones too), and the field says so, so whatever it holds is stored and read back unchanged.
 * Typing or pasting past the bound is refused whole: the field keeps what it held and says why, naming
 * itself and the bound, rather than cutting the text silently. The label names the input alone (not its value).
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
  const [notice, setNotice] = useState<Notice>('none');
  const { max } = TEXT_KINDS[kind];
  return (
    <div class={grow ? 'field grow' : 'field'}>
      <label for={id}>{label}</label>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        aria-describedby={notice === 'none' ? undefined : `${id}-notice`}
        onInput={(e) => {
          const input = e.currentTarget;
          if (typedTooLong(input.value, kind)) {
            // Nothing of it is taken: the input shows again what the field holds.
            input.value = value;
            setNotice('too-long');
            return;
          }
          const { text, changed } = cleanTyped(input.value, kind);
          // The input shows what is kept, even when the value given back is the same as before.
          if (changed) input.value = text;
          setNotice(changed ? 'cleaned' : 'none');
          onInput(text);
        }}
      />
      {notice !== 'none' && (
        <span id={`${id}-notice`} class="hint" role="status">
          {notice === 'too-long'
            ? message('field.tooLong', { field: label, max })
            : message('control.cleaned', { kind, max })}
        </span>
      )}
    </div>
  );
}
