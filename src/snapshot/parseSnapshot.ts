import * as v from 'valibot';


import { describePath } from '../rules';
import { SnapshotSchema, type Snapshot } from './schema';

export interface SnapshotError {
  /** Dotted path of the field at fault, e.g. "pieces.galicia.red"; empty for the whole file. */
  readonly field: string;
  readonly reason: string;
}

export type ParseSnapshotResult = { readonly ok: true; readonly snapshot: Snapshot } | { readonly ok: false; readonly error: SnapshotError };

/**
 * Validates untrusted JSON as a board snapshot. Never throws: the first problem comes back
 * with the field that holds it and a reason a player can act on.
 */
export function parseSnapshot(input: unknown): ParseSnapshotResult {
  const result = v.safeParse(SnapshotSchema, input, { abortEarly: true });
  if (result.success) return { ok: true, snapshot: result.output };
  const [issue] = result.issues;
  return { ok: false, error: { field: describePath(issue.path?.map((item) => item.key) ?? []), reason: issue.message } };
}

/** One line naming the field and the reason: "pieces.galicia.red: 31 caballeros is impossible: …". */
export function formatSnapshotError({ field, reason }: SnapshotError): string {
  return field ? `${field}: ${reason}` : `snapshot: ${reason}`;
}
