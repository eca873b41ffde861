import {
  AREA_IDS,
  type Command,
  cardIn,
  cardWords,
  earlyActionChoices,
  findCard,
  type GameAreaId,
  keptActionChoices,
  MODULE_REGION_IDS,
  modifierCardWords,
  placementChoice,
  revealChoices,
} from '../../src/rules';
import { type CommandEntry, defineEntry, type EntryContext } from './commandEntry';
import { bringNone, count, disks, openFreeStep, order, radio, special, tapMap } from './entryParts';
import { choicesTaken } from './moduleChoices';
import { exactly, literal } from './pattern';
import { anyOf, messagePattern } from './speech';
import type { TableNames } from './tableNames';
import { NotOffered, type Tapper } from './tapper';

/** A button by its whole accessible name. */
const buttonOf = (t: Tapper) => (name: string | RegExp) =>
  t.page.getByRole('button', { name: typeof name === 'string' ? exactly(name) : name });

/** The base game's commands, each entered as a table would on the screen that takes it. */
export const BASE_ENTRIES: readonly CommandEntry[] = [
  defineEntry('setup', async () => {
    throw new NotOffered('a second setup: a record has one, at its start');
  }),
  defineEntry('reveal-cards', async ({ t, names, state }, command) => {
    const m = t.speaker.message;
    // A stack with the same card every round (the King's) has nothing to choose, as the engine says.
    const fixed = new Set(state ? revealChoices(state).flatMap((c) => c.fixed?.id ?? []) : []);
    for (const [slot, id] of Object.entries(command.cards)) {
      // A described card (the Colonies' stack 7) is the game's own: known from the table, not the edition.
      const card = state ? cardIn(state, id ?? '') : findCard(names.setup.edition, id ?? '');
      if (!card) throw new NotOffered(`the card “${id}”, which this edition does not have`);
      if (fixed.has(card.id)) continue;
      const stack = t.page.getByLabel(m('game.stack', { slot: slot === '2+3' ? 'both' : slot }), { exact: true });
      await t.choose(
        stack,
        slot === '2+3'
          ? m('game.reveal.cardOnStack', { card: cardWords(card), stack: card.stack })
          : t.speaker.say(cardWords(card)),
        `“${card.name}” on stack ${slot}`,
      );
    }
    await t.tap(buttonOf(t)(m('game.reveal.confirm')), 'confirming the face-up cards');
    return command;
  }),
  defineEntry('dummy-regions', async ({ t, names }, command) => {
    const m = t.speaker.message;
    for (const region of command.regions)
      await t.tap(
        t.page
          .getByRole('group', { name: m('game.dummy.cardsLabel') })
          .getByRole('button', { name: exactly(names.areaName(region)) }),
        `the ${names.areaName(region)} card`,
      );
    await t.tap(
      buttonOf(t)(
        command.regions.length ? messagePattern(t.speaker, 'game.dummy.place', { dummy: /.+/ }) : m('game.dummy.goOn'),
      ),
      "placing the dummy's caballeros",
    );
    return command;
  }),
  defineEntry('play-power', async ({ t, names }, command) => {
    const m = t.speaker.message;
    const { nameOf } = names;
    const button = buttonOf(t);
    const modifier = command.modifier;
    if (!modifier) {
      await t.tap(
        button(m('game.power.card', { card: command.value })),
        `${nameOf(command.player)}'s power card ${command.value}`,
      );
      return command;
    }
    const words = t.speaker.say(modifierCardWords(modifier));
    // Passing the tablet, the hand shows only once its player takes the tablet.
    const show = t.page.getByRole('button', {
      name: exactly(m('game.power.showHand', { name: nameOf(command.player) })),
    });
    const choice = radio(
      t,
      m('game.power.modifierOf', { name: nameOf(command.player) }),
      m('game.modifier', { modifier: words }),
    );
    await show.or(choice).first().waitFor();
    if (await show.isVisible()) await t.tap(show, `showing ${nameOf(command.player)}'s modifier cards`);
    await t.tap(choice, `the modifier ${words}`);
    await t.tap(
      button(
        m('game.power.card', {
          card: `${command.value} ${t.speaker.say(modifierCardWords({ value: modifier.value }))} = ${command.value + modifier.value}`,
        }),
      ),
      `${nameOf(command.player)}'s power card ${command.value} with ${words}`,
    );
    return command;
  }),
  defineEntry('replenish', async ({ t, names, state }, command) => {
    const m = t.speaker.message;
    const step = t.page.getByRole('group', { name: m('game.replenish.heading') });
    const regions = count(command.regions);
    if (!(await t.visible(step))) {
      if (command.provinces === 0 && regions.length === 0) return undefined;
      throw new NotOffered('bringing caballeros to the court now');
    }
    await setReplenish(t, names, command);
    const taken = await choicesTaken(t, state, command);
    const brought = command.provinces + regions.reduce((sum, [, n]) => sum + n, 0);
    await t.tap(buttonOf(t)(m('game.replenish.bring', { count: brought })), 'bringing caballeros to the court');
    return taken;
  }),
  defineEntry('take-card', async ({ t }, command) => {
    const button = buttonOf(t);
    const skip = button(t.speaker.message('game.replenish.skip'));
    if (await t.visible(skip)) await t.tap(skip, 'taking a card without bringing any');
    await t.tap(button(exactly(await cardInSlot(t, command.slot))), `taking the card of stack ${command.slot}`);
    return command;
  }),
  defineEntry('place', async ({ t, names, state }, command) => {
    const m = t.speaker.message;
    // Where not one caballero can be placed the screen offers no placement, only a line saying
    // so; a record's empty placement there changes nothing and is passed over.
    await bringNone(t);
    if (
      count(command.areas).length === 0 &&
      (await t.visible(t.page.getByText(messagePattern(t.speaker, 'game.turn.nothingToPlace', { reason: /.*/ }))))
    )
      return undefined;
    await order(t, 'place');
    for (const [area, n] of count(command.areas)) await tapMap(t, names, area, n);
    // Black caballeros back in their figure's court, placed by its holder as their own.
    const holder = state ? placementChoice(state)?.held : undefined;
    for (const [area, n] of count(command.held)) {
      if (!holder) throw new NotOffered('placing black caballeros from a court');
      await t.step(m('game.placement.heldInto', { name: names.nameOf(holder.id), area: names.areaName(area) }), n);
    }
    const taken = await choicesTaken(t, state, command);
    const placed = [...count(command.areas), ...count(command.held)].reduce((sum, [, n]) => sum + n, 0);
    await t.tap(
      buttonOf(t)(placed === 0 ? m('game.placement.none') : m('game.placement.place', { count: placed })),
      'the placement',
    );
    return taken;
  }),
  defineEntry('special', async ({ t, names, state }, command) => {
    const m = t.speaker.message;
    await order(t, 'special');
    const action = await special(t, names, command.action);
    if (command.vetoedBy)
      await t.tap(
        radio(t, m('special.veto.label'), m('special.veto.by', { name: names.nameOf(command.vetoedBy) })),
        `the veto part-way by ${names.nameOf(command.vetoedBy)}`,
      );
    const taken = await choicesTaken(t, state, { ...command, action });
    await t.tap(buttonOf(t)(m('special.confirm')), 'confirming the special action');
    return taken;
  }),
  defineEntry('keep-action', async ({ t, state }, command) => {
    const id = state?.turn?.card?.id;
    const card = state && id !== undefined ? cardIn(state, id) : undefined;
    if (!card) throw new NotOffered('keeping the card taken face up');
    await order(t, 'special');
    const keep = t.speaker.message('game.kept.keep', { card: cardWords(card) });
    await t.tap(buttonOf(t)(keep), 'keeping the card face up for a later turn');
    return command;
  }),
  defineEntry('kept-action', async ({ t, names, state }, command) => {
    const m = t.speaker.message;
    if (!state) throw new Error('a kept card’s action needs the table it is entered on');
    const { usable } = keptActionChoices(state);
    const card = cardIn(state, command.card);
    if (!usable.includes(command.card) || !card) throw new NotOffered(`the kept card ${command.card}’s action`);
    await openFreeStep(t, m('game.kept.heading', { count: usable.length }));
    if (usable.length > 1) {
      const name = t.speaker.say(cardWords(card));
      await t.tap(radio(t, m('game.kept.which'), name), `the kept card ${name}`);
    }
    const action = await special(t, names, command.action);
    const taken = await choicesTaken(t, state, { ...command, action });
    await t.tap(buttonOf(t)(m('special.confirm')), 'confirming the kept card’s action');
    return taken;
  }),
  defineEntry('early-action', async ({ t, names, state }, command) => {
    const m = t.speaker.message;
    if (!state) throw new Error('an action before its owner’s turn needs the table it is entered on');
    const choice = earlyActionChoices(state).find((c) => c.player === command.player);
    const card = choice && cardIn(state, choice.card);
    if (!choice || !card) throw new NotOffered(`${names.nameOf(command.player)}'s action before their turn`);
    const heading = m('game.early.heading', { name: names.nameOf(command.player), card: cardWords(card) });
    const summary = t.page.getByText(heading, { exact: true });
    await t.tap(summary, `unfolding ${names.nameOf(command.player)}'s action before their turn`);
    // Its form, and no other the page shows (the turn's own special action may be open below it).
    const folded = summary.locator('xpath=..');
    // The form is drawn once unfolded: its confirm button says it is there.
    await folded.getByRole('button', { name: exactly(m('special.confirm')) }).waitFor({ timeout: 4000 });
    const early = t.within(folded);
    const action = await special(early, names, command.action);
    // Who sits on the Limit table or the special spaces, where the action leaves it to its player.
    const taken = await choicesTaken(early, state, { ...command, action });
    await early.tap(buttonOf(early)(m('special.confirm')), 'confirming the action before its owner’s turn');
    return taken;
  }),
  defineEntry('skip-special', async ({ t }, command) => {
    await order(t, 'special');
    // A required action is left only by saying nothing it allows is possible.
    if (command.nothingPossible)
      await t.tap(
        buttonOf(t)(t.speaker.message('special.nothingPossible')),
        'saying nothing the action allows is possible',
      );
    else await t.tap(buttonOf(t)(t.speaker.message('special.skip')), 'skipping the special action');
    return command;
  }),
  defineEntry('veto', async ({ t, names }, command) => {
    await t.tap(
      buttonOf(t)(
        messagePattern(t.speaker, 'game.turn.vetoBy', { holder: names.nameOf(command.player), player: /.+/ }),
      ),
      `${names.nameOf(command.player)}'s veto`,
    );
    return command;
  }),
  defineEntry('end-turn', async ({ t, names }, command) => {
    const m = t.speaker.message;
    const player = names.nameOf(command.player);
    await bringNone(t);
    await t.tap(
      buttonOf(t)(
        anyOf(
          exactly(m('game.turn.end', { player })),
          ...['both', 'place', 'special'].map((left) =>
            messagePattern(t.speaker, 'game.turn.endNow', { player, left }),
          ),
        ),
      ),
      `ending ${player}'s turn`,
    );
    return command;
  }),
  defineEntry('general-scoring', async ({ t, names, state }, command) => {
    const set = { ...command, disks: await disks(t, names, command.disks) };
    // Who of the Castillo's arrivals sits on the Limit table, where its holder chooses.
    const taken = await choicesTaken(t, state, set);
    await t.tap(buttonOf(t)(t.speaker.message('game.scoring.confirm')), 'confirming the general scoring');
    return taken;
  }),
  defineEntry('table-correction', (c, command) => tableCorrection(c, command)),
];

