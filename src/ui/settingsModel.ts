import { computed, effect, signal } from '@preact/signals';
import { isLanguage, type Language, matchLanguage } from '../i18n/languages';

export type Theme = 'system' | 'light' | 'dark';
const KEY = 'el-grande-theme';
const SCREEN_KEY = 'el-grande-keep-screen-on';
const LANGUAGE_KEY = 'el-grande-language';

/** The language setting: the device's preferred language, or one chosen here. */
export type LanguageChoice = 'device' | Language;

/** The languages the device prefers, in order; none outside a browser. */
const deviceLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];

/** The language the app speaks under a setting: the device's first one it speaks, unless one was chosen. */
export const languageFor = (choice: LanguageChoice, device: readonly string[] = deviceLanguages()): Language =>
  choice === 'device' ? matchLanguage(device) : choice;

/** The language setting kept on this device ('device' when none was chosen). */
export function storedLanguageChoice(): LanguageChoice {
  const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_KEY) : null;
  return isLanguage(stored) ? stored : 'device';
}

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
    effect(() => {
      if (languageChoice.value === 'device') localStorage.removeItem(LANGUAGE_KEY);
      else localStorage.setItem(LANGUAGE_KEY, languageChoice.value);
    }),
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
