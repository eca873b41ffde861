import type { AbilityUse, ModifierAbility, ModifierCard, ModifierValue } from '../modules/power-shift/state';
import type { GameAreaId, GameRegionId, KingArea, RegionId } from './areaIds';
import type { DiscsCorrection } from './commands';
import type { DescribedCard } from './describedCards';
import { type ActionField, optional } from './fields';
import type { TextKind } from './limits';
import { LIMITS } from './limits';
import type { MobileScoreboardId } from './mobileScoreboards';
import { ROLE_IDS, type RoleId } from './modules';
import type { PowerCardValue } from './powerCards';
import type { Giving, Move, SpecialAction } from './specialActions';
import type { OfferSlotId, PlayerId } from './types';

/**
 * The shapes a command's fields take beyond a special action's, as plain data: the record schema
 * (src/record) turns each into its checks. `words` name the field in a refusal.
 */
export type CommandOnlyField =
  /** A colour id as a record writes it (lower case letters, digits and hyphens). */
  | { readonly type: 'player-id'; readonly optional?: true }
  /** An offer slot: a stack's number, or "2+3" for stacks 2 and 3 shuffled together. */
  | { readonly type: 'slot'; readonly optional?: true }
  /** A card's value as printed (Intrigue & the King), a whole number from 1 to `max`. */
  | { readonly type: 'card-value'; readonly max: number; readonly optional?: true }
  /** Exactly `size` card values, each a whole number from 1 to `max`. */
  | { readonly type: 'card-values'; readonly size: number; readonly max: number; readonly optional?: true }
  /** One card's id, e.g. "colonies-7/3". */
  | { readonly type: 'card-id'; readonly max: number; readonly optional?: true }
  /** A card id per offer slot, e.g. {"1": "classic/veto"}. */
  | { readonly type: 'card-ids'; readonly words: string; readonly max: number; readonly optional?: true }
  /** Region cards of the nine, at most `max`; `tooMany` is the refusal's message key past that. */
  | { readonly type: 'region-cards'; readonly max: number; readonly tooMany: string; readonly optional?: true }
  /** One of the nine regions per colour, e.g. a secret disk each. */
  | { readonly type: 'player-disks'; readonly words: string; readonly optional?: true }
  /** A Power Shift modifier card: its number and, on some, an ability. */
  | { readonly type: 'modifier-card'; readonly optional?: true }
  /** A hand of exactly `size` Power Shift modifier cards. */
  | { readonly type: 'modifier-hand'; readonly size: number; readonly optional?: true }
  /** How a modifier card's ability is used. */
  | { readonly type: 'ability-use'; readonly optional?: true }
  /** Who stands on these special spaces once the command is done, by space (null: left free). */
  | { readonly type: 'role-holders'; readonly roles: readonly RoleId[]; readonly optional?: true }
  /** A special action: its kind picks the fields it has. */
  | { readonly type: 'special-action'; readonly optional?: true }
  /** A text the table typed, held to its kind's bounds. */
  | { readonly type: 'typed-text'; readonly kind: TextKind; readonly optional?: true }
  /** A whole number per colour, up to `max`. */
  | { readonly type: 'player-counts'; readonly words: string; readonly max: number; readonly optional?: true }
  /** Yes or no. */
  | { readonly type: 'flag'; readonly optional?: true }
  /** A card the texts do not print, as the table describes it. */
  | { readonly type: 'described-card'; readonly optional?: true }
  /** Caballeros per colour, per area; `each` names one count. */
  | { readonly type: 'area-player-counts'; readonly words: string; readonly each: string; readonly optional?: true }
  /** Gold and Wares discs as the table shows them: those lying, and those carried by area and colour. */
  | { readonly type: 'discs'; readonly optional?: true };

/** Any shape a command's field takes. */
export type CommandField = ActionField | CommandOnlyField;