/** The counts of a replenish, set on its steppers. */
export async function setReplenish(t: Tapper, names: TableNames, command: Extract<Command, { type: 'replenish' }>) {
  await t.step(t.speaker.message('game.fromProvinces'), command.provinces);
  for (const [region, n] of count(command.regions))
    await t.step(t.speaker.message('game.fromArea', { area: names.areaName(region) }), n);
}

/**
 * The whole name of the button taking the card of a slot ("Take Veto stack 2"), read from the
 * offer as the screen lists it. Stacks 2 and 3 may show cards of the same name: only the stack
 * tells them apart, so the button is named whole, stack included.
 */
export async function cardInSlot(t: Tapper, slot: string): Promise<string> {
  const tag = (stack: string) => literal(t.speaker.message('game.card.stackTag', { stack }));
  const take = messagePattern(t.speaker, 'game.card.take', { card: /.+/ }, { open: true }).source;
  const wanted = new RegExp(`${take} (?:${(slot === '2+3' ? ['2', '3'] : [slot]).map(tag).join('|')})$`);
  const names = (await t.page.getByRole('button', { name: wanted }).allTextContents()).map((n) =>
    n.replace(/\s+/g, ' ').trim(),
  );
  const found = names.find((n) => wanted.test(n));
  if (!found) throw new NotOffered(`a card from stack ${slot} to take`);
  return found;
}

