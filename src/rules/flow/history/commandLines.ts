import { counted, entries, intoCourt, text } from '../../cards/actions/phrases';
import { moduleLinePart } from '../../play/index';
import type { Command } from '../../state/commands';
import { BLACK_IDS } from '../../state/modules';
import { escapeInput } from '../../state/quote';
import type { HistoryTable } from '../../state/ruleRows';
import { listOf, type Text, words } from '../../state/words';
import { extraPlaced, part, pointsScored } from './lineParts';
import { specialLine } from './specialLine';

/** A base command's line in the history: the `describe` of its row (flow/commandTable). */
type LineOf<T extends Command['type']> = (command: Extract<Command, { type: T }>, table: HistoryTable) => Text;

export const revealLine: LineOf<'reveal-cards'> = (command, { before, names }) => {
  const cards = entries(command.cards).map(([slot, id]) =>
    words('history.cardOnStack', { card: names.card(id), slot }),
  );
  return words('history.reveal', {
    round: part(before !== undefined, 'history.forRound', { round: before?.round ?? 0 }),
    cards: cards.length > 0 ? listOf(cards, 'plain') : words('history.reveal.kingOnly'),
  });
};

export const dummyRegionsLine: LineOf<'dummy-regions'> = (command, { before, names }) => {
  const dummy = before?.setup.dummy?.name ?? words('history.theDummy');
  const regions = Array.isArray(command.regions) ? command.regions : [];
  return regions.length > 0
    ? words('history.dummyRegions', { dummy, regions: listOf(regions.map((r) => names.area(r))) })
    : words('history.dummyRegions.none', { dummy });
};

export const playPowerLine: LineOf<'play-power'> = (command, { names }) =>
  // A modifier no module in this game reads is named, never read.
  words(command.modifier === undefined ? 'history.playPower' : 'history.playPower.modifierCard', {
    who: names.name(command.player),
    value: text(command.value),
  });

export const replenishLine: LineOf<'replenish'> = (command, { names }) =>
  words('history.replenish', {
    who: names.name(command.player),
    court: intoCourt((a) => names.area(a), command.provinces, command.regions),
  });

export const takeCardLine: LineOf<'take-card'> = (command, { before, names }) => {
  const id = before?.offer.find((s) => s.slot === command.slot)?.card;
  const card = id ? names.card(id) : words('history.theCard');
  return words('history.takeCard', { who: names.name(command.player), card, slot: text(command.slot) });
};

export const placeLine: LineOf<'place'> = (command, { before, names }) => {
  const placed = counted((a) => names.area(a), command.areas);
  // Black caballeros placed from their figure's court, said after the holder's own.
  const black = counted((a) => names.area(a), command.held);
  // The black piece whose caballeros they are: the one the player held with caballeros in its court.
  const piece = BLACK_IDS.find((b) => before?.modules?.holders?.[b] === command.player && (before.court[b] ?? 0) > 0);
  const held = black ? words('history.place.held', { placed: black, piece: piece ? names.name(piece) : '' }) : '';
  return placed
    ? words('history.place', {
        who: names.name(command.player),
        placed,
        extra: words('history.place.parts', { extra: extraPlaced(before, command.player, command.areas), held }),
      })
    : black
      ? words('history.place.onlyHeld', { who: names.name(command.player), placed: black })
      : words('history.place.none', { who: names.name(command.player) });
};

export { specialLine };

export const skipSpecialLine: LineOf<'skip-special'> = (command, { names }) =>
  words(command.nothingPossible === true ? 'history.skipSpecial.nothingPossible' : 'history.skipSpecial', {
    who: names.name(command.player),
    card: names.turnCard(),
  });

export const vetoLine: LineOf<'veto'> = (command, { before, names }) => {
  const target = before?.turn?.player;
  return target
    ? words('history.veto.stops', { who: names.name(command.player), whose: names.possessive(target) })
    : words('history.veto', { who: names.name(command.player) });
};

/** The end of a turn, with what a module made of it (Granada taken). */
export const endTurnLine: LineOf<'end-turn'> = (command, table) =>
  words('history.endTurn', { who: table.names.name(command.player), modules: moduleLinePart(command, table) });

export const generalScoringLine: LineOf<'general-scoring'> = (command, table) => {
  const { before, names } = table;
  const disks = entries(command.disks).map(([id, region]) =>
    words('history.diskOn', { who: names.name(id), area: names.area(region) }),
  );
  return words('history.generalScoring', {
    round: part(before !== undefined, 'history.afterRound', { round: before?.round ?? 0 }),
    disks: disks.length > 0 ? words('history.disks', { disks: listOf(disks) }) : words('history.disks.none'),
    modules: moduleLinePart(command, table),
    points: pointsScored(table),
  });
};

export const tableCorrectionLine: LineOf<'table-correction'> = (command) =>
  typeof command.note === 'string' && command.note.trim() !== ''
    ? words('history.tableCorrection.note', { note: escapeInput(command.note.trim(), 200) })
    : words('history.tableCorrection');
