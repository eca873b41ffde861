import * as v from 'valibot';
import {
  describePath,
  fail,
  fieldOf,
  isWords,
  ok,
  type Result,
  type RuleError,
  type Text,
  type Words,
  words,
} from '../rules';

import { Snapshot2Schema } from './format2/snapshot2Schema';
import { SNAPSHOT_FORMAT_2, type Snapshot, SnapshotSchema } from './schema';
import { issueWords } from './schemaWords';

/** A snapshot's first problem: the field that holds it and the reason. */
export interface SnapshotError {
  /** Dotted path of the field at fault, e.g. "pieces.galicia.red"; empty for the whole file. */
  readonly field: string;
  /** Why, in words. */
  readonly reason: Text;
}

/**
 * Validates untrusted JSON as a board snapshot of either format, by its `format` field (anything but
 * format 2 is read, and refused, as format 1 is). Never throws: the first problem comes back as a
 * refusal ('snapshot/invalid') whose message names the field and the reason in one line, the two
 * kept apart in its details (see `snapshotErrorOf`) for a screen that words them its own way.
 */
export function parseSnapshot(input: unknown): Result<Snapshot> {
  if (fieldOf(input, 'format') === SNAPSHOT_FORMAT_2) {
    const result = v.safeParse(Snapshot2Schema, input, { abortEarly: true });
    return result.success ? ok(result.output) : refusal(result.issues);
  }
  const result = v.safeParse(SnapshotSchema, input, { abortEarly: true });
  return result.success ? ok(result.output) : refusal(result.issues);
}

function refusal([issue]: readonly [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): Result<Snapshot> {
  const problem = {
    field: describePath(issue.path?.map((item) => item.key) ?? []),
    reason: issueWords(issue),
  };
  return fail('snapshot/invalid', formatSnapshotError(problem), undefined, { ...problem });
}

/** The field and the reason of a snapshot's refusal; the whole message as the reason for any other. */
export function snapshotErrorOf(error: RuleError): SnapshotError {
  const field = error.details?.field;
  const reason = error.details?.reason;
  return typeof field === 'string' && (typeof reason === 'string' || isWords(reason))
    ? { field, reason }
    : { field: '', reason: error.message };
}

/** One line naming the field and the reason: "pieces.galicia.red: 31 caballeros is impossible: …". */
export function formatSnapshotError({ field, reason }: SnapshotError): Words {
  return field ? words('snapshot.problem', { field, reason }) : words('snapshot.problem.whole', { reason });
}
