import { TEXT_KINDS, type TextKind } from './limits';
import { hasControlCharacters, withoutControlCharacters } from './quote';
import { fail, ok, type Result } from './result';
import { type Text, type Words, words } from './words';

/**
 * Whether a typed text (a name, a title, a note) can be kept: at least one visible character, within
 * its bound, on one line, with no control or invisible character. Undefined when it can; otherwise
 * what is wrong, in words. The engine, the schemas and the inputs all ask this.
 */
export function textProblem(text: unknown, kind: TextKind): Words | undefined {
  const fault = textFault(text, kind);
  return fault && words('text.problem', { what: textKindWords(kind), fault });
}

/** What a typed text of this kind is called in a message ("A name"). */
export const textKindWords = (kind: TextKind): Words => words(`text.kind.${kind}`);

/** What is wrong with a typed text, as facts: the schemas word it their way, the engine as words. */
export type TextFault =
  | { readonly fault: 'empty' }
  | { readonly fault: 'too-long'; readonly max: number; readonly length: number }
  | { readonly fault: 'not-one-line' };

/** The same check, as facts. */
export function textFaultOf(text: unknown, kind: TextKind): TextFault | undefined {
  const { max } = TEXT_KINDS[kind];
  if (typeof text !== 'string' || text.trim() === '') return { fault: 'empty' };
  if (text.length > max) return { fault: 'too-long', max, length: text.length };
  if (hasControlCharacters(text)) return { fault: 'not-one-line' };
  return undefined;
}

/** The same check, as a clause to follow the text's name or field ("must not be empty"). */
export function textFault(text: unknown, kind: TextKind): Words | undefined {
  const fault = textFaultOf(text, kind);
  if (fault === undefined) return undefined;
  if (fault.fault === 'too-long') return words('text.fault.tooLong', { max: fault.max, length: fault.length });
  return words(fault.fault === 'empty' ? 'text.fault.empty' : 'text.fault.notOneLine');
}

/**
 * A text as typed, made fit to keep: control and invisible characters taken out (a tab or line
 * break between words becomes a space), composed characters joined (NFC), cut at its bound.
 * `changed` says whether anything was taken out, so the input can say so.
 */
export function cleanTyped(text: string, kind: TextKind): { readonly text: string; readonly changed: boolean } {
  const whole = withoutControlCharacters(text).normalize('NFC');
  let cleaned = whole.slice(0, TEXT_KINDS[kind].max);
  // Never keep half of a character written as two code units.
  if (/[\uD800-\uDBFF]$/.test(cleaned)) cleaned = cleaned.slice(0, -1);
  return { text: cleaned, changed: cleaned !== text.normalize('NFC') };
}

/**
 * Whether a typed text is longer than its kind keeps, once control and invisible characters are taken
 * out: an input refuses such a text whole, saying so, rather than cut it.
 */
export const typedTooLong = (text: string, kind: TextKind): boolean =>
  withoutControlCharacters(text).normalize('NFC').length > TEXT_KINDS[kind].max;

// Characters that show as nothing by themselves, in any position (joiners and variation selectors
// included, which emoji may need but which cannot tell two names apart).
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cc}]/gu;

/**
 * What a name looks like at the table: compatibility forms folded, invisible characters and extra
 * spaces dropped, capitals ignored. Two names with the same key cannot be told apart on screen.
 */
export const nameKey = (name: string): string =>
  name.normalize('NFKC').replace(INVISIBLE, '').replace(/\s+/gu, ' ').trim().toLowerCase();

/**
 * A whole number as typed into a count or score field: digits only (no sign, decimals or exponent,
 * so "1e21" is refused rather than read as a huge number), from 0 to `max`. The reason says so in words.
 */
export function readWholeNumber(typed: string, max: number, what: Text): Result<number> {
  const text = typed.trim();
  if (!/^\d+$/.test(text) || Number(text) > max)
    return fail('input/bad-number', words('refusal.input/bad-number', { what, max }));
  return ok(Number(text));
}
