import { areaWordsIn } from '../../../editions/ruleOf';
import type { Command } from '../../../state/commands';
import { valueWords } from '../../../state/quote';
import { entriesOf, isOneOf, isRecord } from '../../../state/records';
import { fail, ok, type Result } from '../../../state/result';
import { countIn, playerWords } from '../../../state/stateHelpers';
import type { GameState } from '../../../state/types';
import { type Text, words } from '../../../state/words';
import { checkCount } from '../../../table/checks';
import type { DiscCounts, DiscKind } from '../state';
import { DISC_KINDS, DISCS_IN_BOX, discsOf, withDiscs } from './discs';
import { DISCS_REF } from './refs';

/** Where a carrier may stand: the Ship, the colonies and France (the nine regions take the disc at once). */
export const CARRIER_AREAS = ['ship', 'america', 'mediterranean', 'france'] as const;

/** The special space whose holder carries no disc there: the Captain's on the Ship, the Viceroy's in America. */
const roleIn = (area: string) => (area === 'ship' ? 'captain' : area === 'america' ? 'viceroy' : undefined);

/** How many of this id's caballeros in an area may carry a disc, one each: all but the Captain or the Viceroy. */
export function mayCarry(state: GameState, area: (typeof CARRIER_AREAS)[number], id: string): number {
  const role = roleIn(area);
  return Math.max(0, countIn(state, area, id) - (role && state.modules?.roles?.[role] === id ? 1 : 0));
}

/** How the discs are written, for a refusal of their shape. */
const shapeWords = () =>
  words('refusal.correction/discs.shape', {
    example: '{"lying": {"gold": 1}, "carried": {"ship": {"red": {"wares": 1}}}}',
  });

/** A count of discs as the table gave it, or why it is not one. */
function countOf(value: unknown, kind: DiscKind, where: Text): Result<number> {
  const bad = checkCount(value, words('colonies.discs.what', { kind, where }));
  return bad ? { ok: false, error: bad.error } : ok(Number(value));
}

/** Discs of each kind as given (lying, or one id's carried in an area), each kind a whole count. */
function loadOf(value: unknown, where: Text): Result<DiscCounts> {
  if (!isRecord(value)) return fail('correction/discs', shapeWords(), DISCS_REF);
  const load: Partial<Record<DiscKind, number>> = {};
  for (const [kind, n] of entriesOf(value)) {
    if (!isOneOf(DISC_KINDS, kind))
      return fail('correction/discs', words('refusal.correction/discs.kind', { value: valueWords(kind) }), DISCS_REF);
    const read = countOf(n, kind, where);
    if (!read.ok) return read;
    if (read.value > 0) load[kind] = read.value;
  }
  return ok(load);
}

/**
 * A table correction of the Gold and Wares discs (`discs`): how many lie unclaimed, and, area by area
 * named, how many each id's caballeros carry there. Only where carriers may stand, never more than the
 * caballeros there who may carry one (the Captain and the Viceroy carry none), never more than the box.
 */
export function correctDiscs(command: Command, state: GameState): Result<GameState> {
  if (command.type !== 'table-correction' || command.discs === undefined) return ok(state);
  const given: unknown = command.discs;
  if (!isRecord(given)) return fail('correction/discs', shapeWords(), DISCS_REF);
  const was = discsOf(state);
  const lying = { ...was.lying };
  if (given.lying !== undefined) {
    const read = loadOf(given.lying, words('colonies.discs.lying'));
    if (!read.ok) return read;
    for (const kind of DISC_KINDS)
      if (isRecord(given.lying) && kind in given.lying) lying[kind] = read.value[kind] ?? 0;
  }
  const carried: Record<string, Readonly<Record<string, DiscCounts>>> = {};
  for (const [area, byId] of Object.entries(was.carried ?? {})) if (byId) carried[area] = byId;
  if (given.carried !== undefined) {
    if (!isRecord(given.carried)) return fail('correction/discs', shapeWords(), DISCS_REF);
    for (const [area, byId] of entriesOf(given.carried)) {
      if (!isOneOf(CARRIER_AREAS, area))
        return fail('correction/discs', words('refusal.correction/discs.area', { value: valueWords(area) }), DISCS_REF);
      if (!isRecord(byId)) return fail('correction/discs', shapeWords(), DISCS_REF);
      const there: Record<string, DiscCounts> = {};
      for (const [id, value] of entriesOf(byId)) {
        const place = areaWordsIn(state, area);
        const read = loadOf(value, words('colonies.discs.carriedBy', { who: playerWords(state, id), area: place }));
        if (!read.ok) return read;
        const load = DISC_KINDS.reduce((sum, kind) => sum + (read.value[kind] ?? 0), 0);
        const free = mayCarry(state, area, id);
        if (load > free)
          return fail(
            'correction/discs',
            words('refusal.correction/discs.carriers', {
              who: playerWords(state, id),
              area: place,
              count: free,
            }),
            DISCS_REF,
          );
        if (load > 0) there[id] = read.value;
      }
      if (Object.keys(there).length > 0) carried[area] = there;
      else delete carried[area];
    }
  }
  for (const kind of DISC_KINDS) {
    const held = Object.values(carried).reduce(
      (sum, byId) => sum + Object.values(byId).reduce((s, load) => s + (load[kind] ?? 0), 0),
      0,
    );
    if (lying[kind] + held > DISCS_IN_BOX[kind])
      return fail(
        'correction/discs',
        words('refusal.correction/discs.box', { kind, most: DISCS_IN_BOX[kind], count: lying[kind] + held }),
        DISCS_REF,
      );
  }
  return ok(withDiscs(state, { lying, carried }));
}
