import {
  applyCommand,
  areaWords,
  type ClaimChoice,
  claimChoices,
  discsCorrectionChoices,
  entriesOf,
  type GameState,
  limitTableChoices,
  type Move,
  playerWords,
  revealChoices,
  sailingChoices,
  words,
} from '../../../src/rules';
import { discsFromTyped, discsTypedKey, readTyped } from '../../../src/ui/modules/grand-inquisitor-colonies/discsTyped';
import type { ChoiceCommand } from '../choiceCommand';
import { type CommandEntry, defineEntry } from '../commandEntry';
import { fillDescription } from '../describeForm';
import { disks, openFreeStep, radio } from '../entryParts';
import { choicesTaken } from '../moduleChoices';
import { exactly } from '../pattern';
import { messagePattern } from '../speech';
import type { TableNames } from '../tableNames';
import { NotOffered, type Tapper } from '../tapper';

// Grand Inquisitor & the Colonies: its preparation's disks, the free steps of a turn (sailing and
// claims), the description of a stack-7 card, and who sits on the Limit table beside a command.

/** A button by its whole accessible name. */
const button = (t: Tapper, name: string) => t.page.getByRole('button', { name: exactly(name) });

/** The number of a described card in its deck, as the screens show it ("colonies-7/3" → "3"). */
const numberOf = (id: string) => id.split('/')[1] ?? id;

/** One sailing added on the sailing step: where from (where several may sail), where to, how many, what they carry. */
async function addSailing(t: Tapper, names: TableNames, state: GameState, player: string, move: Move) {
  const m = t.speaker.message;
  const { nameOf, areaName } = names;
  // The option says how many may still sail from there, which the sailings added so far lower.
  const from = radio(
    t,
    m('game.sail.from'),
    messagePattern(t.speaker, 'game.sail.fromOption', {
      owner: nameOf(move.owner),
      from: areaName(move.from),
      most: /\d+/,
    }),
  );
  if (sailingChoices(state, player).length > 1 && (await t.visible(from)))
    await t.tap(from, `sailing from ${areaName(move.from)}`);
  await t.tap(
    radio(t, m('game.sail.to', { owner: nameOf(move.owner), from: areaName(move.from) }), areaName(move.to)),
    `sailing to ${areaName(move.to)}`,
  );
  await t.step(m('game.sail.howMany'), move.count);
  for (const kind of ['gold', 'wares'] as const)
    if (move.carrying?.[kind]) await t.step(m('game.sail.carrying', { kind }), move.carrying[kind] ?? 0);
  const words = m('game.sail.move', {
    owner: nameOf(move.owner),
    count: move.count,
    from: areaName(move.from),
    to: areaName(move.to),
  });
  await t.tap(button(t, m('game.sail.add', { move: words })), `adding the sailing ${words}`);
}

/** The claims a command names, one count per kind and owner. */
const claimed = (command: { gold?: Record<string, number>; wares?: Record<string, number> }, c: ClaimChoice) =>
  command[c.kind]?.[c.owner] ?? 0;

export const COLONIES_ENTRIES: readonly CommandEntry[] = [
  defineEntry('setup-disks', async ({ t, names }, command) => {
    const taken = await disks(t, names, command.disks);
    await t.tap(button(t, t.speaker.message('game.setupDisks.confirm')), 'placing the preparation’s caballeros');
    return { ...command, disks: taken };
  }),
  defineEntry('sail', async ({ t, names, state }, command) => {
    if (!state) throw new Error('sailing needs the table it is entered on');
    await openFreeStep(t, t.speaker.message('game.sail.heading'));
    for (const move of command.moves) await addSailing(t, names, state, command.player, move);
    const taken = await choicesTaken(t, state, command);
    await t.tap(
      button(t, t.speaker.message('game.sail.confirm', { count: command.moves.length })),
      `sailing: ${command.moves.length}`,
    );
    return taken;
  }),
  defineEntry('claim', async ({ t, names, state }, command) => {
    if (!state) throw new Error('claiming needs the table it is entered on');
    const m = t.speaker.message;
    await openFreeStep(t, m('game.claim.heading'));
    if (command.resign)
      await t.tap(t.page.getByRole('checkbox', { name: m('game.claim.resign') }), 'the Viceroy resigning');
    for (const c of claimChoices(state, command.player)) {
      const n = claimed(command, c);
      if (n > 0) await t.step(m('game.claim.count', { kind: c.kind, owner: names.nameOf(c.owner) }), n);
    }
    await t.tap(button(t, m('game.claim.confirm')), 'claiming discs');
    return command;
  }),
  defineEntry('describe-card', async ({ t, state }, command) => {
    const m = t.speaker.message;
    const { card } = command;
    // Described on the reveal, where the card is turned over for the first time.
    const pile = state ? revealChoices(state).find((s) => s.undescribed?.includes(card.id)) : undefined;
    if (!pile) throw new NotOffered(`describing “${card.id}” other than as it is turned over`);
    await t.choose(
      t.page.getByLabel(m('game.stack', { slot: pile.slot }), { exact: true }),
      m('game.reveal.undescribed', { number: numberOf(card.id) }),
      `card ${card.id} on stack ${pile.slot}`,
    );
    await fillDescription(t, card);
    return command;
  }),
];

