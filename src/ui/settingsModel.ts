import { effect, signal } from '@preact/signals';

export type Theme = 'system' | 'light' | 'dark';
const KEY = 'el-grande-theme';

/** Display settings kept on this device. */
export function createSettingsModel() {
  const stored = typeof localStorage !== 'undefined' ? (localStorage.getItem(KEY) as Theme | null) : null;
  const theme = signal<Theme>(stored === 'light' || stored === 'dark' ? stored : 'system');
  effect(() => {
    document.documentElement.dataset.theme = theme.value;
    localStorage.setItem(KEY, theme.value);
  });
  return { theme };
}

export type SettingsModel = ReturnType<typeof createSettingsModel>;
