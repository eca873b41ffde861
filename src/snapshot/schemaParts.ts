import * as v from 'valibot';

import { describeValue, MAX_PLAYERS, MIN_PLAYERS, RULE_OPTIONS } from '../rules';

/** Ids and names that plain JavaScript objects reserve; a record would silently drop or confuse them. */
export const RESERVED_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/** A player or neutral id: a lower-case letter, then up to 15 lower-case letters, digits or hyphens. */
export const participantId = v.pipe(
  v.string((i) => `${describeValue(i.input)} is not an id: ids are text`),
  v.check(
    (id) => !RESERVED_KEYS.includes(id),
    (i) => `${describeValue(i.input)} is a reserved word and cannot be used as an id`,
  ),
  v.regex(
    /^[a-z][a-z0-9-]{0,15}$/,
    (i) =>
      `${describeValue(i.input)} is not a valid id: start with a lower-case letter, then up to 15 lower-case letters, digits or hyphens`,
  ),
);

export const isPlainObject = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x);
export const notAnObject = (i: v.BaseIssue<unknown>) =>
  `must be an object, not ${Array.isArray(i.input) ? 'a list' : describeValue(i.input)}`;

/** A fixed set of fields: a missing required one "is required", an extra one is an "unknown field". */
export const fields = <T extends v.ObjectEntries>(entries: T) =>
  v.strictObject(entries, (i) => {
    const key = i.path?.[i.path.length - 1]?.key;
    if (i.expected === 'never') return `unknown field ${describeValue(key)}`;
    return key !== undefined && i.received === 'undefined' ? 'is required' : notAnObject(i);
  });
/** The same, refusing a list (which valibot's objects would otherwise take). */
export const object = <T extends v.ObjectEntries>(entries: T) =>
  v.pipe(v.unknown(), v.check(isPlainObject, notAnObject), fields(entries));
/** Free keys (ids or areas) to values. */
export const record = <K extends v.GenericSchema<string, string>, V extends v.GenericSchema>(key: K, value: V) =>
  v.pipe(v.unknown(), v.check(isPlainObject, notAnObject), v.record(key, value, notAnObject));

/** 2 to 5 player ids, clockwise. */
export const players = v.pipe(
  v.array(participantId, 'must be a list of player ids'),
  v.minLength(
    MIN_PLAYERS,
    (i) => `${i.input.length} player(s) is too few: El Grande needs ${MIN_PLAYERS} to ${MAX_PLAYERS}`,
  ),
  v.maxLength(
    MAX_PLAYERS,
    (i) => `${i.input.length} players is too many: El Grande takes ${MIN_PLAYERS} to ${MAX_PLAYERS}`,
  ),
);

const TIE_RULES = RULE_OPTIONS.tie.choices.map((c) => c.value);
/** How ties are scored (`rules.tie`). */
export const tieRule = v.picklist(
  TIE_RULES,
  (i) => `${describeValue(i.input)} is not a tie rule: use ${TIE_RULES.join(' or ')}`,
);
