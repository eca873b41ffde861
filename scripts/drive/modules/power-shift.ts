import { abilityChoiceTextWords, type ModifierCard, modifierCardWords } from '../../../src/rules';
import { type CommandEntry, defineEntry } from '../commandEntry';
import { radio } from '../entryParts';
import { exactly } from '../pattern';
import type { Tapper } from '../tapper';

/** Power Shift's commands, entered on its own panels: a player's modifier hand and a modifier's ability. */
export const POWER_SHIFT_ENTRIES: readonly CommandEntry[] = [
  defineEntry('modifier-hand', async ({ t, names }, command) => {
    await modifierHand(t, names.nameOf(command.player), command.cards);
    return command;
  }),
  defineEntry('modifier-ability', async ({ t, names }, command) => {
    const m = t.speaker.message;
    const { nameOf, areaName } = names;
    const button = (name: string) => t.page.getByRole('button', { name: exactly(name) });
    const skip = button(m('game.turn.abilityFirst'));
    if (await t.visible(skip)) await t.tap(skip, 'going to the ability without bringing caballeros');
    const use = command.use;
    if (use.kind === 'provinces-to-court') {
      await t.tap(
        button(m('game.ability.toCourt', { name: nameOf(command.player) })),
        'the ability: 1 caballero into the court',
      );
      return command;
    }
    const whose = m('game.grandeOf', { name: nameOf(use.grande) });
    await t.tap(radio(t, m('game.ability.grandeToMove'), whose), whose);
    await t.tap(
      radio(t, m('game.ability.moveGrandeTo', { name: nameOf(use.grande) }), areaName(use.to)),
      `${whose} to ${areaName(use.to)}`,
    );
    await t.tap(
      button(m('game.ability.moveGrande', { name: nameOf(use.grande), area: areaName(use.to) })),
      `moving ${whose}`,
    );
    return command;
  }),
];

/** One player's modifier hand, entered on the tablet passed to them: opened, each card's number and ability, sent. */
async function modifierHand(t: Tapper, name: string, cards: readonly ModifierCard[]) {
  const m = t.speaker.message;
  const open = t.page.getByRole('button', { name: exactly(m('game.hands.open', { name })) });
  await t.tap(open, `opening ${name}'s modifier entry`);
  for (const [i, card] of cards.entries()) {
    await t.tap(
      radio(t, m('game.hands.cardNumber', { number: i + 1 }), t.speaker.say(modifierCardWords({ value: card.value }))),
      `card ${i + 1}'s number`,
    );
    const ability = card.ability ? t.speaker.say(abilityChoiceTextWords(card.ability)) : m('game.hands.noAbility');
    await t.tap(radio(t, m('game.hands.cardAbility', { number: i + 1 }), ability), `card ${i + 1}'s ability`);
  }
  await t.tap(
    t.page.getByRole('button', { name: exactly(m('game.hands.enter', { name })) }),
    `entering ${name}'s modifier cards`,
  );
}
