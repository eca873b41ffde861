import * as v from 'valibot';

import { listOf, MAX_PLAYERS, MIN_PLAYERS, RULE_OPTIONS, words } from '../rules';
import { fewEnoughIds, tooManyIds } from './listBounds';
import { says, valueWords } from './schemaWords';

/** Ids and names that plain JavaScript objects reserve; a record would silently drop or confuse them. */
export const RESERVED_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** A player or neutral id: a lower-case letter, then up to 15 lower-case letters, digits or hyphens. */
export const participantId = v.pipe(
  v.string((i) => says('snapshot.id.notText', { value: valueWords(i.input) })),
  v.check(
    (id) => !RESERVED_KEYS.includes(id),
    (i) => says('snapshot.id.reserved', { value: valueWords(i.input) }),
  ),
  v.regex(/^[a-z][a-z0-9-]{0,15}$/, (i) => says('snapshot.id.invalid', { value: valueWords(i.input) })),
);

export const isPlainObject = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x);
export const notAnObject = (i: v.BaseIssue<unknown>) =>
  says('snapshot.notAnObject', { value: Array.isArray(i.input) ? words('value.list') : valueWords(i.input) });

/** A fixed set of fields: a missing required one "is required", an extra one is an "unknown field". */
export const fields = <T extends v.ObjectEntries>(entries: T) =>
  v.strictObject(entries, (i) => {
    const key = i.path?.[i.path.length - 1]?.key;
    if (i.expected === 'never') return says('snapshot.unknownField', { field: valueWords(key) });
    return key !== undefined && i.received === 'undefined' ? says('snapshot.required') : notAnObject(i);
  });
/** The same, refusing a list (which valibot's objects would otherwise take). */
export const object = <T extends v.ObjectEntries>(entries: T) =>
  v.pipe(v.unknown(), v.check(isPlainObject, notAnObject), fields(entries));
/** Free keys (ids or areas) to values. */
export const record = <K extends v.GenericSchema<string, string>, V extends v.GenericSchema>(key: K, value: V) =>
  v.pipe(v.unknown(), v.check(isPlainObject, notAnObject), v.record(key, value, notAnObject));
/** Player or neutral ids to values: no more ids than a table can seat. */
export const idRecord = <V extends v.GenericSchema>(value: V) =>
  v.pipe(
    v.unknown(),
    v.check(isPlainObject, notAnObject),
    v.check(fewEnoughIds, tooManyIds),
    v.record(participantId, value, notAnObject),
  );

/** 2 to 5 player ids, clockwise. */
export const players = v.pipe(
  v.array(participantId, says('snapshot.players.notAList')),
  v.minLength(MIN_PLAYERS, (i) =>
    says('snapshot.players.tooFew', { count: i.input.length, min: MIN_PLAYERS, max: MAX_PLAYERS }),
  ),
  v.maxLength(MAX_PLAYERS, (i) =>
    says('snapshot.players.tooMany', { count: i.input.length, min: MIN_PLAYERS, max: MAX_PLAYERS }),
  ),
);

const TIE_RULES = RULE_OPTIONS.tie.choices.map((c) => c.value);
/** How ties are scored (`rules.tie`). */
export const tieRule = v.picklist(TIE_RULES, (i) =>
  says('snapshot.tieRule', { value: valueWords(i.input), choices: listOf(TIE_RULES, 'or') }),
);
