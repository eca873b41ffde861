import { AREAS } from '../board/areas';
import { CASTILLO, type AreaId } from '../state/areaIds';
import { toAreaId } from '../board/regionAliases';
import { findCard } from '../cards/catalog';
import type { SpecialAction } from '../state/specialActions';
import type { EditionId } from '../state/editionIds';
import { applyCommand } from './applyCommand';
import type { Command, SpecialCommand } from '../state/commands';
import { areaName } from '../editions/ruleOf';
import { nameOf, playerIds } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { describeValue, escapeInput } from '../state/quote';

/**
 * One plain-English line for a history list: what a command did, with the players' names and the
 * area and card names of the edition in play, read against the table as it was before the
 * command. Never throws: a command it cannot read is named by its type in words.
 *
 * @example
 * describeCommand(before, { type: 'place', player: 'red', areas: { 'castilla-la-nueva': 2, castillo: 1 } })
 * // 'Red placed 2 in Castilla la Nueva (New Castile) and 1 in the Castillo'
 * describeCommand(before, { type: 'play-power', player: 'red', value: 12 }) // 'Red played power card 12'
 */
export function describeCommand(before: GameState | undefined, command: Command): string {
  if (typeof command !== 'object' || command === null) return 'An unreadable command';
  const type: unknown = (command as { type?: unknown }).type;
  try {
    const line = describe(before, command);
    if (line !== undefined && line.trim() !== '') return line;
  } catch {
    // Fall through to the command type in words.
  }
  const by = (command as { player?: unknown }).player;
  const who = typeof by === 'string' && by !== '' ? ` by ${new Words(before).name(by)}` : '';
  return typeof type === 'string' && type.trim() !== '' ? `${capitalise(type.replace(/[-_/]+/g, ' ').trim())}${who}` : 'An unreadable command';
}

const EDITION_WORDS: Readonly<Record<EditionId, string>> = { classic: 'classic', bigbox: 'Big Box', '2023': '2023' };

const LENGTH_WORDS: Readonly<Record<string, string>> = {
  'short-official': ', the official six-round game',
  'short-fan': ', six rounds (1 to 6)',
};

function describe(before: GameState | undefined, command: Command): string | undefined {
  const w = new Words(before);
  switch (command.type) {
    case 'setup': {
      const players = Array.isArray(command.players) ? command.players.length : 0;
      const dummy = command.dummy ? ' and a dummy colour' : '';
      const edition = Object.hasOwn(EDITION_WORDS, command.edition) ? `, ${EDITION_WORDS[command.edition]} rules` : '';
      const length = typeof command.length === 'string' && Object.hasOwn(LENGTH_WORDS, command.length) ? LENGTH_WORDS[command.length] : '';
      const changed = Object.keys(command.options ?? {}).length;
      const options = changed > 0 ? `, ${plural(changed, 'option')} changed` : '';
      return `Game set up: ${plural(players, 'player')}${dummy}${edition}${length}${options}`;
    }
    case 'reveal-cards': {
      const cards = entries(command.cards).map(([slot, id]) => `${w.card(id)} (stack ${slot})`);
      const round = before ? ` for round ${before.round}` : '';
      return cards.length > 0 ? `Cards turned over${round}: ${cards.join(', ')}` : `Cards turned over${round}: the King's card only`;
    }
    case 'dummy-regions': {
      const dummy = before?.setup.dummy?.name ?? 'the dummy';
      const regions = Array.isArray(command.regions) ? command.regions : [];
      return regions.length > 0
        ? `Region cards drawn for ${dummy}: ${list(regions.map((r) => w.area(r)))}`
        : `${capitalise(dummy)} has every caballero on the board: no region cards drawn`;
    }
    case 'play-power':
      return `${w.name(command.player)} played power card ${text(command.value)}`;
    case 'replenish':
      return `${w.name(command.player)} brought ${intoCourt(w, command.provinces, command.regions)}`;
    case 'take-card': {
      const id = before?.offer.find((s) => s.slot === command.slot)?.card;
      const card = id ? w.card(id) : 'the card';
      return `${w.name(command.player)} took ${card} from stack ${text(command.slot)}`;
    }
    case 'place': {
      const placed = counted(w, command.areas, 'in');
      return placed ? `${w.name(command.player)} placed ${placed}` : `${w.name(command.player)} placed no caballeros`;
    }
    case 'special': {
      const line = describeSpecial(before, w, command);
      return command.vetoedBy !== undefined ? `${line} (vetoed part-way by ${w.name(command.vetoedBy)})` : line;
    }
    case 'skip-special':
      return `${w.name(command.player)} left the special action of ${w.turnCard()} unused`;
    case 'veto': {
      const target = before?.turn?.player;
      return target ? `Veto by ${w.name(command.player)} stops ${w.possessive(target)} special action` : `Veto by ${w.name(command.player)}`;
    }
    case 'end-turn':
      return `${w.name(command.player)} ended their turn`;
    case 'general-scoring': {
      const disks = entries(command.disks).map(([id, region]) => `${w.name(id)} on ${w.area(region)}`);
      const round = before ? ` after round ${before.round}` : '';
      const set = disks.length > 0 ? `disks ${list(disks)}` : 'no disks set';
      return `General scoring${round}: ${set}${points(before, command, w)}`;
    }
    case 'table-correction':
      return typeof command.note === 'string' && command.note.trim() !== '' ? `Table correction: ${escapeInput(command.note.trim(), 200)}` : 'Table correction';
    default:
      return undefined;
  }
}

