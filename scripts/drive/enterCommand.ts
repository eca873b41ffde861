import {
  ACTION_KIND_BY_KIND,
  AREA_IDS,
  abilityChoiceWords,
  applyCommand,
  BLACK_IDS,
  BLACK_NAMES,
  type BoardAreaId,
  type Command,
  EDITIONS,
  entriesOf,
  type FranceCommand,
  type FranceSpaces,
  findCard,
  franceSpacesOptions,
  franceStatus,
  type GameAreaId,
  type GameState,
  isOneOf,
  MODULE_REGION_IDS,
  type ModifierCard,
  modifierWords,
  type RegionId,
  type SetupCommand,
  type SpecialAction,
} from '../../src/rules';
import { exactly, literal, startsWith, whole } from './pattern';
import { say } from './speech';
import { NotOffered, type Tapper } from './tapper';

/** Names as the screens show them, from the record's own setup. */
export interface TableNames {
  readonly setup: SetupCommand;
  readonly nameOf: (id: string) => string;
  readonly areaName: (area: BoardAreaId) => string;
}

export function tableNames(setup: SetupCommand): TableNames {
  const colours = [...setup.players, ...(setup.dummy ? [setup.dummy] : [])];
  // The new-game screen keeps a name without the spaces around it, and the screens show it so.
  return {
    setup,
    // Black caballeros (the Church's) are named by whom they stand for.
    nameOf: (id) => colours.find((p) => p.id === id)?.name.trim() ?? (isOneOf(BLACK_IDS, id) ? BLACK_NAMES[id] : id),
    areaName: (area) => EDITIONS[setup.edition].areaName(area),
  };
}

/** The areas (or regions) given a count above 0, with their counts. */
const count = <K extends string>(areas: { readonly [P in K]?: number } | undefined): [K, number][] =>
  entriesOf<K, number | undefined>(areas ?? {}).flatMap(([area, n]) =>
    n !== undefined && n > 0 ? [[area, n] as [K, number]] : [],
  );

/** Two names alike as accessible names compare them: whitespace runs as one space. */
const sameName = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** A radio of a named group. */
function radio(t: Tapper, group: RegExp | string, option: RegExp | string) {
  return t.page
    .getByRole('radiogroup', { name: typeof group === 'string' ? exactly(group) : group })
    .getByRole('radio', { name: typeof option === 'string' ? exactly(option) : option });
}

/** Taps one area of the map (found by its name), `times` times. */
async function tapMap(t: Tapper, names: TableNames, area: GameAreaId, times: number) {
  const target = t.page
    .getByRole('group', { name: /^Board map/ })
    .first()
    .getByRole('button', { name: whole(names.areaName(area), /(; .*)?/) });
  for (let i = 0; i < times; i += 1) await t.tap(target, `${names.areaName(area)} on the map`);
}

/** Picks the order when both the placement and the special action are still open. */
async function order(t: Tapper, which: 'Place first' | 'Special action first') {
  const choice = radio(t, 'Order', which);
  if ((await t.visible(choice)) && (await choice.getAttribute('aria-checked')) !== 'true')
    await t.tap(choice, `“${which}”`);
}

