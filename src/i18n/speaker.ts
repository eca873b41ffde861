import type { I18n } from '@lingui/core';
import type { Text, WordValue } from '../rules';
import { LANGUAGES, type Language } from './languages';

/** Turns the engine's words and the screens' messages into one language's text. */
export interface Speaker {
  readonly language: Language;
  /** The text of words (a key and its values), or a plain text as it is. */
  say(text: Text): string;
  /** The text of one message of the catalogs, filled in with values. */
  message(key: string, values?: Readonly<Record<string, WordValue>>): string;
}

type Values = Readonly<Record<string, WordValue>> | undefined;

// A private-use character, which no message and no quoted text holds, around a kept value's index.
const MARK = '\uE000';
const MARKED = /\uE000(\d+)\uE000/g;

// The keys of names that may open a sentence with a lowercase article: areas and black pieces.
const NAMES = /^(area|piece|value)\./;

/**
 * Spanish joins "de" and "a" with the article "el" ("del Barco", "al Mediterráneo"), which a message
 * meets only once a name ("el Barco") fills its placeholder. A name that carries a capital El stays apart.
 */
const contract = (language: Language, text: string): string =>
  language === 'es' ? text.replace(/(?<![\p{L}\p{N}])(de|De|a|A) el(?![\p{L}\p{N}])/gu, '$1l') : text;

/**
 * A speaker over a Lingui instance holding the language's compiled catalogs. A key missing from
 * them is an error, never the key shown as text: every catalog is tested to hold every key.
 */
export function createSpeaker(i18n: I18n, language: Language): Speaker {
  const lists = {
    and: new Intl.ListFormat(LANGUAGES[language].locale, { type: 'conjunction' }),
    or: new Intl.ListFormat(LANGUAGES[language].locale, { type: 'disjunction' }),
  };
  const compiled = (key: string) => {
    const found = i18n.messages[key];
    if (found === undefined) throw new Error(`No ${language} message “${key}”`);
    return found;
  };
  const fill = (value: WordValue): string | number => {
    if (typeof value === 'number' || typeof value === 'string') return value;
    if ('key' in value) return render(value.key, value.values);
    const items = value.list.map((item) => String(fill(item)));
    return value.join === 'plain' ? items.join(', ') : lists[value.join].format(items);
  };
  const render = (key: string, values: Values): string => {
    compiled(key);
    if (!values) return i18n._(key);
    // Lingui turns "\u0007" in its result back into the character it names; a value may hold such
    // an escape (a typed text quoted for display), so it goes in as a marker and comes back as it was.
    const kept: string[] = [];
    const keep = (text: string | number) => {
      if (typeof text !== 'string' || !text.includes('\\')) return text;
      kept.push(text);
      return `${MARK}${kept.length - 1}${MARK}`;
    };
    const text = i18n._(
      key,
      Object.fromEntries(Object.entries(values).map(([name, value]) => [name, keep(fill(value))])),
    );
    return kept.length === 0 ? text : text.replace(MARKED, (_, index: string) => kept[Number(index)] ?? '');
  };
  /**
   * Whether a message opens on the name of a thing that carries its article ("the Ship", "the
   * Church", "das Schiff"): a sentence then starts with a capital. A name a player typed, or any
   * other clause, stays as it is.
   */
  const opensOnName = (key: string, values: Values): boolean => {
    const first = compiled(key)[0];
    if (!Array.isArray(first) || first.length > 1) return false;
    const value = values?.[String(first[0])];
    return value !== undefined && isName(value);
  };
  const isName = (value: WordValue): boolean => {
    if (typeof value !== 'object') return false;
    if ('key' in value) return NAMES.test(value.key) || opensOnName(value.key, value.values);
    const [head] = value.list;
    return head !== undefined && isName(head);
  };
  const sentence = (key: string, values: Values): string => {
    const text = render(key, values);
    return opensOnName(key, values) ? text.charAt(0).toLocaleUpperCase(language) + text.slice(1) : text;
  };
  const spoken = (key: string, values: Values): string => contract(language, sentence(key, values));
  return {
    language,
    say: (text) => (typeof text === 'string' ? text : spoken(text.key, text.values)),
    message: spoken,
  };
}
