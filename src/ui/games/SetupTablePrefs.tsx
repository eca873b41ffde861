import { useId } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import { type Text, type Words, words } from '../../rules';
import type { TablePrefs } from '../../session/tablePrefs';

const DISK_ENTRIES: readonly { id: TablePrefs['diskEntry']; label: Words }[] = [
  { id: 'open', label: words('prefs.disks.open') },
  { id: 'pass-the-tablet', label: words('prefs.disks.passTheTablet') },
];

/** How this table wants the app to behave in the game (not rules): memory mode and how secret disks are entered. */
export function SetupTablePrefs({
  prefs,
  castillo,
  onChange,
}: {
  prefs: TablePrefs;
  castillo: Text;
  onChange: (prefs: TablePrefs) => void;
}) {
  const hint = useId();
  const group = useId();
  return (
    <div class="setup-prefs">
      <div>
        <label class="toggle">
          <input
            type="checkbox"
            checked={prefs.memoryMode}
            aria-describedby={hint}
            onChange={(e) => onChange({ ...prefs, memoryMode: e.currentTarget.checked })}
          />
          <span>{message('prefs.memoryMode')}</span>
        </label>
        <p id={hint} class="hint">
          {message('prefs.memoryMode.hint', { castillo })}
        </p>
      </div>
      <fieldset>
        <legend>{message('prefs.disks')}</legend>
        {DISK_ENTRIES.map((d) => (
          <label key={d.id} class="toggle">
            <input
              type="radio"
              name={group}
              value={d.id}
              checked={prefs.diskEntry === d.id}
              onChange={() => onChange({ ...prefs, diskEntry: d.id })}
            />
            <span>{say(d.label)}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
