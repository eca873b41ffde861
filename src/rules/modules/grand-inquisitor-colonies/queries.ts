import { describableEffects } from '../../flow/describeCard';
import type { GameAreaId } from '../../state/areaIds';
import type { GameState, PlayerId } from '../../state/types';
import { claimersOf } from './play/claims';
import { carriedBy, DISC_KINDS, discsOf } from './play/discs';
import { sailableFrom, sailingTargets, sailorsOf } from './play/sailing';
import type { DiscCounts, DiscKind, SailingArea } from './state';

/** One sailing a player may make now: whose caballeros, from where, how many at most, and where to. */
export interface SailingChoice {
  readonly owner: PlayerId;
  readonly from: SailingArea;
  readonly most: number;
  readonly targets: readonly GameAreaId[];
  /** The Gold and Wares discs these caballeros carry there: a move may say how many of its caballeros carry them. */
  readonly carried: DiscCounts;
}

const SAILING_AREAS: readonly SailingArea[] = ['ship', 'america', 'mediterranean'];

/**
 * What this player may sail now (Ship): their own caballeros, and the Grand Inquisitor's while they hold
 * him, that stood on the Ship or in a colony as the turn began and have not sailed since.
 */
export function sailingChoices(state: GameState, player: PlayerId): readonly SailingChoice[] {
  return SAILING_AREAS.flatMap((from) =>
    sailorsOf(state, player).flatMap((owner) => {
      const most = sailableFrom(state, from, owner);
      return most > 0
        ? [{ owner, from, most, targets: sailingTargets(state, from), carried: carriedBy(state, from, owner) }]
        : [];
    }),
  );
}

/** One claim a player may make now: a kind of disc, whose caballeros take it, and how many at most. */
export interface ClaimChoice {
  readonly kind: DiscKind;
  readonly owner: PlayerId;
  readonly most: number;
  /** One more may claim if the Viceroy resigns his space (Gold only, the Viceroy's owner). */
  readonly viceroyMay: boolean;
}

/** What this player may claim now (Gold and Wares): discs lying where their caballeros carry none. */
export function claimChoices(state: GameState, player: PlayerId): readonly ClaimChoice[] {
  const { lying } = discsOf(state);
  return DISC_KINDS.flatMap((kind) =>
    sailorsOf(state, player).flatMap((owner) => {
      const most = Math.min(lying[kind], claimersOf(state, kind, owner));
      const resigning = Math.min(lying[kind], claimersOf(state, kind, owner, true));
      return resigning > 0 ? [{ kind, owner, most, viceroyMay: resigning > most }] : [];
    }),
  );
}

/** The effects a table may give a card it describes on this table (the screen's list). */
export const describedCardEffects = (state: GameState): readonly string[] => describableEffects(state.setup);

/** Where the rules of the free steps are written, for the screens' citations. */
export {
  DISCS_REF as CLAIMS_REF,
  PREPARATION_REF as COLONIES_PREPARATION_REF,
  SHIP_REF as SAILING_REF,
} from './play/refs';
export { type LimitTableChoice, type LimitTableOption, limitTableChoices } from './queries/limitTable';

/** The Gold and Wares discs this id's caballeros carry in an area (a move may say how many of its caballeros carry them). */
export const carriedDiscs = (state: GameState, area: GameAreaId, id: PlayerId): DiscCounts =>
  carriedBy(state, area, id);