/** Every area a correction may name, the module regions too. */
const CORRECTED_AREAS: readonly GameAreaId[] = [...AREA_IDS, ...MODULE_REGION_IDS];

async function tableCorrection(
  { t, names, state }: EntryContext,
  command: Extract<Command, { type: 'table-correction' }>,
): Promise<Command> {
  const { page } = t;
  const m = t.speaker.message;
  const panel = page.getByText(m('game.tableCorrection.summary'), { exact: true });
  const record = page.getByRole('button', { name: m('game.tableCorrection.record'), exact: true });
  if (!(await record.isVisible())) await t.tap(panel, 'the table correction');
  type Change = [where: string, id: string, count: number];
  const changes: Change[] = [
    ...Object.entries(command.areas ?? {}).flatMap(([area, counts]) =>
      Object.entries(counts ?? {}).map(([id, n]): Change => [area, id, n]),
    ),
    ...Object.entries(command.court ?? {}).map(([id, n]): Change => ['court', id, n]),
    ...Object.entries(command.scores ?? {}).map(([id, n]): Change => ['score', id, n]),
  ];
  for (const [where, id, n] of changes) {
    const area = CORRECTED_AREAS.find((a) => a === where);
    await t.choose(
      page.getByLabel(m('game.tableCorrection.what'), { exact: true }),
      where === 'court'
        ? m('game.players.court')
        : where === 'score'
          ? m('game.players.score')
          : area
            ? names.areaName(area)
            : where,
      'what to correct',
    );
    await t.choose(
      page.getByLabel(m('game.tableCorrection.colour'), { exact: true }),
      names.nameOf(id),
      `the colour ${names.nameOf(id)}`,
    );
    await t.type(
      page.getByLabel(
        anyOf(
          exactly(m('game.tableCorrection.newCount')),
          messagePattern(t.speaker, 'game.tableCorrection.newCountNow', { now: /\d+/ }),
        ),
      ),
      String(n),
      'the new count',
    );
    await t.tap(page.getByRole('button', { name: m('game.tableCorrection.add'), exact: true }), 'adding the change');
  }
  await t.type(page.getByLabel(m('game.tableCorrection.note'), { exact: true }), command.note, 'the note');
  const taken = await choicesTaken(t, state, command);
  await t.tap(record, 'recording the correction');
  return taken;
}
