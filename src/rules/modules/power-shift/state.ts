import type { RegionId } from '../../state/areaIds';
import type { ParticipantId } from '../../state/scoringRequest';
import { type Text, type Words, words } from '../../state/words';

/** The numbers a Power Shift modifier card adds to or takes from a power card (2023, “Power Shift”). */
export const MODIFIER_VALUES = [-2, -1, 1, 2] as const;
export type ModifierValue = (typeof MODIFIER_VALUES)[number];

/**
 * The abilities a modifier card may carry, as far as the 2023 text shows them: one of your own
 * caballeros from the provinces into your court, or any one Grande moved.
 */
export const MODIFIER_ABILITIES = ['provinces-to-court', 'move-grande'] as const;
export type ModifierAbility = (typeof MODIFIER_ABILITIES)[number];

/**
 * One modifier card as the table reads it off its face. The texts do not list the 16 cards, so the
 * table enters what each card shows; two cards showing the same are the same to the rules.
 */
export interface ModifierCard {
  readonly value: ModifierValue;
  readonly ability?: ModifierAbility;
}

/** How many modifier cards each player holds once the pass is over. */
export const MODIFIER_HAND_SIZE = 3;

/** A played modifier's ability as used at the start of its player's turn. */
export type AbilityUse =
  | { readonly kind: 'provinces-to-court' }
  | { readonly kind: 'move-grande'; readonly grande: string; readonly to: RegionId };

/** Whether two entries name the same card face. */
export const sameModifier = (a: ModifierCard, b: ModifierCard): boolean =>
  a.value === b.value && a.ability === b.ability;

/** A card in the reader's language: "+1", "−2 (move any one Grande)". */
export function modifierCardWords(card: ModifierCard): Text {
  const sign = card.value > 0 ? `+${card.value}` : `−${-card.value}`;
  return card.ability ? words('modifier.withAbility', { value: sign, ability: abilityWords(card.ability) }) : sign;
}

/** An ability in the reader's language. */
export const abilityWords = (ability: ModifierAbility): Words => words(`modifier.ability.${ability}`);

/** An ability in a few words, for a short button. */
export const abilityShortWords = (ability: ModifierAbility): Words => words(`modifier.abilityShort.${ability}`);

/** An ability as a choice names it, in the reader's language: its few words, then all of it. */
export const abilityChoiceTextWords = (ability: ModifierAbility): Words =>
  words('modifier.abilityChoice', { short: abilityShortWords(ability), ability: abilityWords(ability) });

/** A modifier card played with a power card: in which round, and whether its ability was used. */
export interface PlayedModifier {
  readonly card: ModifierCard;
  readonly round: number;
  readonly abilityUsed: boolean;
}

/** Power Shift (2023): each player's modifier cards in hand, the last one played, and the discards. */
export interface PowerShiftState {
  /** A player's hand once entered; a player missing here has not entered theirs yet. */
  readonly hands: Readonly<Partial<Record<ParticipantId, readonly ModifierCard[]>>>;
  /** The modifier each player played last; it changes this round's total only when played this round. */
  readonly played: Readonly<Partial<Record<ParticipantId, PlayedModifier>>>;
  /** Modifiers played and not taken back to hand (the one played this round included). */
  readonly discards: Readonly<Partial<Record<ParticipantId, readonly ModifierCard[]>>>;
}

/** What Power Shift keeps in a game's module state. */
export interface PowerShiftSlice {
  /** The modifier cards; absent until the module is set up. */
  readonly powerShift?: PowerShiftState;
}
