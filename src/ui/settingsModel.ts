import { computed, effect, signal } from '@preact/signals';
import {
  deviceLanguages,
  keepLanguageChoice,
  type LanguageChoice,
  languageFor,
  storedLanguageChoice,
} from '../i18n/languageChoice';
import { matchLanguage } from '../i18n/languages';

export type { LanguageChoice } from '../i18n/languageChoice';

export type Theme = 'system' | 'light' | 'dark';
const KEY = 'el-grande-theme';
const SCREEN_KEY = 'el-grande-keep-screen-on';
/** Display settings kept on this device. */
export function createSettingsModel() {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(KEY) : null;
  const theme = signal<Theme>(stored === 'light' || stored === 'dark' ? stored : 'system');
  /** Keep the screen on while a game or the calculator is open (on unless turned off). */
  const keepScreenOn = signal(typeof localStorage === 'undefined' || localStorage.getItem(SCREEN_KEY) !== 'off');
  // The page always carries the theme in force, so the stylesheet needs one dark palette only.
  const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)');
  const systemTheme = signal<'light' | 'dark'>(systemDark?.matches ? 'dark' : 'light');
  const listening = new AbortController();
  systemDark?.addEventListener('change', (e) => (systemTheme.value = e.matches ? 'dark' : 'light'), {
    signal: listening.signal,
  });
  const languageChoice = signal<LanguageChoice>(storedLanguageChoice());
  // The device's languages change without a reload when the player changes them in its settings.
  const device = signal(deviceLanguages());
  window.addEventListener('languagechange', () => (device.value = deviceLanguages()), { signal: listening.signal });
  /** The language the app speaks now. */
  const language = computed(() => languageFor(languageChoice.value, device.value));
  /** The device's own language, for the setting that follows it. */
  const deviceLanguage = computed(() => matchLanguage(device.value));
  const effects = [
    effect(() => {
      document.documentElement.dataset.theme = theme.value === 'system' ? systemTheme.value : theme.value;
      localStorage.setItem(KEY, theme.value);
    }),
    effect(() => localStorage.setItem(SCREEN_KEY, keepScreenOn.value ? 'on' : 'off')),
    effect(() => keepLanguageChoice(languageChoice.value)),
  ];
  return {
    theme,
    languageChoice,
    language,
    deviceLanguage,
    keepScreenOn,
    /** Stops following the system's theme and keeping the settings: nothing is written afterwards. */
    dispose() {
      listening.abort();
      for (const stop of effects.splice(0)) stop();
    },
  };
}

export type SettingsModel = ReturnType<typeof createSettingsModel>;