function describeSpecial(before: GameState | undefined, w: Words, command: SpecialCommand): string {
  const who = w.name(command.player);
  const action = command.action as SpecialAction;
  const card = w.turnCard();
  switch (action?.kind) {
    case 'moves': {
      const moves = Array.isArray(action.moves) ? action.moves : [];
      const whose = (owner: unknown, count: unknown) =>
        owner === command.player ? `${text(count)} of their own caballeros` : `${text(count)} of ${w.possessive(owner)} caballeros`;
      const moved = moves.filter((m) => m?.from !== m?.to).map((m) => `${whose(m.owner, m.count)} from ${w.area(m.from)} to ${w.area(m.to)}`);
      const stayed = moves.filter((m) => m?.from === m?.to).map((m) => `${text(m.count)} in ${w.area(m.from)}`);
      const line = moved.length > 0 ? `${who} moved ${list(moved)}` : `${who} moved no caballeros`;
      return stayed.length > 0 ? `${line}, keeping ${list(stayed)}` : line;
    }
    case 'from-court': {
      const placed = counted(w, action.areas, 'in');
      return placed ? `${who} placed more from the court: ${placed}` : `${who} placed no more caballeros from the court`;
    }
    case 'keep-veto':
      return `${who} kept ${card} to stop a special action later`;
    case 'apply':
      return `${who} played ${card}${points(before, command, w) || courtLosses(before, command, w)}`;
    case 'returns': {
      const givers = entries(action.returns).map(([id, giving]) => {
        const given = giving as { court?: unknown; regions?: unknown };
        const parts = [
          ...(typeof given?.court === 'number' && given.court > 0 ? [`${given.court} from court`] : []),
          ...entries(given?.regions).filter(([, n]) => n !== 0).map(([region, n]) => `${text(n)} from ${w.area(region)}`),
        ];
        return `${w.name(id)} ${parts.length > 0 ? list(parts) : 'nothing'}`;
      });
      return `${who} played ${card}, caballeros back to the provinces: ${givers.length > 0 ? givers.join('; ') : 'none'}`;
    }
    case 'picks': {
      const picks = entries(action.picks).map(([id, region]) => `${id === command.player ? 'their own' : w.possessive(id)} from ${w.area(region)}`);
      return `${who} sent one caballero each back to the provinces: ${picks.length > 0 ? list(picks) : 'none'}`;
    }
    case 'disks': {
      const disks = entries(action.disks).map(([id, region]) => `${w.name(id)} on ${w.area(region)}`);
      return `${who} played ${card}, secret disks: ${disks.length > 0 ? list(disks) : 'none'}${points(before, command, w)}`;
    }
    case 'score-area':
      return `${who} scored ${w.area(action.area)}${points(before, command, w)}`;
    case 'mobile-scoreboard': {
      const now = before?.mobileScoreboards[action.board];
      return now
        ? `${who} moved the ${text(action.board)} scoreboard from ${w.area(now)} to ${w.area(action.to)}`
        : `${who} put the ${text(action.board)} scoreboard on ${w.area(action.to)}`;
    }
    case 'king': {
      const now = before?.king;
      if (now !== undefined && toAreaId(String(action.to)) === now) return `${who} left the King in ${w.area(now)}`;
      return now !== undefined ? `${who} moved the King from ${w.area(now)} to ${w.area(action.to)}` : `${who} moved the King to ${w.area(action.to)}`;
    }
    case 'eviction': {
      const disks = entries(action.disks).map(([id, region]) => `${w.possessive(id)} to ${w.area(region)}`);
      return `${who} evicted the others from ${w.area(action.region)}${disks.length > 0 ? `: ${list(disks)}` : ': nobody had to leave'}`;
    }
    case 'grande': {
      const now = before?.grandes[command.player];
      return now !== undefined ? `${who} moved their Grande from ${w.area(now)} to ${w.area(action.to)}` : `${who} moved their Grande to ${w.area(action.to)}`;
    }
    case 'power-card':
      return `${who} took power card ${text(action.value)} back into their hand`;
    case 'court':
      return `${who} played ${card} and brought ${intoCourt(w, action.provinces, action.regions)}`;
    default:
      return `${who} played the special action of ${card}`;
  }
}