/** Enters the disks; gives back those the screen took (a player it does not ask has nothing a disk could change). */
async function disks(
  t: Tapper,
  names: TableNames,
  chosen: Readonly<Record<string, RegionId>>,
): Promise<Record<string, RegionId>> {
  const taken: Record<string, RegionId> = {};
  // Passing the tablet: each player in the order the screen asks, choosing in secret.
  const handOver = t.page.getByRole('button', { name: /^I am .*: choose my disk in secret$/ });
  while (await t.visible(handOver)) {
    const name = ((await handOver.first().textContent()) ?? '')
      .replace(/^I am /, '')
      .replace(/: choose my disk in secret$/, '');
    const player = Object.keys(chosen).find((id) => sameName(names.nameOf(id), name));
    if (player === undefined) throw new NotOffered(`a disk for ${name}, which the record does not set`);
    await t.tap(handOver, `handing the tablet to ${name}`);
    await t.tap(radio(t, `${name}'s secret disk`, names.areaName(chosen[player]!)), `${name}'s secret disk`);
    taken[player] = chosen[player]!;
    await t.tap(t.page.getByRole('button', { name: /^Hide my choice and / }), `hiding ${name}'s choice`);
  }
  for (const [player, region] of Object.entries(chosen)) {
    const option = radio(t, `${names.nameOf(player)}'s disk`, names.areaName(region));
    // A disk the screen does not ask for (the player has nothing it could name) changes nothing.
    if ((await t.page.getByRole('radiogroup', { name: exactly(`${names.nameOf(player)}'s disk`) }).count()) === 0)
      continue;
    await t.tap(option, `${names.nameOf(player)}'s disk on ${names.areaName(region)}`);
    taken[player] = region;
  }
  return taken;
}

