import { effect, signal } from '@preact/signals';

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
  const effects = [
    effect(() => {
      document.documentElement.dataset.theme = theme.value === 'system' ? systemTheme.value : theme.value;
      localStorage.setItem(KEY, theme.value);
    }),
    effect(() => localStorage.setItem(SCREEN_KEY, keepScreenOn.value ? 'on' : 'off')),
  ];
  return {
    theme,
    keepScreenOn,
    /** Stops following the system's theme and keeping the settings: nothing is written afterwards. */
    dispose() {
      listening.abort();
      for (const stop of effects.splice(0)) stop();
    },
  };
}

export type SettingsModel = ReturnType<typeof createSettingsModel>;
