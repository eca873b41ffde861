import type { RuleRef } from './sources';
import type { Text } from './words';

/**
 * A refused command, as a value: a namespaced code ('placement/not-next-to-king'), a message
 * a player understands, where the rule is written, and the facts behind it.
 */
export interface RuleError {
  readonly code: string;
  readonly message: Text;
  readonly ruleRef?: RuleRef;
  readonly details?: Readonly<Record<string, unknown>>;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: RuleError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

export function fail(
  code: string,
  message: Text,
  ruleRef?: RuleRef,
  details?: Record<string, unknown>,
): { ok: false; error: RuleError } {
  return { ok: false, error: { code, message, ...(ruleRef ? { ruleRef } : {}), ...(details ? { details } : {}) } };
}
