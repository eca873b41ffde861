import { type DescribedCard, deckFieldsOf, effectWordsOf } from '../../src/rules';
import { exactly } from './pattern';
import type { Tapper } from './tapper';

/**
 * Fills the form a card is described on, as the table reads the card, and confirms it: its name and text,
 * its printed numbers (a pile's places and discs, a hand's court number), its effect, and whether its
 * action may wait (a pile's) or may be left (a hand's).
 */
export async function fillDescription(t: Tapper, card: DescribedCard): Promise<void> {
  const m = t.speaker.message;
  const hand = deckFieldsOf(card.id).includes('court');
  await t.type(t.page.getByLabel(m('game.describe.name'), { exact: true }), card.name, 'the card’s name');
  if (hand) await t.step(m('game.describe.court'), card.court ?? 0);
  else {
    await t.step(m('game.describe.places'), card.places);
    await t.step(m('game.describe.gold'), card.gold);
    await t.step(m('game.describe.wares'), card.wares);
  }
  await t.choose(
    t.page.getByLabel(m('game.describe.effect'), { exact: true }),
    m('game.describe.effectOption', { effect: effectWordsOf(card.effect) }),
    'the card’s effect',
  );
  await t.type(t.page.getByLabel(m('game.describe.words'), { exact: true }), card.words, 'the card’s text');
  const flag = hand ? 'may' : 'kept';
  const box = t.page.getByRole('checkbox', { name: m(`game.describe.${flag}`) });
  if ((await box.isChecked()) !== (card[flag] === true))
    await t.tap(box, hand ? 'whether its action may be left' : 'whether its action may wait');
  await t.tap(t.page.getByRole('button', { name: exactly(m('game.describe.confirm')) }), `describing ${card.name}`);
}
