import { churchCards } from '../modules/church/cards';
import { coloniesCards } from '../modules/grand-inquisitor-colonies/cards';
import { intrigueCards } from '../modules/intrigue-king/cards';
import { newRegencyCards } from '../modules/new-regency/cards';
import { oldHandsCards } from '../modules/old-hands/cards';
import type { DescribedDeckId } from '../state/describedCards';
import type { EditionId } from '../state/editionIds';
import type { ModuleId } from '../state/modules';
import type { CardType } from './catalog';

/**
 * The action cards a module shuffles into its edition's stacks. `standsFor` names the base-list entries that
 * are really one of these cards (the base list kept them by effect): while the module is played they are
 * entered under the module's id only, so one card never has two names on one table.
 */
export interface ModuleCards {
  /** The editions whose stacks take them (Big Box plays the classic cards). */
  readonly editions: readonly EditionId[];
  readonly cards: readonly CardType[];
  /** Base card id → the module card it is while the module is played. */
  readonly standsFor: Readonly<Record<string, string>>;
  /** Base cards that go back in the box while the module is played. */
  readonly removes?: readonly string[];
  /** A pile of cards the texts do not print, described by the table the first time each is turned over. */
  readonly describedDeck?: DescribedDeckId;
  /**
   * Its cards replace the edition's power and action cards (Intrigue & the King): no stacks 1 to 5 lie on
   * the table, only the piles other modules lay (the Colonies' in The King & the Colonies).
   */
  readonly replacesStacks?: true;
  /**
   * Effects only that pile's cards may have, besides those of the edition's stacks 1 to 4, each with
   * the most cards that may have it where the texts say (the Colonies: three move the Limit table).
   */
  readonly describedEffects?: Readonly<Record<string, number | undefined>>;
  /**
   * The effects a note of the texts leaves a card of that deck, by card id: a description naming another is
   * refused (Intrigue & the King: card 93 is Quarantine).
   */
  readonly describedNotes?: Readonly<Record<string, readonly string[]>>;
  /**
   * Effects of the base stacks no described card may have in a game with this module (Intrigue & the King
   * has no power cards for "take a power card back" to return).
   */
  readonly describedWithout?: readonly string[];
}

/** The modules that bring action cards, with their cards. */
export const MODULE_CARDS: Readonly<Partial<Record<ModuleId, ModuleCards>>> = {
  church: churchCards,
  'old-hands': oldHandsCards,
  'new-regency': newRegencyCards,
  'grand-inquisitor-colonies': coloniesCards,
  'intrigue-king': intrigueCards,
};
