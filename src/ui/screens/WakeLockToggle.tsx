import { message } from '../../i18n/speech';
import type { PwaModel } from '../../pwa/pwaModel';
import type { SettingsModel } from '../settingsModel';

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
      <span>{message('settings.keepScreenOn')}</span>
    </label>
  );
}
