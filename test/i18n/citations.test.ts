/**
 * Citations a player reads name the rulebook and its section in the reader's language, never a text's
 * file number or a line number: every reference the engine can hand out (editions, modules, scoring
 * kinds, cards, refusals), and every message of the catalogs.
 */
import { describe, expect, it } from 'vitest';
import { CATALOG_PARTS } from '../../src/i18n/catalogParts';
import { LANGUAGE_IDS } from '../../src/i18n/languages';
import { catalogSources } from '../../src/i18n/nodeCatalogs';
import { type RuleRef, ruleRefShortWords, ruleRefWords, SOURCES, type SourceId } from '../../src/rules';
import { english, german, spanish } from '../support/speech';
import { engineRuleRefs, writtenSections } from './_ruleRefs';

/** A file number ("000", "002") with a section or line after it, or a line number ("002:1151"). */
const NUMBERED = /\b00[0-4]\b(?:[:,\]]|\s*\[)|\[00[0-4]\]|\b\d{3}:\d/;

const refs = await engineRuleRefs();
const written = writtenSections();

describe('citations shown to players', () => {
  it('the engine hands out many references, and every written section is among them or cited', () => {
    expect(refs.length).toBeGreaterThan(80);
    expect(written.length).toBeGreaterThan(80);
  });

  for (const [name, speaker] of [
    ['English', english],
    ['German', german],
    ['Spanish', spanish],
  ] as const) {
    it(`${name}: every reference reads as a rulebook's name and a section, with no number of a file or line`, () => {
      const sources = Object.keys(SOURCES) as SourceId[];
      const all: RuleRef[] = [...refs, ...written.flatMap((section) => sources.map((source) => ({ source, section })))];
      for (const ref of all) {
        for (const cite of [speaker.say(ruleRefShortWords(ref)), speaker.say(ruleRefWords(ref))]) {
          expect(cite, `${ref.source} ${ref.section}`).not.toMatch(NUMBERED);
          expect(cite.startsWith(speaker.say({ key: `source.${ref.source}` }))).toBe(true);
        }
      }
    });
  }

  it('German and Spanish name the sections in their own words', () => {
    const translated = refs.filter((ref) => !german.say(ruleRefShortWords(ref)).includes(ref.section));
    // Names that read the same in every language (Grandissimo: Portugal, Chalet, Veto) are the only exceptions.
    expect(translated.length).toBeGreaterThan(refs.length * 0.9);
    expect(german.say(ruleRefShortWords({ source: '000', section: 'The Church' }))).toBe(
      'Regeln von 1995, „Die Kirche“',
    );
    expect(
      spanish.say(ruleRefShortWords({ source: '002', section: 'Grand Inquisitor & the Colonies: Limit table' })),
    ).toBe('Reglas de la edición del décimo aniversario, «El Gran Inquisidor y las Colonias: la mesa del Límite»');
    expect(english.say(ruleRefShortWords({ source: '004', section: 'King’s bonus and Grande’s bonus' }))).toBe(
      '2023 rules, “King’s bonus and Grande’s bonus”',
    );
  });

  it('no message of any catalog cites a file or a line by number', () => {
    const sources = catalogSources();
    for (const language of LANGUAGE_IDS) {
      for (const part of CATALOG_PARTS) {
        for (const [topic, catalog] of Object.entries(sources[language][part])) {
          for (const [key, message] of Object.entries(catalog ?? {})) {
            expect(message, `${language} ${part}/${topic} ${key}`).not.toMatch(NUMBERED);
          }
        }
      }
    }
  });
});
