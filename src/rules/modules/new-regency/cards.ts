import type { CardType } from '../../cards/catalog';
import type { EffectId } from '../../cards/effectIds';
import type { ModuleCards } from '../../cards/moduleCards';
import type { RuleRef } from '../../state/sources';

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
export const newRegencyCards: ModuleCards = {
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
