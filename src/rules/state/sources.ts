import { type Words, words } from './words';
/**
 * The rulebook texts the rules come from. Citations name a source and a section
 * heading of that text; the app explains the rule in its own words beside it.
 */
export const SOURCES = {
  '000': { title: '1995 rules, English fan translation', file: '000_acd13f9bf89a50f0.txt' },
  '001': { title: 'One-page rules summary', file: '001_2587d41b5136ae52.txt' },
  '002': { title: 'Decennial English rulebook (1995 rules)', file: '002_e72116d5e6fbf712.txt' },
  '003': { title: 'Big Box English rulebook', file: '003_d623340769a11afb.txt' },
  '004': { title: '2023 edition rulebook', file: '004_73eac19e60a8efee.txt' },
} as const;

export type SourceId = keyof typeof SOURCES;

/** Where a rule is written: a rulebook text and the section that holds it. */
export interface RuleRef {
  readonly source: SourceId;
  readonly section: string;
}

/** A citation a player can look up: "Big Box English rulebook [003], “King’s bonus”". */
export function formatRuleRef(ref: RuleRef): string {
  return `${SOURCES[ref.source].title} [${ref.source}], “${ref.section}”`;
}

/** The same citation in a player's words, without the text's catalogue number: for screens. */
export function describeRuleRef(ref: RuleRef): string {
  return `${SOURCES[ref.source].title}, “${ref.section}”`;
}

/** The citation as words, so the source's title reads in the reader's language; the section stays as printed. */
export const ruleRefWords = (ref: RuleRef): Words =>
  words('ruleRef.cite', { title: words(`source.${ref.source}`), source: ref.source, section: ref.section });

/** The same citation for screens, without the text's catalogue number. */
export const ruleRefShortWords = (ref: RuleRef): Words =>
  words('ruleRef.citeShort', { title: words(`source.${ref.source}`), section: ref.section });
