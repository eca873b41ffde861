import { keptFromOthers, reseatsIn, roomIn } from '../../play/index';
import { CASTILLO, type GameAreaId, type GameRegionId } from '../../state/areaIds';
import type { Move } from '../../state/specialActions';
import { countIn, tableAreas } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import { type Words, words } from '../../state/words';
import { lowerMoveLimits, type MoveLimits, staysNextDoor } from '../effects/_lib/applyMoves';
import { movableOwners, moveSources, moveTargets } from '../effects/_lib/boardChoices';
import type { FartherMovesGuide, MoveSourceGuide, MovesGuide } from './types';

/** Most caballeros in all under these limits: the total, or own and others' added up. */
const maxTotalOf = (limits: MoveLimits): number | undefined =>
  limits.total ?? (limits.own !== undefined && limits.foreign !== undefined ? limits.own + limits.foreign : undefined);

/** Both numbers of a card whose number is lowered for moves going further than next door, in a player's words. */
function fartherWords(full: MoveLimits, lower: MoveLimits, castillo: boolean): Words {
  // The Castillo is next door only for caballeros that may enter it (never the Church's black ones).
  const near = castillo ? 'castillo' : 'regions';
  const keepBack = lower.allOwnFromOne?.keepBack ?? 0;
  if (full.allOwnFromOne) return words('cards.farther.allOwn', { near, keepBack });
  const low = maxTotalOf(lower) ?? 0;
  if (full.total === undefined && full.own !== undefined && full.foreign !== undefined)
    return words('cards.farther.ownAndOthers', { own: full.own, foreign: full.foreign, near, low });
  return words('cards.farther.total', { max: maxTotalOf(full) ?? 0, near, low });
}

/** The lower limits of a card once a move goes further than next door, when a rule in play sets them. */
function fartherGuide(state: GameState, limits: MoveLimits, castillo: boolean): FartherMovesGuide | undefined {
  const lowered = lowerMoveLimits(state, limits);
  if (!lowered) return undefined;
  const lower = lowered.limits;
  return {
    maxTotal: maxTotalOf(lower),
    maxOwn: lower.own,
    maxForeign: lower.foreign,
    keepBack: lower.allOwnFromOne?.keepBack,
    ruleRef: lowered.ruleRef,
    words: fartherWords(limits, lower, castillo),
  };
}

/** The "moves" guide of an intrigue card with these limits (moving only these owners, when the card says so). */
export function movesGuide(
  state: GameState,
  player: PlayerId,
  limits: MoveLimits,
  only?: readonly PlayerId[],
): MovesGuide {
  const which = limits.own === 0 ? 'foreign' : limits.foreign === 0 ? 'own' : 'any';
  const owners = movableOwners(state, player, which).filter((id) => only === undefined || only.includes(id));
  const mayStay = limits.allOwnFromOne?.mayReturn ?? false;
  // Where any of these owners may end (black caballeros never the Castillo); the engine refuses the rest per owner.
  const leaving = moveSources(state, owners);
  // Areas that hold few (France's three spaces): a full one takes an arrival only when this card may empty it some.
  const room = Object.fromEntries(
    tableAreas(state).flatMap((area) => {
      const free = roomIn(state, area);
      return free === undefined ? [] : [[area, free] as const];
    }),
  );
  const shut = (area: GameAreaId) => (room[area] ?? 1) <= 0 && !leaving.some((r) => r === area);
  const everywhere = moveTargets(state).filter(
    (area) => owners.some((id) => moveTargets(state, id).includes(area)) && !shut(area),
  );
  const farther = fartherGuide(state, limits, everywhere.includes(CASTILLO));
  const ownOwners = movableOwners(state, player, 'own');
  const sources = leaving.map((region): MoveSourceGuide => {
    // A move may stay in an area where a module lets it reposition caballeros (the Colonies' Limit table, spaces).
    const targets = everywhere.filter((area) => area !== region || mayStay || reseatsIn(state, region));
    const here = owners.filter((id) => countIn(state, region, id) > 0);
    const narrower = here.flatMap((id) => {
      // Another's caballeros there that the mover may not send off the board (the Colonies' carriers) never go to the Castillo.
      const kept = !ownOwners.includes(id) && countIn(state, region, id) <= keptFromOthers(state, region, id);
      const own = targets.filter((area) => moveTargets(state, id).includes(area) && !(kept && area === CASTILLO));
      return own.length < targets.length ? [[id, own] as const] : [];
    });
    return {
      region,
      pieces: Object.fromEntries(here.map((id) => [id, countIn(state, region, id)])),
      targets,
      ...(narrower.length > 0 ? { ownerTargets: Object.fromEntries(narrower) } : {}),
      ...(farther ? { near: targets.filter((area) => staysNextDoor(state, region, area)) } : {}),
    };
  });
  const maxTotal = maxTotalOf(limits);
  return {
    kind: 'moves',
    available: sources.length > 0,
    maxTotal,
    maxOwn: limits.own,
    maxForeign: limits.foreign,
    fromOneRegion: limits.fromOneRegion === true || limits.allOwnFromOne !== undefined,
    allOwnFromOne: limits.allOwnFromOne !== undefined,
    mayStay,
    owners,
    ownOwners,
    sources,
    ...(farther ? { farther } : {}),
    ...(Object.keys(room).length > 0 ? { room } : {}),
  };
}

