import { type Words, words } from './words';
/**
 * The rulebook texts the rules come from. Citations name a source and a section
 * heading of that text; the app explains the rule in its own words beside it.
 */
export const SOURCES = {
  '000': { title: '1995 rules', file: '000_acd13f9bf89a50f0.txt' },
  '001': { title: 'One-page rules summary', file: '001_2587d41b5136ae52.txt' },
  '002': { title: 'Decennial rules', file: '002_e72116d5e6fbf712.txt' },
  '003': { title: 'Big Box rules', file: '003_d623340769a11afb.txt' },
  '004': { title: '2023 rules', file: '004_73eac19e60a8efee.txt' },
} as const;

export type SourceId = keyof typeof SOURCES;

/** Where a rule is written: a rulebook text and the section that holds it. */
export interface RuleRef {
  readonly source: SourceId;
  readonly section: string;
}

/** A citation a player can look up, in English: "Big Box rules, “King’s bonus”" (never the text's file number). */
export function formatRuleRef(ref: RuleRef): string {
  return `${SOURCES[ref.source].title}, “${ref.section}”`;
}

/** The same citation, for screens. */
export const describeRuleRef = formatRuleRef;

/**
 * The catalog key of a section's name, from its words in lower case joined by dashes
 * ("King’s bonus" → `section.king-s-bonus`): headings that differ only in case or quotes share it.
 */
export const sectionKey = (section: string): string =>
  `section.${section
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/** The citation as words: the rulebook's name and the section's, both in the reader's language. */
export const ruleRefShortWords = (ref: RuleRef): Words =>
  words('ruleRef.citeShort', { title: words(`source.${ref.source}`), section: words(sectionKey(ref.section)) });

/** The same citation for `score --explain` and the JSON it prints. */
export const ruleRefWords = ruleRefShortWords;