/** ": Red +5, Blue +3" for a command that scores, from the engine's own result; '' otherwise. */
function points(before: GameState | undefined, command: Command, w: Words): string {
  if (!before) return '';
  const result = applyCommand(before, command);
  if (!result.ok || result.value.scorings.length <= before.scorings.length) return '';
  const totals = result.value.scorings.at(-1)?.totals ?? {};
  const scored = playerIds(before).filter((id) => (totals[id] ?? 0) !== 0).map((id) => `${w.name(id)} +${totals[id]}`);
  return scored.length > 0 ? `: ${scored.join(', ')}` : ': nobody scores';
}

/** ": Blue 3 and Yellow 1 back from court" for a decay card; '' when no court changed. */
function courtLosses(before: GameState | undefined, command: Command, w: Words): string {
  if (!before) return '';
  const result = applyCommand(before, command);
  if (!result.ok) return '';
  const lost = playerIds(before)
    .map((id) => [id, (before.court[id] ?? 0) - (result.value.court[id] ?? 0)] as const)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => `${w.name(id)} ${n}`);
  return lost.length > 0 ? `: ${list(lost)} back from court to the provinces` : '';
}

/** "3 caballeros to the court from the provinces", or from several places "… to the court: 1 from the provinces and 2 from Galicia". */
function intoCourt(w: Words, provinces: unknown, regions: unknown): string {
  const fromProvinces = typeof provinces === 'number' ? provinces : 0;
  const fromRegions = entries(regions).filter(([, n]) => typeof n === 'number' && n > 0) as [string, number][];
  const total = fromProvinces + fromRegions.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return 'no caballeros to the court';
  const sources = [...(fromProvinces > 0 ? [['the provinces', fromProvinces] as const] : []), ...fromRegions.map(([r, n]) => [w.area(r), n] as const)];
  if (sources.length === 1) return `${plural(total, 'caballero')} to the court from ${sources[0]![0]}`;
  return `${plural(total, 'caballero')} to the court: ${list(sources.map(([from, n]) => `${n} from ${from}`))}`;
}

/** "2 in Galicia and 1 in the Castillo", leaving out zeros; '' when nothing is counted. */
function counted(w: Words, areas: unknown, preposition: string): string {
  const parts = entries(areas)
    .filter(([, n]) => n !== 0)
    .map(([area, n]) => `${text(n)} ${preposition} ${w.area(area)}`);
  return list(parts);
}

/** Names as the table in play prints them; without a table, ids stand for players and the Spanish names for areas. */
class Words {
  constructor(private readonly state: GameState | undefined) {}

  name(id: unknown): string {
    if (typeof id !== 'string') return text(id);
    return this.state ? nameOf(this.state, id) : id;
  }

  possessive(id: unknown): string {
    const name = this.name(id);
    return name.endsWith('s') ? `${name}'` : `${name}'s`;
  }

  area(value: unknown): string {
    const id: AreaId | undefined = typeof value === 'string' ? toAreaId(value) : undefined;
    if (id === undefined) return describeValue(value);
    if (id === CASTILLO) return 'the Castillo';
    return this.state ? areaName(this.state, id) : AREAS[id].nameEs;
  }

  card(id: unknown): string {
    const card = this.state && typeof id === 'string' ? findCard(this.state.setup.edition, id) : undefined;
    return card ? `'${card.name}'` : 'an unknown card';
  }

  /** The card taken this turn, by name. */
  turnCard(): string {
    const id = this.state?.turn?.card?.id;
    return id ? this.card(id) : 'the card taken';
  }
}

/** An object's own entries, or none for anything else. */
function entries(value: unknown): [string, unknown][] {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.entries(value) : [];
}

/** A value as a short text on one line: a text as it is (escaped and shortened), anything else as a message names it. */
function text(value: unknown): string {
  return typeof value === 'string' ? escapeInput(value) : describeValue(value);
}

const plural = (n: number, noun: string): string => `${n} ${n === 1 ? noun : `${noun}s`}`;

/** "A", "A and B", "A, B and C". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const capitalise = (s: string): string => (s.length > 0 ? `${s[0]!.toUpperCase()}${s.slice(1)}` : s);
