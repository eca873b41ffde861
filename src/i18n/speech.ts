import { setupI18n } from '@lingui/core';
import { computed, signal } from '@preact/signals-core';
import type { Text, WordValue } from '../rules';
import { loadCompiledPart } from './browserCatalogs';
import type { CatalogPart } from './catalogParts';
import type { Language } from './languages';
import { createSpeaker } from './speaker';

/**
 * The page's one language: which one is spoken, and the catalog parts loaded for it. It is the
 * page's, like the document's `lang`, so every screen reads it without passing it down; reading
 * `say` inside a component subscribes it, so a change of language redraws what it shows.
 */
const i18n = setupI18n();
const spoken = signal<Language | undefined>(undefined);
// Bumped when a part arrives, so words shown before it are drawn again.
const loadedParts = signal<ReadonlySet<string>>(new Set());
const needed = new Set<CatalogPart>(['shell']);
const speaker = computed(() => {
  const language = spoken.value;
  loadedParts.value;
  return language ? createSpeaker(i18n, language) : undefined;
});

async function load(language: Language, parts: Iterable<CatalogPart>): Promise<void> {
  const missing = [...parts].filter((part) => !loadedParts.peek().has(`${language}/${part}`));
  if (missing.length === 0) return;
  const catalogs = await Promise.all(missing.map((part) => loadCompiledPart(language, part)));
  for (const messages of catalogs) i18n.load(language, messages);
  loadedParts.value = new Set([...loadedParts.peek(), ...missing.map((part) => `${language}/${part}`)]);
}

/** The language being spoken ('en' until one is chosen). */
export const language = computed<Language>(() => spoken.value ?? 'en');

// The language a `speak` is bringing in, while its parts arrive: the last one asked for wins.
let coming: Language | undefined;

const hasAll = (language: Language) => [...needed].every((part) => loadedParts.peek().has(`${language}/${part}`));

/**
 * Speaks `language` from now on, once every part a shown screen needs has arrived in it: the
 * screens switch in one redraw, never half in one language. A screen that asks for a part meanwhile
 * gets it in both languages; a later choice of language wins over an earlier one still loading.
 */
export async function speak(next: Language): Promise<void> {
  coming = next;
  while (!hasAll(next)) await load(next, needed);
  if (coming !== next) return;
  coming = undefined;
  i18n.activate(next);
  spoken.value = next;
  if (typeof document !== 'undefined') {
    document.documentElement.lang = next;
    document.title = message('title.home');
  }
}

/** Loads parts of the catalogs a screen speaks with, in the language spoken now and in one coming. */
export async function needParts(...parts: CatalogPart[]): Promise<void> {
  for (const part of parts) needed.add(part);
  const languages = new Set([language.peek(), ...(coming ? [coming] : [])]);
  await Promise.all([...languages].map((each) => load(each, parts)));
}

/** The text of the engine's words or of a message, in the language spoken. */
export function say(text: Text): string {
  const current = speaker.value;
  if (!current) throw new Error('No language is spoken yet');
  return current.say(text);
}

/** One message of the catalogs, filled in with values, in the language spoken. */
export function message(key: string, values?: Readonly<Record<string, WordValue>>): string {
  const current = speaker.value;
  if (!current) throw new Error('No language is spoken yet');
  return current.message(key, values);
}
