import { isLanguage, type Language, matchLanguage } from './languages';

const LANGUAGE_KEY = 'el-grande-language';

/** The language setting: the device's preferred language, or one chosen in the settings. */
export type LanguageChoice = 'device' | Language;

/** The languages the device prefers, in order; none outside a browser. */
export const deviceLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];

/** The language the app speaks under a setting: the device's first one it speaks, unless one was chosen. */
export const languageFor = (choice: LanguageChoice, device: readonly string[] = deviceLanguages()): Language =>
  choice === 'device' ? matchLanguage(device) : choice;

/** The language setting kept on this device ('device' when none was chosen, or storage cannot be read). */
export function storedLanguageChoice(): LanguageChoice {
  try {
    const stored = typeof localStorage !== 'undefined' ? localStorage.getItem(LANGUAGE_KEY) : null;
    return isLanguage(stored) ? stored : 'device';
  } catch {
    return 'device';
  }
}

/** Keeps the setting on this device; following the device keeps nothing. */
export function keepLanguageChoice(choice: LanguageChoice): void {
  if (choice === 'device') localStorage.removeItem(LANGUAGE_KEY);
  else localStorage.setItem(LANGUAGE_KEY, choice);
}
