import type { AreaId, RegionId } from '../../state/areaIds';
import type { Move } from '../../state/specialActions';
import { countIn } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import type { MoveLimits } from '../effects/_lib/applyMoves';
import { movableOwners, moveSources, moveTargets } from '../effects/_lib/boardChoices';
import type { MoveSourceGuide, MovesGuide } from './types';

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
  const everywhere = moveTargets(state).filter((area) => owners.some((id) => moveTargets(state, id).includes(area)));
  const sources = moveSources(state, owners).map(
    (region): MoveSourceGuide => ({
      region,
      pieces: Object.fromEntries(
        owners.filter((id) => countIn(state, region, id) > 0).map((id) => [id, countIn(state, region, id)]),
      ),
      targets: everywhere.filter((area) => area !== region || mayStay),
    }),
  );
  const maxTotal =
    limits.total ??
    (limits.own !== undefined && limits.foreign !== undefined ? limits.own + limits.foreign : undefined);
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
    sources,
  };
}

/** What may still move once some moves are entered: the incremental side of the moves guide. */
export interface MovesLeft {
  /** Caballeros moved so far: the taker's own, other colours', and all. */
  readonly own: number;
  readonly foreign: number;
  readonly total: number;
  /** The one region every move must leave, once the first move fixed it. */
  readonly fixedSource: RegionId | undefined;
  /**
   * Regions something may still leave: per owner who may still move some, how many of theirs stand
   * there now (`left`) and how many of those the card still lets move (`movable`).
   */
  readonly sources: readonly {
    readonly region: RegionId;
    readonly left: Readonly<Record<PlayerId, number>>;
    readonly movable: Readonly<Record<PlayerId, number>>;
    readonly targets: readonly AreaId[];
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
  const own = sum(moves, (m) => m.owner === player);
  const foreign = sum(moves, (m) => m.owner !== player);
  const total = own + foreign;
  const fixedSource = guide.fromOneRegion ? moves[0]?.from : undefined;
  const room = (id: PlayerId) =>
    Math.min(
      guide.maxTotal === undefined ? Number.POSITIVE_INFINITY : guide.maxTotal - total,
      id === player
        ? guide.maxOwn === undefined
          ? Number.POSITIVE_INFINITY
          : guide.maxOwn - own
        : guide.maxForeign === undefined
          ? Number.POSITIVE_INFINITY
          : guide.maxForeign - foreign,
    );
  const sources = guide.sources
    .filter((s) => fixedSource === undefined || s.region === fixedSource)
    .map((s) => {
      const standing = Object.entries(s.pieces).map(
        ([id, n]) => [id, n - sum(moves, (m) => m.from === s.region && m.owner === id)] as const,
      );
      const open = standing.filter(([id, n]) => n > 0 && room(id) > 0);
      return {
        region: s.region,
        left: Object.fromEntries(open),
        movable: Object.fromEntries(open.map(([id, n]) => [id, Math.min(n, room(id))])),
        targets: s.targets,
      };
    })
    .filter((s) => Object.keys(s.left).length > 0);
  return { own, foreign, total, fixedSource, sources };
}
