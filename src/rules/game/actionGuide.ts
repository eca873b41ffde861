import { cardIn } from '../cards/cardIn';
import type { CardType } from '../cards/catalog';
import type { EffectId } from '../cards/effectIds';
import { effectIn } from '../cards/effects/effectIn';
import { EFFECTS } from '../cards/effects/index';
import type { ChoiceGuide } from '../cards/guides/types';
import { EDITIONS } from '../editions';
import { earlyActionChoices } from '../flow/earlyActions';
import { isStepOpen } from '../flow/turnSteps';
import type { EditionId } from '../state/editionIds';
import type { RuleRef } from '../state/sources';
import type { SpecialActionKind } from '../state/specialActions';
import type { GameState, PlayerId } from '../state/types';
import { currentCard } from './queries';
import { vetoChoices } from './tableChoices';

export { courtRegionsAllowance, regionsAllowance } from '../cards/guides/courtGuides';
export { type MovesLeft, movesLeft } from '../cards/guides/movesGuide';
export type * from '../cards/guides/types';

/** The special action of the card taken this turn, as data a screen offers without knowing any rule. */
export interface ActionGuide {
  /** The player on turn, who took the card. */
  readonly player: PlayerId;
  readonly card: Pick<CardType, 'id' | 'name' | 'stack' | 'described'>;
  readonly effect: EffectId;
  /** Where the edition in play writes this card's rule. */
  readonly ruleRef: RuleRef;
  /** The action kinds the engine accepts for this card: one, or two for the "either" intrigue. */
  readonly kinds: readonly SpecialActionKind[];
  /** What each kind needs, in the order of `kinds`. */
  readonly choices: readonly ChoiceGuide[];
  /**
   * Other players holding a Veto now, and whether one may stop this action part-way (`vetoedBy`) or only
   * before it starts.
   */
  readonly veto: { readonly holders: readonly PlayerId[]; readonly partWay: boolean };
}

/** Where an edition writes a card's rule: with the card itself, or with its effect. */
export const cardRuleRef = (edition: EditionId, card: CardType): RuleRef =>
  card.ref ?? EFFECTS[card.effect].ref ?? EDITIONS[edition].ruleRefs[card.rule ?? EFFECTS[card.effect].topic];

/**
 * What the special action of the card taken this turn asks for, so a screen offers only what the
 * engine accepts: the action kind(s), and for each the players involved, the regions, areas,
 * counts and limits that are legal on this table. Undefined when no card is taken or its special
 * action is already settled (done, skipped or vetoed).
 *
 * @example
 * const guide = actionGuide(state); // Red took "Royal adviser" with the King in Sevilla
 * guide?.kinds; // ['king']
 * guide?.choices[0]; // { kind: 'king', available: true, now: 'sevilla', targets: ['castilla-la-nueva', 'granada'] }
 *
 * With `kept`, the same for a card the player kept face up on an earlier turn, while its action may be
 * done now (the Colonies' stack 7, reading P26); with `by` too, for that card of that player, whose action
 * may be done before their turn (Intrigue & the King's 40, reading P8).
 */
export function actionGuide(state: GameState, kept?: string, by?: PlayerId): ActionGuide | undefined {
  const turn = state.turn;
  const card = kept === undefined ? currentCard(state) : cardIn(state, kept);
  const open =
    by !== undefined
      ? earlyActionChoices(state).some((c) => c.player === by && c.card === kept)
      : isStepOpen(state, kept === undefined ? 'special' : 'kept-action');
  if (!turn || !card || !open) return undefined;
  const player = by ?? turn.player;
  const choices = effectIn(state, card.effect).guide(state, player);
  return {
    player,
    card: { id: card.id, name: card.name, stack: card.stack, ...(card.described ? { described: card.described } : {}) },
    effect: card.effect,
    ruleRef: cardRuleRef(state.setup.edition, card),
    kinds: choices.map((c) => c.kind),
    choices,
    veto: vetoChoices(state),
  };
}
