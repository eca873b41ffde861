import { fail, ok, type Result, type RuleError, type Text } from '../rules';

/**
 * What an action that gives nothing back came to: done, or refused with the reason (then nothing
 * changed). The engine's own result shape, with no value.
 */
export type Done = Result<void>;

/** A refusal, as every result outside the engine carries it. */
export type Refused = { readonly ok: false; readonly error: RuleError };

export const done = (): Done => ok(undefined);

export const refuse = (code: string, message: Text): Refused => fail(code, message);
