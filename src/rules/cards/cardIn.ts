import { DESCRIBED_DECKS, type DescribedCard } from '../state/describedCards';
import { keysOf } from '../state/records';
import type { GameState } from '../state/types';
import { type CardType, findCard } from './catalog';
import type { EffectId } from './effectIds';
import { EFFECTS } from './effects/index';

/** The effect a described card names, if the engine has it. */
const effectNamed = (id: string): EffectId | undefined => keysOf(EFFECTS).find((e) => e === id);

/** A described card as the engine plays it: its stack, its number to place, its action's effect. */
export function describedCardType(card: DescribedCard): CardType | undefined {
  const effect = effectNamed(card.effect);
  const deck = Object.entries(DESCRIBED_DECKS).find(([id]) => card.id.startsWith(`${id}/`))?.[1];
  if (!effect || !deck) return undefined;
  return {
    id: card.id,
    name: card.name,
    stack: deck.stack,
    effect,
    // Each card of a described deck is turned over once in a game.
    copies: 1,
    places: card.places,
    described: card,
  };
}

/** A card on this table by id: one the table described in this game, or one of the edition's or its modules'. */
export function cardIn(state: Pick<GameState, 'setup' | 'modules'>, id: string): CardType | undefined {
  const described = state.modules?.described?.[id];
  return described ? describedCardType(described) : findCard(state.setup.edition, id);
}
