import { LANGUAGE_IDS, LANGUAGES } from '../../i18n/languages';
import { message } from '../../i18n/speech';
import type { PwaModel } from '../../pwa/pwaModel';
import { Select } from '../components/Select';
import type { LanguageChoice, SettingsModel, Theme } from '../settingsModel';
import { WakeLockToggle } from './WakeLockToggle';

/** Language, theme, screen wake lock and installation. */
export function SettingsScreen({ settings, pwa }: { settings: SettingsModel; pwa: PwaModel }) {
  return (
    <section class="panel" aria-labelledby="settings-heading">
      <h2 id="settings-heading">{message('settings.heading')}</h2>
      <Select<LanguageChoice>
        label={message('settings.language')}
        value={settings.languageChoice.value}
        options={[
          {
            id: 'device',
            label: message('settings.language.device', { language: LANGUAGES[settings.deviceLanguage.value].name }),
          },
          // Each language by its own name, as a player looking for theirs reads it.
          ...LANGUAGE_IDS.map((id) => ({ id, label: LANGUAGES[id].name, lang: id })),
        ]}
        onChange={(choice) => (settings.languageChoice.value = choice ?? 'device')}
      />
      <Select<Theme>
        label={message('settings.theme')}
        value={settings.theme.value}
        options={[
          { id: 'system', label: message('settings.theme.system') },
          { id: 'light', label: message('settings.theme.light') },
          { id: 'dark', label: message('settings.theme.dark') },
        ]}
        onChange={(t) => (settings.theme.value = t ?? 'system')}
      />
      <WakeLockToggle settings={settings} pwa={pwa} />
      {pwa.installable.value && (
        <button type="button" onClick={() => pwa.install()}>
          {message('settings.install')}
        </button>
      )}
      {pwa.needsManualInstall && (
        <p class="hint" role="note">
          {message('settings.installHint')}
        </p>
      )}
    </section>
  );
}
