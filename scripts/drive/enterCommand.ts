import type { Speaker } from '../../src/i18n/speaker';
import {
  ACTION_KIND_BY_KIND,
  AREA_IDS,
  abilityChoiceTextWords,
  applyCommand,
  areaWords,
  BLACK_IDS,
  type BoardAreaId,
  type Command,
  cardWords,
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
  modifierCardWords,
  type RegionId,
  type SetupCommand,
  type SpecialAction,
  words,
} from '../../src/rules';
import { exactly, literal, whole } from './pattern';
import { anyCount, anyOf, englishScreens, messagePattern } from './speech';
import { NotOffered, type Tapper } from './tapper';

/** Names as the screens show them in the language they speak, from the record's own setup. */
export interface TableNames {
  readonly setup: SetupCommand;
  /** The language the screens speak. */
  readonly speaker: Speaker;
  readonly nameOf: (id: string) => string;
  /** An area's name as a form shows it. */
  readonly areaName: (area: BoardAreaId) => string;
  /** An area's name as the map's button opens, with a capital ("The Ship"). */
  readonly mapName: (area: BoardAreaId) => string;
}

export function tableNames(setup: SetupCommand, speaker: Speaker = englishScreens): TableNames {
  const colours = [...setup.players, ...(setup.dummy ? [setup.dummy] : [])];
  const areaName = (area: BoardAreaId) => speaker.say(areaWords(setup.edition, area));
  // The new-game screen keeps a name without the spaces around it, and the screens show it so.
  return {
    setup,
    speaker,
    // Black caballeros (the Church's) are named by whom they stand for.
    nameOf: (id) =>
      colours.find((p) => p.id === id)?.name.trim() ??
      (isOneOf(BLACK_IDS, id) ? speaker.say(words(`piece.${id}`)) : id),
    areaName,
    mapName: (area) => {
      const name = areaName(area);
      return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
    },
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
  const target = mapGroup(t.page, names.speaker).getByRole('button', { name: whole(names.mapName(area), /(; .*)?/) });
  for (let i = 0; i < times; i += 1) await t.tap(target, `${names.areaName(area)} on the map`);
}

/** The game's map, whatever it is asked for now. */
export const mapGroup = (page: Tapper['page'], speaker: Speaker) =>
  page.getByRole('group', { name: messagePattern(speaker, 'map.label', { purpose: /.*/ }) }).first();

/** Picks the order when both the placement and the special action are still open. */
async function order(t: Tapper, which: 'place' | 'special') {
  const label = t.speaker.message(which === 'place' ? 'game.turn.placeFirst' : 'game.turn.specialFirst');
  const choice = radio(t, t.speaker.message('game.turn.order'), label);
  if ((await t.visible(choice)) && (await choice.getAttribute('aria-checked')) !== 'true')
    await t.tap(choice, `“${label}”`);
}

/** Enters the disks; gives back those the screen took (a player it does not ask has nothing a disk could change). */
async function disks(
  t: Tapper,
  names: TableNames,
  chosen: Readonly<Record<string, RegionId>>,
): Promise<Record<string, RegionId>> {
  const taken: Record<string, RegionId> = {};
  const { speaker } = t;
  // Passing the tablet: each player in the order the screen asks, choosing in secret.
  const handOver = t.page.getByRole('button', { name: messagePattern(speaker, 'game.disks.open', { name: /.+/ }) });
  const hide = t.page
    .getByRole('button', { name: messagePattern(speaker, 'game.disks.handOn', { name: /.+/ }) })
    .or(t.page.getByRole('button', { name: exactly(speaker.message('game.disks.revealAll')) }));
  while (await t.visible(handOver)) {
    const shown = (await handOver.first().textContent()) ?? '';
    const player = Object.keys(chosen).find((id) =>
      sameName(speaker.message('game.disks.open', { name: names.nameOf(id) }), shown),
    );
    if (player === undefined)
      throw new NotOffered(`a disk for the player of “${shown}”, which the record does not set`);
    const name = names.nameOf(player);
    await t.tap(handOver, `handing the tablet to ${name}`);
    await t.tap(
      radio(t, speaker.message('game.disks.secretDiskOf', { name }), names.areaName(chosen[player]!)),
      `${name}'s secret disk`,
    );
    taken[player] = chosen[player]!;
    await t.tap(hide, `hiding ${name}'s choice`);
  }
  for (const [player, region] of Object.entries(chosen)) {
    const group = speaker.message('game.disks.diskOf', { name: names.nameOf(player) });
    const option = radio(t, group, names.areaName(region));
    // A disk the screen does not ask for (the player has nothing it could name) changes nothing.
    if ((await t.page.getByRole('radiogroup', { name: exactly(group) }).count()) === 0) continue;
    await t.tap(option, `${names.nameOf(player)}'s disk on ${names.areaName(region)}`);
    taken[player] = region;
  }
  return taken;
}

/** Enters a special action; gives it back as the screen took it (disks it did not ask for left out). */
async function special(t: Tapper, names: TableNames, action: SpecialAction): Promise<SpecialAction> {
  const { page, speaker } = t;
  const m = speaker.message;
  const label = speaker.say(ACTION_KIND_BY_KIND[action.kind].label);
  const which = radio(t, m('special.which'), label);
  if (await t.visible(which)) await t.tap(which, `the “${label}” action`);
  const { nameOf, areaName } = names;
  switch (action.kind) {
    case 'moves':
      for (const mv of action.moves) {
        const from = radio(t, m('special.moves.from'), areaName(mv.from));
        if (await t.visible(page.getByRole('radiogroup', { name: m('special.moves.from'), exact: true })))
          await t.tap(from, `moving from ${areaName(mv.from)}`);
        if (await t.visible(page.getByRole('radiogroup', { name: m('special.moves.whose'), exact: true })))
          await t.tap(
            radio(
              t,
              m('special.moves.whose'),
              anyOf(
                ...['plain', 'own', 'others'].map((counts) =>
                  messagePattern(speaker, 'special.moves.owner', { name: nameOf(mv.owner), left: /\d+/, counts }),
                ),
              ),
            ),
            `${nameOf(mv.owner)}'s caballeros`,
          );
        await t.tap(
          radio(
            t,
            m('special.moves.moveTo', { owner: nameOf(mv.owner), from: areaName(mv.from) }),
            mv.to === mv.from ? m('special.moves.stay', { area: areaName(mv.to) }) : areaName(mv.to),
          ),
          `a move to ${areaName(mv.to)}`,
        );
        await t.step(m('special.moves.howMany'), mv.count);
        await t.tap(page.getByRole('button', { name: m('special.moves.add'), exact: true }), 'adding the move');
      }
      break;
    case 'from-court':
      for (const [area, n] of count(action.areas)) await tapMap(t, names, area, n);
      break;
    case 'returns':
      for (const [player, giving] of Object.entries(action.returns)) {
        const who = nameOf(player);
        // A tap on a cell of the grid gives back one more from there.
        const from = [
          [m('special.returns.fromCourtOf', { who }), giving.court ?? 0] as const,
          ...count(giving.regions).map(
            ([region, n]) => [m('special.returns.fromAreaOf', { who, area: areaName(region) }), n] as const,
          ),
        ];
        for (const [label, n] of from)
          for (let i = 0; i < n; i += 1)
            await t.tap(page.getByRole('button', { name: label, exact: true }), `one given back: ${label}`);
      }
      break;
    case 'picks':
      for (const [player, region] of Object.entries(action.picks))
        await t.tap(
          radio(t, anyCount(speaker, 'special.picks.label', { name: nameOf(player) }), areaName(region)),
          `${nameOf(player)}'s loss in ${areaName(region)}`,
        );
      break;
    case 'disks':
      return { ...action, disks: await disks(t, names, action.disks) };
    case 'score-area':
      await t.tap(radio(t, m('special.scoreArea.label'), areaName(action.area)), `scoring ${areaName(action.area)}`);
      break;
    case 'mobile-scoreboard': {
      const named = words('piece.scoreboard', { board: action.board.replaceAll('-', '/') });
      const board = speaker.say(named);
      await t.tap(
        radio(
          t,
          m('special.board.label'),
          anyOf(
            messagePattern(speaker, 'special.board.on', { board: named, area: /.+/ }),
            messagePattern(speaker, 'special.board.beside', { board: named }),
          ),
        ),
        board,
      );
      await t.tap(
        radio(t, m('special.board.put', { board: named }), areaName(action.to)),
        `${board} onto ${areaName(action.to)}`,
      );
      break;
    }
    case 'king': {
      // Beside the Castillo is where New Regency's Rebellion seats him.
      const place =
        action.to === 'castillo'
          ? m('special.king.besideCastillo', { castillo: areaName(action.to) })
          : areaName(action.to);
      await t.tap(
        radio(
          t,
          messagePattern(speaker, 'special.king.moveFrom', { place: /.+/ }),
          anyOf(exactly(place), messagePattern(speaker, 'special.king.stays', { area: areaName(action.to) })),
        ),
        `the King to ${place}`,
      );
      if (action.grande !== undefined) {
        const whose = m('special.grandeOf', { name: names.nameOf(action.grande) });
        await t.tap(radio(t, m('special.king.standIn'), whose), whose);
      }
      for (const move of action.entourage ?? [])
        await t.step(m('special.king.goingWith', { name: names.nameOf(move.owner) }), move.count);
      break;
    }
    case 'eviction': {
      const area = areaName(action.region);
      await t.tap(
        radio(
          t,
          m('special.eviction.region'),
          anyOf(
            messagePattern(speaker, 'special.eviction.option', { area, evicted: /.+/ }),
            messagePattern(speaker, 'special.eviction.optionEmpty', { area }),
          ),
        ),
        `clearing ${area}`,
      );
      return { ...action, disks: await disks(t, names, action.disks) };
    }
    case 'grande':
      await t.tap(
        radio(
          t,
          anyOf(exactly(m('special.grande.move')), messagePattern(speaker, 'special.grande.moveFrom', { area: /.+/ })),
          areaName(action.to),
        ),
        `the Grande to ${areaName(action.to)}`,
      );
      break;
    case 'power-card':
      await t.tap(
        radio(t, m('special.powerCard.label'), m('game.power.card', { card: action.value })),
        `taking back power card ${action.value}`,
      );
      break;
    case 'modifier-card': {
      const card = t.speaker.say(
        modifierCardWords({ value: action.value, ...(action.ability ? { ability: action.ability } : {}) }),
      );
      await t.tap(
        radio(t, m('special.modifierCard.label'), m('game.modifier', { modifier: card })),
        `taking back modifier ${card}`,
      );
      break;
    }
    case 'court':
      // With nothing to bring the form has no stepper: none from the provinces is the action's only form then.
      if (
        action.provinces > 0 ||
        (await t.visible(page.getByRole('group', { name: m('special.court.fromProvinces'), exact: true })))
      )
        await t.step(m('special.court.fromProvinces'), action.provinces);
      for (const [region, n] of count(action.regions))
        await t.step(m('special.court.fromArea', { area: areaName(region) }), n);
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
    const step = t.page.getByRole('group', { name: t.speaker.message('game.replenish.heading') });
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
  await t.step(t.speaker.message('game.fromProvinces'), command.provinces);
  for (const [region, n] of count(command.regions))
    await t.step(t.speaker.message('game.fromArea', { area: names.areaName(region) }), n);
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
  const shown = t.speaker.say(option.words);
  await t.tap(radio(t, t.speaker.message('game.france.label'), shown), `France’s bonus spaces: ${shown}`);
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
  const { page, speaker } = t;
  const m = speaker.message;
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
        const stack = page.getByLabel(m('game.stack', { slot: slot === '2+3' ? 'both' : slot }), { exact: true });
        await t.choose(
          stack,
          slot === '2+3'
            ? m('game.reveal.cardOnStack', { card: cardWords(card), stack: card.stack })
            : speaker.say(cardWords(card)),
          `“${card.name}” on stack ${slot}`,
        );
      }
      await t.tap(button(m('game.reveal.confirm')), 'confirming the face-up cards');
      return command;
    case 'dummy-regions':
      for (const region of command.regions)
        await t.tap(
          page
            .getByRole('group', { name: m('game.dummy.cardsLabel') })
            .getByRole('button', { name: exactly(areaName(region)) }),
          `the ${areaName(region)} card`,
        );
      await t.tap(
        button(
          command.regions.length ? messagePattern(speaker, 'game.dummy.place', { dummy: /.+/ }) : m('game.dummy.goOn'),
        ),
        "placing the dummy's caballeros",
      );
      return command;
    case 'play-power': {
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
    }
    case 'modifier-hand':
      await modifierHand(t, nameOf(command.player), command.cards);
      return command;
    case 'modifier-ability': {
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
    }
    case 'replenish': {
      const step = page.getByRole('group', { name: m('game.replenish.heading') });
      const regions = count(command.regions);
      if (!(await t.visible(step))) {
        if (command.provinces === 0 && regions.length === 0) return undefined;
        throw new NotOffered('bringing caballeros to the court now');
      }
      await setReplenish(t, names, command);
      const taken = takenWith(command, await franceSpaces(t, state, command));
      const brought = command.provinces + regions.reduce((sum, [, n]) => sum + n, 0);
      await t.tap(button(m('game.replenish.bring', { count: brought })), 'bringing caballeros to the court');
      return taken;
    }
    case 'take-card': {
      const skip = button(m('game.replenish.skip'));
      if (await t.visible(skip)) await t.tap(skip, 'taking a card without bringing any');
      await t.tap(button(exactly(await cardInSlot(t, command.slot))), `taking the card of stack ${command.slot}`);
      return command;
    }
    case 'place':
      // Where not one caballero can be placed the screen offers no placement, only a line saying
      // so; a record's empty placement there changes nothing and is passed over.
      if (
        count(command.areas).length === 0 &&
        (await t.visible(page.getByText(messagePattern(speaker, 'game.turn.nothingToPlace', { reason: /.*/ }))))
      )
        return undefined;
      await order(t, 'place');
      for (const [area, n] of count(command.areas)) await tapMap(t, names, area, n);
      {
        const taken = takenWith(command, await franceSpaces(t, state, command));
        const placed = count(command.areas).reduce((sum, [, n]) => sum + n, 0);
        await t.tap(
          button(placed === 0 ? m('game.placement.none') : m('game.placement.place', { count: placed })),
          'the placement',
        );
        return taken;
      }
    case 'special': {
      await order(t, 'special');
      const action = await special(t, names, command.action);
      if (command.vetoedBy)
        await t.tap(
          radio(t, m('special.veto.label'), m('special.veto.by', { name: nameOf(command.vetoedBy) })),
          `the veto part-way by ${nameOf(command.vetoedBy)}`,
        );
      const taken = takenWith({ ...command, action }, await franceSpaces(t, state, { ...command, action }));
      await t.tap(button(m('special.confirm')), 'confirming the special action');
      return taken;
    }
    case 'skip-special':
      await order(t, 'special');
      await t.tap(button(m('special.skip')), 'skipping the special action');
      return command;
    case 'veto':
      await t.tap(
        button(messagePattern(speaker, 'game.turn.vetoBy', { holder: nameOf(command.player), player: /.+/ })),
        `${nameOf(command.player)}'s veto`,
      );
      return command;
    case 'end-turn':
      await t.tap(
        button(
          anyOf(
            exactly(m('game.turn.end', { player: nameOf(command.player) })),
            ...['both', 'place', 'special'].map((left) =>
              messagePattern(speaker, 'game.turn.endNow', { player: nameOf(command.player), left }),
            ),
          ),
        ),
        `ending ${nameOf(command.player)}'s turn`,
      );
      return command;
    case 'general-scoring': {
      const taken = await disks(t, names, command.disks);
      await t.tap(button(m('game.scoring.confirm')), 'confirming the general scoring');
      return { ...command, disks: taken };
    }
    case 'table-correction':
      return await tableCorrection(t, names, command, state);
  }
}

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

/**
 * The whole name of the button taking the card of a slot ("Take Veto stack 2"), read from the
 * offer as the screen lists it. Stacks 2 and 3 may show cards of the same name: only the stack
 * tells them apart, so the button is named whole, stack included.
 */
async function cardInSlot(t: Tapper, slot: string): Promise<string> {
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
  t: Tapper,
  names: TableNames,
  command: Extract<Command, { type: 'table-correction' }>,
  state: GameState | undefined,
): Promise<Command> {
  const { page } = t;
  const m = t.speaker.message;
  const panel = page.getByText(m('game.tableCorrection.summary'), { exact: true });
  const record = page.getByRole('button', { name: m('game.tableCorrection.record'), exact: true });
  if (!(await record.isVisible())) await t.tap(panel, 'the table correction');
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
  const taken = takenWith(command, await franceSpaces(t, state, command));
  await t.tap(record, 'recording the correction');
  return taken;
}
