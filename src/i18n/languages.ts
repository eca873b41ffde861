/** The languages the app speaks, each named in itself for the language setting. */
export const LANGUAGES = {
  // British English lists: "red, blue and green", without a comma before the last.
  en: { name: 'English', locale: 'en-GB' },
  de: { name: 'Deutsch', locale: 'de' },
  es: { name: 'Español', locale: 'es' },
} as const;

export type Language = keyof typeof LANGUAGES;

/** The languages in the order the setting lists them. */
export const LANGUAGE_IDS: readonly Language[] = ['en', 'de', 'es'];

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && Object.hasOwn(LANGUAGES, value);

/**
 * The first of the device's preferred languages ("de-AT", "es-419", "en") that the app speaks,
 * by its primary subtag; English when none is.
 */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}