/**
 * Who sits on the Limit table, chosen beside a command where the rules leave it to a player: the radio
 * for the seats the command names, among the engine's options as the screen offers them.
 */
export async function limitTableTaken(
  t: Tapper,
  state: GameState | undefined,
  command: ChoiceCommand,
): Promise<ChoiceCommand> {
  if (command.onLimitTable === undefined) return command;
  if (!state) throw new Error('entering the Limit table needs the table the command is entered on');
  const { onLimitTable, ...rest } = command;
  // Seats the rules settle need no tap: the command as the engine takes it without them.
  if (applyCommand(state, rest).ok) return rest;
  const choice = limitTableChoices(state, command);
  const same = (seats: Readonly<Record<string, number>>) =>
    [...new Set([...Object.keys(seats), ...Object.keys(onLimitTable)])].every(
      (id) => (seats[id] ?? 0) === (onLimitTable[id] ?? 0),
    );
  const option = choice?.options.find((o) => same(o.seats));
  if (!choice || !option) throw new NotOffered(`the Limit table seated as ${JSON.stringify(onLimitTable)}`);
  const area = t.speaker.say(choice.name);
  const m = t.speaker.message;
  // Who chooses is named in the label as the screen says it; the seats are what the drive picks by.
  const label =
    choice.chooser === undefined
      ? exactly(m('game.limitTable.label', { area }))
      : messagePattern(t.speaker, 'game.limitTable.labelBy', { area, who: /.+/ });
  const shown = t.speaker.say(option.words);
  await t.tap(radio(t, label, shown), `the Limit table: ${shown}`);
  return { ...rest, onLimitTable: option.seats };
}

/**
 * The discs a correction of the table sets, on the correction panel's steppers: the kinds lying it names,
 * and every colour's carriers in each area it names. Gives back the command as the screen took it.
 */
export async function discsTaken(
  t: Tapper,
  state: GameState | undefined,
  command: ChoiceCommand,
): Promise<ChoiceCommand> {
  if (command.type !== 'table-correction' || command.discs === undefined) return command;
  if (!state) throw new Error('entering the discs needs the table the command is entered on');
  const choice = discsCorrectionChoices(state, command);
  if (!choice) throw new NotOffered('the discs in this correction');
  const m = t.speaker.message;
  const say = (id: string) => {
    const name = playerWords(state, id);
    return typeof name === 'string' ? name.trim() : t.speaker.say(words('piece.inquisitor'));
  };
  for (const kind of ['gold', 'wares'] as const) {
    const n = command.discs.lying?.[kind];
    if (n !== undefined) await t.step(m('game.discs.lying', { kind }), n);
  }
  for (const [area, byId] of entriesOf(command.discs.carried ?? {}))
    for (const row of choice.rows.filter((r) => r.area === area))
      for (const kind of ['gold', 'wares'] as const)
        await t.step(
          m('game.discs.carried', {
            kind,
            who: say(row.id),
            area: t.speaker.say(areaWords(state.setup.edition, area)),
          }),
          byId?.[row.id]?.[kind] ?? 0,
        );
  const { discs, ...rest } = command;
  const taken = discsFromTyped(choice, readTyped(discsTypedKey(discs, choice.rows)));
  return taken ? { ...rest, discs: taken } : rest;
}
