import {
  describePath,
  escapeInput,
  fail,
  ok,
  quoteInput,
  type Result,
  type Words,
  type WordValue,
  words,
} from './rules';

/**
 * Limits on any JSON this app reads (a record, a snapshot, a pasted entry), checked on the text
 * before it is parsed or walked, so no file can exhaust memory or the call stack: a whole game's
 * record is about 20 KB, nested 6 deep, with a few hundred commands.
 */
export const JSON_LIMITS = {
  /** Characters in the whole text (about bytes, for the plain text these files hold). */
  chars: 2_000_000,
  /** Lists and objects inside one another. */
  depth: 32,
  /** Characters in one text or key, as written in the file. */
  text: 10_000,
  /** Entries in one list or object. */
  entries: 10_000,
} as const;

/** Limits on reading JSON: `JSON_LIMITS` for every file but a backup of the whole device. */
export type JsonLimits = { readonly [K in keyof typeof JSON_LIMITS]: number };

/** A backup holds every game of a device: the same limits, but room for some thousand games. */
export const BACKUP_LIMITS: JsonLimits = { ...JSON_LIMITS, chars: 64_000_000 };

/** The reason a file or text of this many bytes or characters is not read at all. */
export const tooLargeReason = (size: number, limits: JsonLimits = JSON_LIMITS): Words =>
  words('input.tooLarge', { size, limit: limits.chars });

/**
 * Parses JSON text from a file, the clipboard or standard input, after checking the limits above
 * and refusing a key given twice in one object (JSON.parse would silently keep the last). Some
 * editors start UTF-8 files with a byte-order mark, which JSON does not allow; it is dropped first.
 * Never throws; a refusal's message is one clause to follow the file's name, e.g. "not valid JSON (…)"
 * or "the field “red” given twice in one object (at pieces.galicia)".
 */
export function parseJsonText(text: string, limits: JsonLimits = JSON_LIMITS): Result<unknown> {
  if (text.length > limits.chars) return fail('json/too-large', tooLargeReason(text.length, limits));
  const body = text.replace(/^\uFEFF/, '');
  if (body.trim() === '') return fail('json/empty', words('input.empty'));
  const problem = checkJsonLimits(body, limits);
  if (problem) return fail('json/beyond-limits', problem);
  try {
    return ok(JSON.parse(body));
  } catch (error) {
    return fail(
      'json/not-json',
      words('input.notJson', { reason: escapeInput(error instanceof Error ? error.message : String(error), 120) }),
    );
  }
}

interface Frame {
  readonly object: boolean;
  readonly keys: Set<string>;
  /** Commas seen: the index of the entry being read. */
  commas: number;
  /** In an object, whether the next text is a key. */
  expectKey: boolean;
  key: string | undefined;
}

const where = (stack: readonly Frame[], upTo = stack.length): WordValue => {
  const path = describePath(stack.slice(0, upTo).map((f) => (f.object ? f.key : f.commas)));
  return path ? words('input.at', { path }) : '';
};

/**
 * Walks the text once, with its own stack (never recursion), for the first limit it breaks or key it
 * repeats. Text that is not JSON at all is left for JSON.parse to name.
 */
function checkJsonLimits(text: string, limits: JsonLimits): Words | undefined {
  const stack: Frame[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      let end = i + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      if (end >= text.length) return undefined;
      const top = stack.at(-1);
      const isKey = top?.object === true && top.expectKey;
      if (end - i - 1 > limits.text)
        return words('input.textTooLong', {
          kind: isKey ? 'key' : 'text',
          limit: limits.text,
          where: where(stack, isKey ? stack.length - 1 : stack.length),
        });
      if (isKey) {
        let key: unknown;
        try {
          key = JSON.parse(text.slice(i, end + 1));
        } catch {
          return undefined;
        }
        if (typeof key !== 'string') return undefined; // a quoted text always reads as one
        if (top.keys.has(key))
          return words('input.givenTwice', { field: quoteInput(key, 24), where: where(stack, stack.length - 1) });
        top.keys.add(key);
        top.key = key;
        top.expectKey = false;
      }
      i = end;
    } else if (c === '{' || c === '[') {
      if (stack.length >= limits.depth) return words('input.tooDeep', { limit: limits.depth, where: where(stack) });
      stack.push({ object: c === '{', keys: new Set(), commas: 0, expectKey: c === '{', key: undefined });
    } else if (c === '}' || c === ']') {
      stack.pop();
    } else if (c === ',') {
      const top = stack.at(-1);
      if (!top) continue;
      top.commas++;
      if (top.commas >= limits.entries)
        return words('input.tooManyEntries', { limit: limits.entries, where: where(stack, stack.length - 1) });
      if (top.object) top.expectKey = true;
    }
  }
  return undefined;
}

/** A chosen file's text, unless it is bigger than any file the app reads: then it is not read at all. */
export async function blobText(file: Blob, limits: JsonLimits = JSON_LIMITS): Promise<Result<string>> {
  return file.size > limits.chars ? fail('json/too-large', tooLargeReason(file.size, limits)) : ok(await file.text());
}

/**
 * A value as JSON text with its keys in order at every level, so two equal values (a row read back, an entry
 * from a file) compare equal however their keys were written.
 */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  ) ?? 'undefined';

export const sameJson = (a: unknown, b: unknown): boolean => canonicalJson(a) === canonicalJson(b);
