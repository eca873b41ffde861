import { nodeSpeaker } from '../../src/i18n/nodeCatalogs';
import type { Speaker } from '../../src/i18n/speaker';
import type { WordValue } from '../../src/rules';
import { literal } from './pattern';

/** The app's words in English, for the scripts' own messages about what went wrong. */
export const say = nodeSpeaker('en').say;

/** The screens' words in English: what the drive reads unless it is told another language. */
export const englishScreens: Speaker = nodeSpeaker('en');

// A private-use character, which no message and no typed name holds, around a pattern's index.
const MARK = '\uE001';

/**
 * A message as the screen shows it, as a pattern: values given as patterns (`/\d+/` for a count the
 * drive does not know) match what the screen puts there, every other value and all of the message's
 * own text match exactly. `open` leaves the end free (a name the screen may follow with more).
 */
export function messagePattern(
  speaker: Speaker,
  key: string,
  values: Readonly<Record<string, WordValue | RegExp>> = {},
  { open = false }: { readonly open?: boolean } = {},
): RegExp {
  const patterns: RegExp[] = [];
  const filled = Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (!(value instanceof RegExp)) return [name, value];
      patterns.push(value);
      return [name, `${MARK}${patterns.length - 1}${MARK}`];
    }),
  );
  const parts = speaker.message(key, filled).split(MARK);
  const source = parts
    .map((part, i) => (i % 2 === 0 ? literal(part) : `(?:${patterns[Number(part)]!.source})`))
    .join('');
  return new RegExp(`^${source}${open ? '' : '$'}`);
}

/** Any of these whole names. */
export const anyOf = (...patterns: readonly RegExp[]): RegExp =>
  new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'));

/**
 * A message with a count the drive does not know, as a pattern: its forms for every count from
 * `least` to `most`, as a plural's wording may change with the count.
 */
export const anyCount = (
  speaker: Speaker,
  key: string,
  values: Readonly<Record<string, WordValue | RegExp>>,
  { least = 1, most = 30 }: { readonly least?: number; readonly most?: number } = {},
): RegExp =>
  anyOf(
    ...Array.from({ length: most - least + 1 }, (_, i) =>
      messagePattern(speaker, key, { ...values, count: least + i }),
    ),
  );
