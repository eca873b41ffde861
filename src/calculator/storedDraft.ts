import * as v from 'valibot';
import { describePath, fail, isRecord, ok, type Result, textProblem, valueWords, words } from '../rules';
import { Snapshot2Fields } from '../snapshot/format2/schema2';
import { LIST_BOUNDS } from '../snapshot/listBounds';
import { formatSnapshotError } from '../snapshot/parseSnapshot';
import { SNAPSHOT_FORMAT, SNAPSHOT_FORMAT_2 } from '../snapshot/schema';
import { issueWords } from '../snapshot/schemaWords';
import type { CalculatorDraft } from './draft';
import { draftFromJson } from './readDraft';

/**
 * Refusals a board still being entered may well have: a scoring of chosen areas or values before any
 * is chosen. Every other refusal of a snapshot's own fields means the stored board is damaged.
 */
const STILL_BEING_ENTERED: readonly string[] = ['snapshot.areas.none', 'snapshot.firstValue.none'];

const messageKey = (issue: v.BaseIssue<unknown>) => issue.message.split('|')[0] ?? '';

/** The fields as plain JSON holds them (a field left undefined is no field), or undefined when it is not JSON at all. */
function asJson(value: unknown): unknown {
  try {
    return JSON.parse(JSON.stringify(value) ?? 'null');
  } catch {
    return undefined;
  }
}

const unreadable = (field: string, reason: Parameters<typeof formatSnapshotError>[0]['reason']) =>
  fail('calculator/unreadable-board', formatSnapshotError({ field, reason }));

/** The players' names a board keeps: text, one line each, as short as a name typed here. */
function namesProblem(names: unknown): Result<Record<string, string>> {
  if (!isRecord(names)) return unreadable('names', words('boards.why.notNames', { value: valueWords(names) }));
  const entries = Object.entries(names);
  if (entries.length > LIST_BOUNDS.ids)
    return unreadable('names', words('snapshot.bound.ids', { count: entries.length, most: LIST_BOUNDS.ids }));
  for (const [id, name] of entries) {
    if (typeof name !== 'string')
      return unreadable(describePath(['names', id]), words('boards.why.nameNotText', { value: valueWords(name) }));
    const problem = name === '' ? undefined : textProblem(name, 'boardPlayerName');
    if (problem) return unreadable(describePath(['names', id]), problem);
  }
  return ok(Object.fromEntries(entries.map(([id, name]) => [id, String(name)])));
}

/**
 * A calculator board read back from this device (the board being entered, or a saved one), checked
 * field by field with the snapshot reader's own checks before the calculator touches it: the board
 * ready to edit, or the first field at fault and why, in one line.
 */
export function readStoredDraft(value: unknown): Result<CalculatorDraft> {
  const json = asJson(value);
  if (!isRecord(json)) return unreadable('', words('boards.why.notABoard'));
  const names = namesProblem(json.names);
  if (!names.ok) return names;
  const snapshot = json.snapshot;
  if (!isRecord(snapshot)) return unreadable('snapshot', words('boards.why.notABoard'));
  if (snapshot.format !== SNAPSHOT_FORMAT && snapshot.format !== SNAPSHOT_FORMAT_2)
    return unreadable('snapshot.format', words('boards.why.notABoard'));
  // Format 2's fields hold format 1's: a board is checked as format 2 whichever it was written as, since
  // the calculator rewrites the format with every change. No modules may be kept as an empty list.
  const modules = Array.isArray(snapshot.modules) && snapshot.modules.length === 0 ? undefined : snapshot.modules;
  const checked = v.safeParse(
    Snapshot2Fields,
    { ...snapshot, format: SNAPSHOT_FORMAT_2, modules },
    { abortPipeEarly: true },
  );
  const issue = checked.issues?.find((i) => !STILL_BEING_ENTERED.includes(messageKey(i)));
  if (issue) {
    const path = ['snapshot', ...(issue.path?.map((item) => item.key) ?? [])];
    return unreadable(describePath(path), issueWords(issue));
  }
  return ok({ snapshot: draftFromJson(snapshot), names: names.value });
}
