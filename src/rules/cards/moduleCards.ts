import type { EditionId } from '../state/editionIds';
import type { ModuleId } from '../state/modules';
import type { RuleRef } from '../state/sources';
import type { CardType } from './catalog';
import type { EffectId } from './effectIds';

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
}

const OLD_HANDS = '2023/old-hands';

/**
 * Old Hands (004:858-937): four cards, each added to the stack its back shows while one random card of that
 * stack goes back in the box (004:933-937: one from stack 1, two from stack 2, one from stack 4). Which card
 * went back is unknown to the app and the 2023 stacks are kept by effect, so no base card is refused for it.
 * The garbled card texts (004:865-931) are read in docs/game-record.md, "Modules: Old Hands".
 */
const OLD_HANDS_CARDS: ModuleCards = {
  editions: ['2023'],
  cards: [
    {
      id: `${OLD_HANDS}/delegation`,
      name: 'Delegation (move all your own from one region, or 2 more from court; Old Hands)',
      stack: 1,
      effect: 'either-move-all-own-or-two-more',
      copies: 1,
    },
    {
      id: `${OLD_HANDS}/veto`,
      name: 'Veto (Old Hands)',
      stack: 2,
      effect: 'veto',
      copies: 2,
    },
    {
      id: `${OLD_HANDS}/rivalries`,
      name: 'Rivalries (score the regions picked by one secret disc only; Old Hands)',
      stack: 4,
      effect: 'score-unique-choices',
      copies: 1,
    },
  ],
  // The app first offered these two in the base 2023 list (only older base games keep them, see
  // catalog's FIRST_OFFERED_2023); with Old Hands they are entered under its own names.
  standsFor: {
    '2023/veto': `${OLD_HANDS}/veto`,
    '2023/score-unique-choices': `${OLD_HANDS}/rivalries`,
  },
};

/**
 * The Church (000, "The Church"): one card alone in a sixth pile, like the King's card in the fifth: face up
 * every round, placing 3.
 */
const CHURCH_CARDS: ModuleCards = {
  editions: ['classic', 'bigbox'],
  cards: [
    {
      id: 'classic/church-card',
      name: 'The Church card',
      stack: 6,
      effect: 'church-card',
      copies: 1,
      places: 3,
      everyRound: true,
    },
  ],
  standsFor: {},
};

const NEW_REGENCY = '2023/new-regency';
const regencyRef = (name: string): RuleRef => ({ source: '004', section: `Explanations of Special cards: ${name}` });
/** The explanations' headings where they are not the slug with a capital. */
const REF_NAMES: Readonly<Record<string, string>> = {
  'stand-in': 'Stand-in',
  'civil-war': 'Civil War',
  'adopted-home': 'Adopted home',
};
const regency = (slug: string, name: string, effect: EffectId): CardType => ({
  id: `${NEW_REGENCY}/${slug}`,
  name: `${name} (New Regency)`,
  stack: 5,
  effect,
  copies: undefined,
  ref: regencyRef(REF_NAMES[slug] ?? slug[0]?.toUpperCase() + slug.slice(1)),
});

/**
 * New Regency (004:814-821): its 10 cards are the 5th stack, turned over and discarded like the others, and
 * the King's card goes back in the box. The text lost the symbols that mark its cards, so the list is read:
 * the cards the explanations give that move the King or bend his rules and that the base list does not hold,
 * then the other cards explained beside them whose stack is not known (004:1186-1425), so a table enters what
 * its card shows. How many copies of each the 10 hold is unknown ("Modules: New Regency" in docs/game-record.md).
 */
const NEW_REGENCY_CARDS: ModuleCards = {
  editions: ['2023'],
  cards: [
    regency('exile', 'Exile (move the King to France or Portugal)', 'exile'),
    regency('entourage', 'Entourage (move the King; 2 caballeros go with him)', 'entourage'),
    regency('competition', 'Competition (move the King; the Grandes there go into the Castillo)', 'competition'),
    regency('chalet', 'Chalet (move the King to the region with the fewest caballeros)', 'chalet'),
    regency('rebellion', 'Rebellion (the King beside the Castillo)', 'rebellion'),
    regency('infiltration', 'Infiltration (place in the King’s region this turn)', 'infiltration'),
    regency('stand-in', 'Stand-in (swap the King with a Grande)', 'stand-in'),
    // Explained beside them, but which stack they belong to is lost: offered on stack 5 as well.
    regency('militia', 'Militia (2 from your court into any regions)', 'militia'),
    regency('civil-war', 'Civil War (opponents return all from one region, secret disc)', 'disk-return-all'),
    regency('revelation', 'Revelation (score the Castillo)', 'score-castillo'),
    regency('empowerment', 'Empowerment (return a power card to your hand)', 'power-card-return'),
    regency('adopted-home', 'Adopted home (move your Grande)', 'grande'),
  ],
  standsFor: {},
  removes: ['2023/your-majesty'],
};

/** The modules that bring action cards, with their cards. */
export const MODULE_CARDS: Readonly<Partial<Record<ModuleId, ModuleCards>>> = {
  church: CHURCH_CARDS,
  'old-hands': OLD_HANDS_CARDS,
  'new-regency': NEW_REGENCY_CARDS,
};