/** Enters a special action; gives it back as the screen took it (disks it did not ask for left out). */
async function special(t: Tapper, names: TableNames, action: SpecialAction): Promise<SpecialAction> {
  const { page } = t;
  const label = say(ACTION_KIND_BY_KIND[action.kind].label);
  const which = radio(t, 'Which action', label);
  if (await t.visible(which)) await t.tap(which, `the “${label}” action`);
  const { nameOf, areaName } = names;
  switch (action.kind) {
    case 'moves':
      for (const m of action.moves) {
        const from = radio(t, 'Move from', areaName(m.from));
        if (await t.visible(page.getByRole('radiogroup', { name: 'Move from', exact: true })))
          await t.tap(from, `moving from ${areaName(m.from)}`);
        if (await t.visible(page.getByRole('radiogroup', { name: 'Whose caballeros', exact: true })))
          await t.tap(
            radio(t, 'Whose caballeros', whole(nameOf(m.owner), / \(\d+\)(, as (your own|others'))?/)),
            `${nameOf(m.owner)}'s caballeros`,
          );
        await t.tap(
          radio(
            t,
            `Move ${nameOf(m.owner)}'s caballeros from ${areaName(m.from)} to`,
            m.to === m.from ? `${areaName(m.to)} (they stay)` : areaName(m.to),
          ),
          `a move to ${areaName(m.to)}`,
        );
        await t.step('How many', m.count);
        await t.tap(page.getByRole('button', { name: 'Add this move', exact: true }), 'adding the move');
      }
      break;
    case 'from-court':
      for (const [area, n] of count(action.areas)) await tapMap(t, names, area, n);
      break;
    case 'returns':
      for (const [player, giving] of Object.entries(action.returns)) {
        if (giving.court) await t.step(`${nameOf(player)}: from the court`, giving.court);
        for (const [region, n] of count(giving.regions)) await t.step(`${nameOf(player)}: from ${areaName(region)}`, n);
      }
      break;
    case 'picks':
      for (const [player, region] of Object.entries(action.picks))
        await t.tap(
          radio(t, whole(nameOf(player), / loses \d+ caballeros? from/), areaName(region)),
          `${nameOf(player)}'s loss in ${areaName(region)}`,
        );
      break;
    case 'disks':
      return { ...action, disks: await disks(t, names, action.disks) };
    case 'score-area':
      await t.tap(radio(t, 'Area to score', areaName(action.area)), `scoring ${areaName(action.area)}`);
      break;
    case 'mobile-scoreboard': {
      const board = `the ${action.board.replaceAll('-', '/')} scoreboard`;
      await t.tap(radio(t, 'Scoreboard', startsWith(`${board} (`)), board);
      await t.tap(radio(t, `Put ${board} on`, areaName(action.to)), `${board} onto ${areaName(action.to)}`);
      break;
    }
    case 'king': {
      // Beside the Castillo is where New Regency's Rebellion seats him.
      const place = action.to === 'castillo' ? `beside the ${areaName(action.to)}` : areaName(action.to);
      await t.tap(radio(t, /^Move the King from/, whole(place, /( \(he stays\))?/)), `the King to ${place}`);
      if (action.grande !== undefined) {
        const whose = `${names.nameOf(action.grande)}’s Grande`;
        await t.tap(radio(t, 'Whose Grande takes the King’s place', whose), whose);
      }
      for (const move of action.entourage ?? [])
        await t.step(`${names.nameOf(move.owner)}’s caballeros going with the King`, move.count);
      break;
    }
    case 'eviction':
      await t.tap(
        radio(t, 'Region to clear', startsWith(`${areaName(action.region)} (`)),
        `clearing ${areaName(action.region)}`,
      );
      return { ...action, disks: await disks(t, names, action.disks) };
    case 'grande':
      await t.tap(radio(t, /^Move your Grande/, areaName(action.to)), `the Grande to ${areaName(action.to)}`);
      break;
    case 'power-card':
      await t.tap(
        radio(t, 'Power card to take back', `Power card ${action.value}`),
        `taking back power card ${action.value}`,
      );
      break;
    case 'modifier-card': {
      const card = modifierWords({ value: action.value, ...(action.ability ? { ability: action.ability } : {}) });
      await t.tap(radio(t, 'Modifier card to take back', `Modifier ${card}`), `taking back modifier ${card}`);
      break;
    }
    case 'court':
      // With nothing to bring the form has no stepper: none from the provinces is the action's only form then.
      if (
        action.provinces > 0 ||
        (await t.visible(page.getByRole('group', { name: 'Into the court from the provinces', exact: true })))
      )
        await t.step('Into the court from the provinces', action.provinces);
      for (const [region, n] of count(action.regions)) await t.step(`Into the court from ${areaName(region)}`, n);
      break;
    case 'keep-veto':
    case 'apply':
      break;
  }
  return action;
}

/**
 * What entering took: how many of the record's commands, how many history entries they added, and
 * those commands as the screens took them (what the app now holds for them).
 */
export interface Entered {
  readonly commands: number;
  readonly entries: number;
  readonly entered: readonly Command[];
}

/**
 * Enters the next command through the screens, as the table would: a replenish followed by taking a
 * card is one tap on the card, as at the table. A replenish of none when the power card brings none,
 * and a placement of none when nothing can be placed, have no step of their own: they are passed
 * over, adding no entry.
 */
export async function enterNext(
  t: Tapper,
  names: TableNames,
  command: Command,
  next: Command | undefined,
  state?: GameState,
): Promise<Entered> {
  if (command.type === 'replenish' && next?.type === 'take-card' && next.player === command.player) {
    const step = t.page.getByRole('group', { name: 'Caballeros to the court' });
    if (await t.visible(step)) {
      await setReplenish(t, names, command);
      const taken = takenWith(command, await franceSpaces(t, state, command));
      const slotCard = await cardInSlot(t, next.slot);
      await t.tap(step.getByRole('button', { name: exactly(slotCard) }), `taking the card of stack ${next.slot}`);
      return { commands: 2, entries: 2, entered: [taken, next] };
    }
  }
  const entered = await enterCommand(t, names, command, state);
  return { commands: 1, entries: entered ? 1 : 0, entered: entered ? [entered] : [] };
}

async function setReplenish(t: Tapper, names: TableNames, command: Extract<Command, { type: 'replenish' }>) {
  await t.step('From the provinces', command.provinces);
  for (const [region, n] of count(command.regions)) await t.step(`From ${names.areaName(region)}`, n);
}

/** Who stands on France's bonus spaces once a command is done, as the engine settles them; undefined if refused. */
function rolesAfter(state: GameState, command: FranceCommand, spaces: FranceSpaces | undefined): string | undefined {
  const { france: _, ...plain } = command;
  const after = applyCommand(state, spaces ? { ...plain, france: spaces } : plain);
  return after.ok ? JSON.stringify(franceStatus(after.value)?.roles ?? {}) : undefined;
}

/**
 * Taps the “France’s bonus spaces” radio for the way the command names (1995 France), found among the
 * engine's own options as the screen offers them, by the option's words. Gives back the spaces as the
 * screen takes them: the option's, or undefined where the command names the engine's default.
 */
async function franceSpaces(
  t: Tapper,
  state: GameState | undefined,
  command: FranceCommand,
): Promise<FranceSpaces | undefined> {
  const said = command.france;
  if (said === undefined) return undefined;
  if (!state) throw new Error('entering France’s bonus spaces needs the table the command is entered on');
  const options = franceSpacesOptions(state, command);
  const wanted = rolesAfter(state, command, said);
  const same = (a: FranceSpaces, b: FranceSpaces) =>
    (a.ambassador ?? undefined) === (b.ambassador ?? undefined) && (a.envoy ?? undefined) === (b.envoy ?? undefined);
  // One way only (or none): the screen asks nothing, and the command's spaces are the engine's own.
  if (options.length < 2 && wanted !== undefined && wanted === rolesAfter(state, command, undefined)) return undefined;
  const option =
    options.find((o) => !o.isDefault && same(o.spaces, said)) ??
    options.find((o) => rolesAfter(state, command, o.isDefault ? undefined : o.spaces) === wanted);
  if (!option || options.length < 2) throw new NotOffered(`France’s bonus spaces as ${JSON.stringify(said)}`);
  const words = say(option.words);
  await t.tap(radio(t, 'France’s bonus spaces', words), `France’s bonus spaces: ${words}`);
  return option.isDefault ? undefined : option.spaces;
}

/** The command with France's spaces as the screen took them: none where it took the default. */
function takenWith<C extends FranceCommand>(command: C, france: FranceSpaces | undefined) {
  const { france: _, ...rest } = command;
  return france ? { ...rest, france } : rest;
}

/**
 * Enters one command through the screens and gives it back as they took it. Gives back undefined
 * for a command the screens have no step for because it changes nothing (a replenish of none when
 * the power card brings none, a placement of none when nothing can be placed).
 */
export async function enterCommand(
  t: Tapper,
  names: TableNames,
  command: Command,
  state?: GameState,
): Promise<Command | undefined> {
  const { page } = t;
  const button = (name: string | RegExp) =>
    page.getByRole('button', { name: typeof name === 'string' ? exactly(name) : name });
  const { nameOf, areaName, setup } = names;
  switch (command.type) {
    case 'setup':
      throw new NotOffered('a second setup: a record has one, at its start');
    case 'reveal-cards':
      for (const [slot, id] of Object.entries(command.cards)) {
        const card = findCard(setup.edition, id ?? '');
        if (!card) throw new NotOffered(`the card “${id}”, which this edition does not have`);
        // The King's card is there every round; New Regency's stack 5 is chosen like the others.
        if (card.stack === 5 && !setup.modules?.includes('new-regency')) continue;
        const stack = page.getByLabel(`Stack ${slot === '2+3' ? '2 and 3' : slot}`, { exact: true });
        await t.choose(
          stack,
          slot === '2+3' ? `${card.name} · stack ${card.stack}` : card.name,
          `“${card.name}” on stack ${slot}`,
        );
      }
      await t.tap(button('These cards lie face up'), 'confirming the face-up cards');
      return command;
    case 'dummy-regions':
      for (const region of command.regions)
        await t.tap(
          page
            .getByRole('group', { name: 'Region cards drawn for the dummy' })
            .getByRole('button', { name: exactly(areaName(region)) }),
          `the ${areaName(region)} card`,
        );
      await t.tap(
        button(command.regions.length ? /^Place .*'s caballeros$/ : 'Go on to the power cards'),
        "placing the dummy's caballeros",
      );
      return command;
    case 'play-power': {
      const modifier = command.modifier;
      if (!modifier) {
        await t.tap(button(`Power card ${command.value}`), `${nameOf(command.player)}'s power card ${command.value}`);
        return command;
      }
      const words = modifierWords(modifier);
      await t.tap(radio(t, `${nameOf(command.player)}'s modifier card`, `Modifier ${words}`), `the modifier ${words}`);
      await t.tap(
        button(`Power card ${command.value} ${words} = ${command.value + modifier.value}`),
        `${nameOf(command.player)}'s power card ${command.value} with ${words}`,
      );
      return command;
    }
    case 'modifier-hand':
      await modifierHand(t, nameOf(command.player), command.cards);
      return command;
    case 'modifier-ability': {
      const skip = button("Use the modifier's ability without bringing caballeros");
      if (await t.visible(skip)) await t.tap(skip, 'going to the ability without bringing caballeros');
      const use = command.use;
      if (use.kind === 'provinces-to-court') {
        await t.tap(
          button(`Bring 1 caballero from the provinces into ${nameOf(command.player)}'s court`),
          'the ability: 1 caballero into the court',
        );
        return command;
      }
      const whose = `${nameOf(use.grande)}'s Grande`;
      await t.tap(radio(t, 'Grande to move', whose), whose);
      await t.tap(radio(t, `Move ${whose} to`, areaName(use.to)), `${whose} to ${areaName(use.to)}`);
      await t.tap(button(`Move ${whose} to ${areaName(use.to)}`), `moving ${whose}`);
      return command;
    }
    case 'replenish': {
      const step = page.getByRole('group', { name: 'Caballeros to the court' });
      const regions = count(command.regions);
      if (!(await t.visible(step))) {
        if (command.provinces === 0 && regions.length === 0) return undefined;
        throw new NotOffered('bringing caballeros to the court now');
      }
      await setReplenish(t, names, command);
      const taken = takenWith(command, await franceSpaces(t, state, command));
      await t.tap(button(/^Bring \d+ caballeros? to the court$/), 'bringing caballeros to the court');
      return taken;
    }
    case 'take-card': {
      const skip = button('Take a card without bringing any');
      if (await t.visible(skip)) await t.tap(skip, 'taking a card without bringing any');
      await t.tap(button(exactly(await cardInSlot(t, command.slot))), `taking the card of stack ${command.slot}`);
      return command;
    }
    case 'place':
      // Where not one caballero can be placed the screen offers no placement, only a line saying
      // so; a record's empty placement there changes nothing and is passed over.
      if (count(command.areas).length === 0 && (await t.visible(page.getByText(/^Nothing to place: /))))
        return undefined;
      await order(t, 'Place first');
      for (const [area, n] of count(command.areas)) await tapMap(t, names, area, n);
      {
        const taken = takenWith(command, await franceSpaces(t, state, command));
        await t.tap(button(/^Place (none|\d+ caballeros?)$/), 'the placement');
        return taken;
      }
    case 'special': {
      await order(t, 'Special action first');
      const action = await special(t, names, command.action);
      if (command.vetoedBy)
        await t.tap(
          radio(t, 'Stopped part-way by a veto?', `Yes, by ${nameOf(command.vetoedBy)}: only what is entered happened`),
          `the veto part-way by ${nameOf(command.vetoedBy)}`,
        );
      const taken = takenWith({ ...command, action }, await franceSpaces(t, state, { ...command, action }));
      await t.tap(button('Confirm the special action'), 'confirming the special action');
      return taken;
    }
    case 'skip-special':
      await order(t, 'Special action first');
      await t.tap(button('Skip the special action'), 'skipping the special action');
      return command;
    case 'veto':
      await t.tap(
        button(whole(`Veto by ${nameOf(command.player)}: stop `, /.+/, "'s special action")),
        `${nameOf(command.player)}'s veto`,
      );
      return command;
    case 'end-turn':
      await t.tap(
        button(whole(`End ${nameOf(command.player)}'s turn`, /( now \(.*\))?/)),
        `ending ${nameOf(command.player)}'s turn`,
      );
      return command;
    case 'general-scoring': {
      const taken = await disks(t, names, command.disks);
      await t.tap(button('Confirm the scoring'), 'confirming the general scoring');
      return { ...command, disks: taken };
    }
    case 'table-correction':
      return await tableCorrection(t, names, command, state);
  }
}

/** One player's modifier hand, entered on the tablet passed to them: opened, each card's number and ability, sent. */
async function modifierHand(t: Tapper, name: string, cards: readonly ModifierCard[]) {
  const open = t.page.getByRole('button', { name: exactly(`I am ${name}: enter my modifier cards`) });
  await t.tap(open, `opening ${name}'s modifier entry`);
  for (const [i, card] of cards.entries()) {
    await t.tap(radio(t, `Card ${i + 1}: number`, modifierWords({ value: card.value })), `card ${i + 1}'s number`);
    const ability = card.ability ? abilityChoiceWords(card.ability) : 'No ability';
    await t.tap(radio(t, `Card ${i + 1}: ability`, ability), `card ${i + 1}'s ability`);
  }
  await t.tap(
    t.page.getByRole('button', { name: exactly(`Enter and hide ${name}'s modifier cards`) }),
    `entering ${name}'s modifier cards`,
  );
}

/**
 * The whole name of the button taking the card of a slot ("Take Veto stack 2"), read from the
 * offer as the screen lists it. Stacks 2 and 3 may show cards of the same name: only the stack
 * tells them apart, so the button is named whole, stack included.
 */
async function cardInSlot(t: Tapper, slot: string): Promise<string> {
  const wanted = slot === '2+3' ? /stack (2|3)$/ : new RegExp(`stack ${literal(slot)}$`);
  const names = (await t.page.getByRole('button', { name: /^Take / }).allTextContents()).map((n) =>
    n.replace(/\s+/g, ' ').trim(),
  );
  const found = names.find((n) => wanted.test(n) && !n.includes('without'));
  if (!found) throw new NotOffered(`a card from stack ${slot} to take`);
  return found;
}

/** Every area a correction may name, the module regions too. */
const CORRECTED_AREAS: readonly GameAreaId[] = [...AREA_IDS, ...MODULE_REGION_IDS];

async function tableCorrection(
  t: Tapper,
  names: TableNames,
  command: Extract<Command, { type: 'table-correction' }>,
  state: GameState | undefined,
): Promise<Command> {
  const { page } = t;
  const panel = page.getByText('Table correction: set a count to what the table shows', { exact: true });
  if (!(await page.getByRole('button', { name: 'Record the table correction', exact: true }).isVisible()))
    await t.tap(panel, 'the table correction');
  const changes: [string, string, number][] = [
    ...Object.entries(command.areas ?? {}).flatMap(([area, counts]) =>
      Object.entries(counts ?? {}).map(([id, n]) => [area, id, n] as [string, string, number]),
    ),
    ...Object.entries(command.court ?? {}).map(([id, n]) => ['court', id, n] as [string, string, number]),
    ...Object.entries(command.scores ?? {}).map(([id, n]) => ['score', id, n] as [string, string, number]),
  ];
  for (const [where, id, n] of changes) {
    const area = CORRECTED_AREAS.find((a) => a === where);
    await t.choose(
      page.getByLabel('What to set', { exact: true }),
      where === 'court' ? 'Court' : where === 'score' ? 'Score' : area ? names.areaName(area) : where,
      'what to correct',
    );
    await t.choose(page.getByLabel('Colour', { exact: true }), names.nameOf(id), `the colour ${names.nameOf(id)}`);
    await t.type(page.getByLabel(/^New count/), String(n), 'the new count');
    await t.tap(page.getByRole('button', { name: 'Add this change', exact: true }), 'adding the change');
  }
  await t.type(page.getByLabel('What the table shows (note)', { exact: true }), command.note, 'the note');
  const taken = takenWith(command, await franceSpaces(t, state, command));
  await t.tap(
    page.getByRole('button', { name: 'Record the table correction', exact: true }),
    'recording the correction',
  );
  return taken;
}
