import { useId } from 'preact/hooks';
import type { TablePrefs } from '../../session/tablePrefs';

const DISK_ENTRIES: readonly { id: TablePrefs['diskEntry']; label: string }[] = [
  { id: 'open', label: 'Entered openly after the reveal' },
  { id: 'pass-the-tablet', label: 'Pass the tablet: each player chooses in secret' },
];

/** How this table wants the app to behave in the game (not rules): memory mode and how secret disks are entered. */
export function SetupTablePrefs({
  prefs,
  castillo,
  onChange,
}: {
  prefs: TablePrefs;
  castillo: string;
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
          <span>Memory mode</span>
        </label>
        <p id={hint} class="hint">
          Hides the {castillo}’s contents between scorings, as the closed tower does.
        </p>
      </div>
      <fieldset>
        <legend>Secret disks</legend>
        {DISK_ENTRIES.map((d) => (
          <label key={d.id} class="toggle">
            <input
              type="radio"
              name={group}
              value={d.id}
              checked={prefs.diskEntry === d.id}
              onChange={() => onChange({ ...prefs, diskEntry: d.id })}
            />
            <span>{d.label}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
