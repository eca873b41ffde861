import { isLanguage } from '../../i18n/languages';
import { words } from '../../rules';
import type { DeviceSettings } from '../../session/backupFile';
import { mergedNamesWith } from '../../session/backups';
import { type Done, done, refuse } from '../../session/done';
import { readMergedNames } from '../../session/playedModel';
import { localMergedNames } from '../played/localMergedNames';
import type { SettingsModel } from '../settingsModel';

/** This device's settings as a backup carries them: the display settings and the merged spellings. */
export const deviceSettings = (settings: SettingsModel): DeviceSettings => ({
  theme: settings.theme.peek(),
  keepScreenOn: settings.keepScreenOn.peek(),
  language: settings.languageChoice.peek(),
  mergedNames: readMergedNames(localMergedNames().load()),
});

/**
 * A backup's settings taken on this device: the display settings as the backup has them, and its merged
 * spellings added where this device has not merged that name already.
 */
export function takeSettings(settings: SettingsModel, backup: DeviceSettings): Done {
  const names = localMergedNames();
  try {
    names.save(mergedNamesWith(readMergedNames(names.load()), backup.mergedNames));
  } catch {
    return refuse('backup/settings-not-kept', words('played.notKept'));
  }
  settings.theme.value = backup.theme;
  settings.keepScreenOn.value = backup.keepScreenOn;
  settings.languageChoice.value = isLanguage(backup.language) ? backup.language : 'device';
  return done();
}
