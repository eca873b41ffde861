import type { Speaker } from '../../src/i18n/speaker';
import {
  ACTION_KIND_BY_KIND,
  entriesOf,
  type GameAreaId,
  modifierCardWords,
  type RegionId,
  type SpecialAction,
  words,
} from '../../src/rules';
import { exactly, whole } from './pattern';
import { anyCount, anyOf, messagePattern } from './speech';
import type { TableNames } from './tableNames';
import { NotOffered, type Tapper } from './tapper';

// The controls the entries share: the map, radios, the order of a turn's parts, disks, special actions.

/** The areas (or regions) given a count above 0, with their counts. */
export const count = <K extends string>(areas: { readonly [P in K]?: number } | undefined): [K, number][] =>
  entriesOf<K, number | undefined>(areas ?? {}).flatMap(([area, n]) =>
    n !== undefined && n > 0 ? [[area, n] as [K, number]] : [],
  );

/** Two names alike as accessible names compare them: whitespace runs as one space. */
export const sameName = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

/** A radio of a named group. */
export function radio(t: Tapper, group: RegExp | string, option: RegExp | string) {
  return t.page
    .getByRole('radiogroup', { name: typeof group === 'string' ? exactly(group) : group })
    .getByRole('radio', { name: typeof option === 'string' ? exactly(option) : option });
}

/** Taps one area of the map (found by its name), `times` times. */
export async function tapMap(t: Tapper, names: TableNames, area: GameAreaId, times: number) {
  // The game's one map, wherever the tapper looks for the step's own controls.
  const target = mapGroup(t.root, names.speaker).getByRole('button', { name: whole(names.mapName(area), /(; .*)?/) });
  for (let i = 0; i < times; i += 1) await t.tap(target, `${names.areaName(area)} on the map`);
}

/** The game's map, whatever it is asked for now. */
export const mapGroup = (page: Tapper['page'], speaker: Speaker) =>
  page.getByRole('group', { name: messagePattern(speaker, 'map.label', { purpose: /.*/ }) }).first();

/** Picks the order when both the placement and the special action are still open. */
/**
 * Passes the bringing of caballeros where the record goes on without it: a turn whose card was dealt at
 * its start (Intrigue & the King's) opens on that step, which the table passes with "bring none".
 */
export async function bringNone(t: Tapper) {
  const m = t.speaker.message;
  // Where offered cards lie beside the dealt one (The King & the Colonies), the same step says it takes one.
  const none = t.page.getByRole('button', {
    name: anyOf(exactly(m('game.replenish.none')), exactly(m('game.replenish.skip'))),
  });
  if (await t.visible(none)) await t.tap(none, 'bringing no caballeros to the court');
}

export async function order(t: Tapper, which: 'place' | 'special') {
  await bringNone(t);
  const label = t.speaker.message(which === 'place' ? 'game.turn.placeFirst' : 'game.turn.specialFirst');
  const choice = radio(t, t.speaker.message('game.turn.order'), label);
  if ((await t.visible(choice)) && (await choice.getAttribute('aria-checked')) !== 'true')
    await t.tap(choice, `“${label}”`);
}

/** Enters the disks; gives back those the screen took (a player it does not ask has nothing a disk could change). */
export async function disks(
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
export async function special(t: Tapper, names: TableNames, action: SpecialAction): Promise<SpecialAction> {
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
        // Of them, those carrying the Colonies' discs, where the owner has carriers there.
        for (const kind of ['gold', 'wares'] as const)
          if (mv.carrying?.[kind]) await t.step(m('game.sail.carrying', { kind }), mv.carrying[kind] ?? 0);
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
      // Card 80: the taker's caballeros going along, on the stepper named after the region the Grande leaves.
      if (action.along) {
        const along = page.getByRole('group', {
          name: messagePattern(speaker, 'special.grande.along', { area: /.*/ }),
        });
        const label = (await along.first().getAttribute('aria-label')) ?? '';
        await t.step(label, action.along);
      }
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
    case 'bridge':
      await t.tap(
        radio(t, m('special.bridge.from'), areaName(action.from)),
        `the bridge from ${areaName(action.from)}`,
      );
      await t.tap(
        radio(t, m('special.bridge.to', { area: areaName(action.from) }), areaName(action.to)),
        `the bridge to ${areaName(action.to)}`,
      );
      break;
    case 'limit-table':
      await t.tap(
        radio(t, m('special.limitTable.label'), areaName(action.to)),
        `the Limit table to ${areaName(action.to)}`,
      );
      break;
    case 'remove-card':
      await t.tap(
        radio(
          t,
          m('special.removeCard.label'),
          messagePattern(speaker, 'special.removeCard.option', { slot: action.slot, card: /.*/ }),
        ),
        `taking out the card of stack ${action.slot}`,
      );
      break;
    case 'keep-veto':
    case 'apply':
      break;
  }
  return action;
}

/** Opens a free step of the turn, folded to its heading until the table opens it. */
export async function openFreeStep(t: Tapper, heading: string) {
  const details = t.page.getByRole('group', { name: exactly(heading) });
  // The step shows once the screen has drawn the turn the last command left.
  await details.waitFor({ timeout: 5000 }).catch(() => undefined);
  if ((await details.count()) === 0) throw new NotOffered(`the step “${heading}”`);
  if ((await details.getAttribute('open')) === null) await t.tap(details.locator('summary'), `opening “${heading}”`);
}