/** What may still move once some moves are entered: the incremental side of the moves guide. */
export interface MovesLeft {
  /** Caballeros moved so far: the taker's own, other colours', and all. */
  readonly own: number;
  readonly foreign: number;
  readonly total: number;
  /** Most caballeros in all now: the card's number, or the lower one once a move went further than next door. */
  readonly maxTotal: number | undefined;
  /** The one region every move must leave, once the first move fixed it. */
  readonly fixedSource: GameRegionId | undefined;
  /**
   * Regions something may still leave: per owner who may still move some, how many of theirs stand
   * there now (`left`) and how many of those the card still lets move (`movable`).
   */
  readonly sources: readonly {
    readonly region: GameRegionId;
    readonly left: Readonly<Record<PlayerId, number>>;
    readonly movable: Readonly<Record<PlayerId, number>>;
    readonly targets: readonly GameAreaId[];
    /** Owners who may end in fewer of `targets` (the Church's never enter the Castillo), with theirs. */
    readonly ownerTargets?: Readonly<Partial<Record<PlayerId, readonly GameAreaId[]>>>;
  }[];
}

const sum = (moves: readonly Move[], keep: (m: Move) => boolean) => moves.filter(keep).reduce((s, m) => s + m.count, 0);

/**
 * Given the moves entered so far, what the card still allows: how many of whose caballeros may
 * leave which region, within the card's limits (total, own, others') and its "one region" rule.
 *
 * @example
 * movesLeft(guide, 'red', [{ owner: 'blue', from: 'galicia', to: 'aragon', count: 2 }]).total // 2
 */
export function movesLeft(guide: MovesGuide, player: PlayerId, moves: readonly Move[]): MovesLeft {
  // The holder's black caballeros count as their own, as the engine counts them.
  const isOwn = (id: PlayerId) => id === player || (guide.ownOwners?.includes(id) ?? false);
  const own = sum(moves, (m) => isOwn(m.owner));
  const foreign = sum(moves, (m) => !isOwn(m.owner));
  const total = own + foreign;
  const fixedSource = guide.fromOneRegion ? moves[0]?.from : undefined;
  // Once a move went further than next door, the lower limits hold; before that, further moves are
  // offered only while the lower number still has room.
  const farther = guide.farther;
  // The guide's own "near" lists say what stays next door, so no table is needed here.
  const nearOf = (m: Move) => guide.sources.find((s) => s.region === m.from)?.near;
  const wentFarther = farther !== undefined && moves.some((m) => m.to !== m.from && !nearOf(m)?.includes(m.to));
  const limits = wentFarther ? farther : guide;
  const nearOnly = farther !== undefined && !wentFarther && farther.maxTotal !== undefined && total >= farther.maxTotal;
  const room = (id: PlayerId) =>
    Math.min(
      limits.maxTotal === undefined ? Number.POSITIVE_INFINITY : limits.maxTotal - total,
      isOwn(id)
        ? limits.maxOwn === undefined
          ? Number.POSITIVE_INFINITY
          : limits.maxOwn - own
        : limits.maxForeign === undefined
          ? Number.POSITIVE_INFINITY
          : limits.maxForeign - foreign,
    );
  // An area that holds few, once the moves entered arrive and leave (staying put changes nothing), is full
  // unless caballeros this card moves may yet leave it: the engine counts the card as a whole.
  const free = (area: GameAreaId) => {
    const now = guide.room?.[area];
    if (now === undefined) return undefined;
    return (
      now + sum(moves, (m) => m.from === area && m.to !== area) - sum(moves, (m) => m.to === area && m.from !== area)
    );
  };
  const mayLeave = (area: GameAreaId) =>
    guide.sources.some(
      (s) =>
        s.region === area &&
        (fixedSource === undefined || fixedSource === area) &&
        Object.entries(s.pieces).some(([id, n]) => n > sum(moves, (m) => m.from === area && m.owner === id)),
    );
  const full = (area: GameAreaId) => (free(area) ?? 1) <= 0 && !mayLeave(area);
  const sources = guide.sources
    .filter((s) => fixedSource === undefined || s.region === fixedSource)
    .map((s) => {
      const standing = Object.entries(s.pieces).map(
        ([id, n]) => [id, n - sum(moves, (m) => m.from === s.region && m.owner === id)] as const,
      );
      const open = standing.filter(([id, n]) => n > 0 && room(id) > 0);
      const targets = (nearOnly ? (s.near ?? s.targets) : s.targets).filter((a) => !full(a) || a === s.region);
      const narrower = Object.entries(s.ownerTargets ?? {}).map(
        ([id, own]) => [id, targets.filter((area) => own?.includes(area))] as const,
      );
      return {
        region: s.region,
        left: Object.fromEntries(open),
        movable: Object.fromEntries(open.map(([id, n]) => [id, Math.min(n, room(id))])),
        targets,
        ...(narrower.length > 0 ? { ownerTargets: Object.fromEntries(narrower) } : {}),
      };
    })
    .filter((s) => Object.keys(s.left).length > 0);
  return { own, foreign, total, maxTotal: limits.maxTotal, fixedSource, sources };
}
