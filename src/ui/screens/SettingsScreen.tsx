import type { PwaModel } from '../../pwa/pwaModel';
import { Select } from '../components/Select';
import type { SettingsModel, Theme } from '../settingsModel';

/** Theme, screen wake lock and installation. */
export function SettingsScreen({ settings, pwa }: { settings: SettingsModel; pwa: PwaModel }) {
  return (
    <section class="panel" aria-labelledby="settings-heading">
      <h2 id="settings-heading">On this device</h2>
      <Select<Theme>
        label="Theme"
        value={settings.theme.value}
        options={[
          { id: 'system', label: 'Follow the device' },
          { id: 'light', label: 'Light' },
          { id: 'dark', label: 'Dark' },
        ]}
        onChange={(t) => (settings.theme.value = t ?? 'system')}
      />
      <WakeLockToggle settings={settings} pwa={pwa} />
      {pwa.installable.value && (
        <button type="button" onClick={() => pwa.install()}>
          Install the app
        </button>
      )}
      {pwa.needsManualInstall && (
        <p class="hint" role="note">
          To install the app on this iPhone or iPad: tap Share, then “Add to Home Screen”.
        </p>
      )}
    </section>
  );
}

/** Keeps the screen on during a game or a scoring, where the device allows it; on unless turned off. */
export function WakeLockToggle({ settings, pwa }: { settings: SettingsModel; pwa: PwaModel }) {
  if (!pwa.wakeLockSupported) return null;
  return (
    <label class="toggle">
      <input
        type="checkbox"
        checked={settings.keepScreenOn.value}
        onChange={(e) => (settings.keepScreenOn.value = e.currentTarget.checked)}
      />
      <span>Keep the screen on</span>
    </label>
  );
}
