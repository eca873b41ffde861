import { INTRIGUE_MOST_VALUE, intrigueHandOffer } from '../../../src/rules';
import { type CommandEntry, defineEntry, type PairEntry } from '../commandEntry';
import { fillDescription } from '../describeForm';
import { exactly } from '../pattern';
import { NotOffered, type Tapper } from '../tapper';

// Intrigue & the King: each player's 13 cards, the card each plays in a round (described at its first
// play), and the 2-3 player choice of one's own card's action.

const button = (t: Tapper, name: string) => t.page.getByRole('button', { name: exactly(name) });

/** Opens the hand of the player due to play, handed the tablet, and taps their card. */
async function tapCard(t: Tapper, name: string, value: number) {
  const m = t.speaker.message;
  await t.tap(button(t, m('intrigue.cards.open', { name })), `opening ${name}'s hand`);
  await t.tap(button(t, m('intrigue.cards.card', { value })), `${name}'s card ${value}`);
}

export const INTRIGUE_ENTRIES: readonly CommandEntry[] = [
  defineEntry('intrigue-hand', async ({ t, names, state }, command) => {
    if (!state) throw new Error('a hand needs the table it is entered on');
    const m = t.speaker.message;
    const name = names.nameOf(command.player);
    await t.tap(button(t, m('intrigue.hands.open', { name })), `opening ${name}'s card entry`);
    const offered = intrigueHandOffer(state);
    for (const value of command.values) {
      // A value the entry does not offer is typed, then added to the values to tap.
      if (!offered.includes(value)) {
        const field = t.page.getByLabel(m('intrigue.hands.typed', { most: INTRIGUE_MOST_VALUE }), { exact: true });
        await t.type(field, String(value), `typing the value ${value}`);
        await t.tap(button(t, m('intrigue.hands.add')), `adding the value ${value}`);
      } else await t.tap(button(t, m('intrigue.hands.value', { value })), `card ${value}`);
    }
    await t.tap(button(t, m('intrigue.hands.enter', { name })), `entering ${name}'s cards`);
    return command;
  }),
  defineEntry('play-card', async ({ t, names }, command) => {
    await tapCard(t, names.nameOf(command.player), command.value);
    return command;
  }),
  defineEntry('use-own-card', async ({ t, state }, command) => {
    const value = state?.played[command.player];
    if (value === undefined) throw new NotOffered(`${command.player}'s own card: none played this round`);
    await t.tap(button(t, t.speaker.message('intrigue.ownCard', { value })), 'doing the own card’s action instead');
    return command;
  }),
];

/** A card played for the first time: tapped, described on the form that opens, and played once described. */
export const INTRIGUE_PAIRS: readonly PairEntry[] = [
  {
    first: 'describe-card',
    second: 'play-card',
    enter: async ({ t, names }, describe, play) => {
      if (describe.type !== 'describe-card' || play.type !== 'play-card') return undefined;
      if (describe.card.id !== `intrigue/${play.value}`) return undefined;
      await tapCard(t, names.nameOf(play.player), play.value);
      await fillDescription(t, describe.card);
      return [describe, play];
    },
  },
];