/** What each shape holds once checked: the type of the command's field it may stand for. */
interface FieldValues {
  readonly 'area-counts': Readonly<Partial<Record<GameAreaId, number>>>;
  readonly 'region-counts': Readonly<Partial<Record<GameRegionId, number>>>;
  readonly 'player-regions': Readonly<Record<string, GameRegionId>>;
  readonly 'player-givings': Readonly<Record<string, Giving>>;
  readonly moves: readonly Move[];
  readonly area: GameAreaId;
  readonly region: GameRegionId;
  readonly 'king-area': KingArea;
  readonly player: string;
  readonly 'mobile-board': MobileScoreboardId;
  readonly 'offer-slot': OfferSlotId;
  readonly 'power-value': PowerCardValue;
  readonly 'modifier-value': ModifierValue;
  readonly 'modifier-ability': ModifierAbility;
  readonly count: number;
  readonly 'player-id': PlayerId;
  readonly slot: OfferSlotId;
  readonly 'card-id': string;
  readonly 'card-value': number;
  readonly 'card-values': readonly number[];
  readonly 'card-ids': Readonly<Partial<Record<OfferSlotId, string>>>;
  readonly 'region-cards': readonly RegionId[];
  readonly 'player-disks': Readonly<Record<PlayerId, RegionId>>;
  readonly 'modifier-card': ModifierCard;
  readonly 'modifier-hand': readonly ModifierCard[];
  readonly 'ability-use': AbilityUse;
  readonly 'role-holders': Readonly<Partial<Record<RoleId, PlayerId | null>>>;
  readonly 'special-action': SpecialAction;
  readonly 'typed-text': string;
  readonly 'player-counts': Readonly<Record<PlayerId, number>>;
  readonly flag: boolean;
  readonly 'described-card': DescribedCard;
  readonly 'area-player-counts': Readonly<Partial<Record<GameAreaId, Readonly<Record<PlayerId, number>>>>>;
  readonly discs: DiscsCorrection;
}

/** The shapes whose checked value fits a field of type T. */
type FieldFitting<T> = Extract<
  CommandField,
  { readonly type: { [S in keyof FieldValues]: FieldValues[S] extends T ? S : never }[keyof FieldValues] }
>;

type FieldName<C> = Exclude<keyof C, 'type'>;

/**
 * A command's fields: every field of its type but `type`, each with a shape whose checked value fits
 * it, marked optional exactly when the command's field is; so the record's checks cannot drift from
 * the command's type.
 */
export type CommandFields<C> = {
  readonly [F in FieldName<C>]-?: {} extends Pick<C, F>
    ? FieldFitting<Exclude<C[F], undefined>> & { readonly optional: true }
    : FieldFitting<C[F]> & { readonly optional?: never };
};

/** The command-only field shapes, with the bounds a record's entries are held to. */
export const commandField = {
  playerId: () => ({ type: 'player-id' }) as const,
  slot: () => ({ type: 'slot' }) as const,
  cardId: () => ({ type: 'card-id', max: LIMITS.cardId }) as const,
  cardValue: (max: number) => ({ type: 'card-value', max }) as const,
  cardValues: (size: number, max: number) => ({ type: 'card-values', size, max }) as const,
  cardIds: (words: string) => ({ type: 'card-ids', words, max: LIMITS.cardId }) as const,
  regionCards: (max: number, tooMany: string) => ({ type: 'region-cards', max, tooMany }) as const,
  playerDisks: (words: string) => ({ type: 'player-disks', words }) as const,
  modifierCard: () => ({ type: 'modifier-card' }) as const,
  modifierHand: (size: number) => ({ type: 'modifier-hand', size }) as const,
  abilityUse: () => ({ type: 'ability-use' }) as const,
  roleHolders: (roles: readonly RoleId[]) => ({ type: 'role-holders', roles }) as const,
  specialAction: () => ({ type: 'special-action' }) as const,
  typedText: (kind: TextKind) => ({ type: 'typed-text', kind }) as const,
  playerCounts: (words: string, max: number = LIMITS.caballeros) => ({ type: 'player-counts', words, max }) as const,
  areaPlayerCounts: (words: string, each: string) => ({ type: 'area-player-counts', words, each }) as const,
  flag: () => ({ type: 'flag' }) as const,
  describedCard: () => ({ type: 'described-card' }) as const,
  discs: () => ({ type: 'discs' }) as const,
} satisfies Record<string, (...args: never[]) => CommandOnlyField>;

/**
 * The fields of a command that moves caballeros where a module keeps who stands where: who stands on
 * the special spaces and on the Limit table once it is done, given where the rules leave a choice.
 */
export const settledFields = () => ({
  spaces: optional(commandField.roleHolders(ROLE_IDS)),
  onLimitTable: optional(commandField.playerCounts('caballeros on the Limit table')),
});
