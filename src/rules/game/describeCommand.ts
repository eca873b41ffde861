import { AREAS } from '../board/areas';
import { EXTRA_AREA_NAMES } from '../board/extraAreas';
import { toAreaId } from '../board/regionAliases';
import { ACTION_KIND_BY_KIND, type ActionKind, type ActionWords, isActionKind } from '../cards/actions/index';
import { counted, entries, intoCourt, list, plural, text } from '../cards/actions/phrases';
import { findCard } from '../cards/catalog';
import { staysNextDoor } from '../cards/effects/_lib/applyMoves';
import { areaName } from '../editions/ruleOf';
import { placesOfTurnCard } from '../flow/place';
import { checkModifierCard, extraPlacementReasons } from '../play/index';
import { type AreaId, CASTILLO, type GameAreaId, type KingArea } from '../state/areaIds';
import type { Command, SpecialCommand } from '../state/commands';
import type { EditionId } from '../state/editionIds';
import type { MobileScoreboardId } from '../state/mobileScoreboards';
import { modifierWords } from '../state/modifierCards';
import { BLACK_IDS, BLACK_NAMES } from '../state/modules';
import { describeValue, escapeInput } from '../state/quote';
import { fieldOf } from '../state/records';
import type { SpecialActionKind } from '../state/specialActions';
import { nameOf, playerIds } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { actionGuide } from './actionGuide';
import { applyCommand } from './applyCommand';
import { franceRolesWords } from './franceSpaces';

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
  const type = fieldOf(command, 'type');
  try {
    const line = describe(before, command);
    if (line !== undefined && line.trim() !== '') return `${line}${franceSpacesChange(before, command)}`;
  } catch {
    // Fall through to the command type in words.
  }
  const by = fieldOf(command, 'player');
  const who = typeof by === 'string' && by !== '' ? ` by ${new Words(before).name(by)}` : '';
  return typeof type === 'string' && type.trim() !== ''
    ? `${capitalise(type.replace(/[-_/]+/g, ' ').trim())}${who}`
    : 'An unreadable command';
}

/** "; France: Red on the Ambassador’s space (+2), …" when a command changed who stands on France's bonus spaces. */
function franceSpacesChange(before: GameState | undefined, command: Command): string {
  if (!before || before.areas.france === undefined || command.type === 'setup') return '';
  const after = applyCommand(before, command);
  if (!after.ok) return '';
  const [was, now] = [before.modules?.roles ?? {}, after.value.modules?.roles ?? {}];
  if (was.ambassador === now.ambassador && was.envoy === now.envoy) return '';
  return `; France: ${franceRolesWords(after.value, now)}`;
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
      const length =
        typeof command.length === 'string' && Object.hasOwn(LENGTH_WORDS, command.length)
          ? LENGTH_WORDS[command.length]
          : '';
      const changed = Object.keys(command.options ?? {}).length;
      const options = changed > 0 ? `, ${plural(changed, 'option')} changed` : '';
      const church = Array.isArray(command.church)
        ? `, the Church's black caballeros 2 each in ${list(command.church.map((r) => w.area(r)))}`
        : '';
      const values = command.printedValues?.france;
      const france = Array.isArray(values) ? `, France's values ${values.join(', ')}` : '';
      return `Game set up: ${plural(players, 'player')}${dummy}${edition}${length}${options}${church}${france}`;
    }
    case 'reveal-cards': {
      const cards = entries(command.cards).map(([slot, id]) => `${w.card(id)} (stack ${slot})`);
      const round = before ? ` for round ${before.round}` : '';
      return cards.length > 0
        ? `Cards turned over${round}: ${cards.join(', ')}`
        : `Cards turned over${round}: the King's card only`;
    }
    case 'dummy-regions': {
      const dummy = before?.setup.dummy?.name ?? 'the dummy';
      const regions = Array.isArray(command.regions) ? command.regions : [];
      return regions.length > 0
        ? `Region cards drawn for ${dummy}: ${list(regions.map((r) => w.area(r)))}`
        : `${capitalise(dummy)} has every caballero on the board: no region cards drawn`;
    }
    case 'play-power': {
      const line = `${w.name(command.player)} played power card ${text(command.value)}`;
      if (command.modifier === undefined) return line;
      const card = checkModifierCard(command.modifier);
      if (!card.ok || typeof command.value !== 'number') return `${line} with a modifier card`;
      return `${line} with modifier ${modifierWords(card.value)}: total ${command.value + card.value.value}`;
    }
    case 'modifier-hand':
      // The hand stays secret: the history says only that it was entered.
      return `${w.name(command.player)} entered their modifier cards`;
    case 'modifier-ability': {
      const use = command.use;
      if (use.kind === 'provinces-to-court')
        return `${w.name(command.player)} used their modifier's ability: 1 caballero from the provinces into the court`;
      return `${w.name(command.player)} used their modifier's ability: moved ${w.possessive(use.grande)} Grande to ${w.area(use.to)}`;
    }
    case 'replenish':
      return `${w.name(command.player)} brought ${intoCourt((a) => w.area(a), command.provinces, command.regions)}`;
    case 'take-card': {
      const id = before?.offer.find((s) => s.slot === command.slot)?.card;
      const card = id ? w.card(id) : 'the card';
      return `${w.name(command.player)} took ${card} from stack ${text(command.slot)}`;
    }
    case 'place': {
      const placed = counted((a) => w.area(a), command.areas, 'in');
      return placed
        ? `${w.name(command.player)} placed ${placed}${extraPlaced(before, command.player, command.areas)}`
        : `${w.name(command.player)} placed no caballeros`;
    }
    case 'special': {
      const line = `${describeSpecial(before, w, command)}${fartherMoved(before, command)}${markersPassed(before, command, w)}`;
      return command.vetoedBy !== undefined ? `${line} (vetoed part-way by ${w.name(command.vetoedBy)})` : line;
    }
    case 'skip-special':
      return `${w.name(command.player)} left the special action of ${w.turnCard()} unused`;
    case 'veto': {
      const target = before?.turn?.player;
      return target
        ? `Veto by ${w.name(command.player)} stops ${w.possessive(target)} special action`
        : `Veto by ${w.name(command.player)}`;
    }
    case 'end-turn':
      return `${w.name(command.player)} ended their turn${conquest(before, command, w)}`;
    case 'general-scoring': {
      const disks = entries(command.disks).map(([id, region]) => `${w.name(id)} on ${w.area(region)}`);
      const round = before ? ` after round ${before.round}` : '';
      const set = disks.length > 0 ? `disks ${list(disks)}` : 'no disks set';
      const fell = fellIn(before, command) ? ` (${w.area('granada')} fell and was scored double)` : '';
      return `General scoring${round}: ${set}${fell}${points(before, command, w)}`;
    }
    case 'table-correction':
      return typeof command.note === 'string' && command.note.trim() !== ''
        ? `Table correction: ${escapeInput(command.note.trim(), 200)}`
        : 'Table correction';
    default:
      return undefined;
  }
}

/** The kind's own line (src/rules/cards/actions); a kind the engine does not know is named by its card. */
function describeSpecial(before: GameState | undefined, w: Words, command: SpecialCommand): string {
  const kind = fieldOf(command.action, 'kind');
  const words = new ActionWordsOf(before, w, command);
  if (!isActionKind(kind)) return `${w.name(command.player)} played the special action of ${words.card}`;
  // The payload is read warily by each describe, whatever it holds; its kind picked the describe.
  // `describe` is a method, so the kind's own one takes the command's action, whose kind picked it.
  const kindOf: Pick<ActionKind<SpecialActionKind>, 'describe'> = ACTION_KIND_BY_KIND[kind];
  return kindOf.describe(command.action, words);
}

/** ", 1 more than the card's 3, all where Red's Grande stands" for a placement beyond the card's number (a Church card places 3); '' otherwise. */
function extraPlaced(before: GameState | undefined, player: unknown, areas: unknown): string {
  if (!before?.turn?.card || typeof player !== 'string') return '';
  const places = placesOfTurnCard(before);
  const placed = entries(areas).filter(([, n]) => typeof n === 'number' && n > 0);
  const total = placed.reduce((sum, [, n]) => sum + (typeof n === 'number' ? n : 0), 0);
  if (total <= places) return '';
  // Why, in the words of the modules that gave them (the home region, the Church marker).
  const counts = Object.fromEntries(placed.flatMap(([area, n]) => (toAreaId(area) ? [[toAreaId(area), n]] : [])));
  const why = extraPlacementReasons(before, player, counts);
  return `, ${total - places} more than the card's ${places}${why.map((w) => `, ${w}`).join('')}`;
}

/** " (a move went further than next door: at most 2)" when moves took the lower number of a rule in play; '' otherwise. */
function fartherMoved(before: GameState | undefined, command: SpecialCommand): string {
  if (!before || fieldOf(command.action, 'kind') !== 'moves') return '';
  const moves = fieldOf(command.action, 'moves');
  const farther = actionGuide(before)?.choices.find((c) => c.kind === 'moves')?.farther;
  if (!farther || !Array.isArray(moves)) return '';
  const further = moves.some((m) => {
    const [from, to] = [fieldOf(m, 'from'), fieldOf(m, 'to')].map((a) =>
      typeof a === 'string' ? toAreaId(a) : undefined,
    );
    return from !== undefined && from !== CASTILLO && to !== undefined && !staysNextDoor(before, from, to);
  });
  if (!further) return '';
  const most = farther.keepBack !== undefined ? `all but ${farther.keepBack}` : `at most ${farther.maxTotal ?? 0}`;
  return ` (a move went further than next door: ${most})`;
}

/** ": Red +5, Blue +3" for a command that scores, from the engine's own result; '' otherwise. */
function points(before: GameState | undefined, command: Command, w: Words): string {
  if (!before) return '';
  const result = applyCommand(before, command);
  if (!result.ok || result.value.scorings.length <= before.scorings.length) return '';
  return pointsOf(before, result.value.scorings.at(-1)?.totals ?? {}, w);
}

function pointsOf(before: GameState, totals: Readonly<Record<string, number>>, w: Words): string {
  const scored = playerIds(before)
    .filter((id) => (totals[id] ?? 0) !== 0)
    .map((id) => `${w.name(id)} +${totals[id]}`);
  return scored.length > 0 ? `: ${scored.join(', ')}` : ': nobody scores';
}

/** Whether a command took a Muslim Granada. */
function fellIn(before: GameState | undefined, command: Command): boolean {
  if (before?.modules?.granada !== 'muslim') return false;
  const result = applyCommand(before, command);
  return result.ok && result.value.modules?.granada === 'conquered';
}

/** ". Granada fell to 12 caballeros and was scored double: Red +12, Blue +6" when the turn's end took it; '' otherwise. */
function conquest(before: GameState | undefined, command: Command, w: Words): string {
  if (before?.modules?.granada !== 'muslim') return '';
  const result = applyCommand(before, command);
  const event = result.ok
    ? result.value.scorings.find((s, i) => i >= before.scorings.length && s.cause === 'conquest')
    : undefined;
  if (!event) return '';
  const held = Object.values(before.areas.granada ?? {}).reduce((sum, n) => sum + n, 0);
  return `. ${w.area('granada')} fell to ${plural(held, 'caballero')} and was scored double${pointsOf(before, event.totals, w)}`;
}

/** ", taking the Church marker from Blue" when a command passes a module's marker on; '' otherwise. */
function markersPassed(before: GameState | undefined, command: Command, w: Words): string {
  if (!before) return '';
  const result = applyCommand(before, command);
  if (!result.ok) return '';
  const was = before.modules?.holders ?? {};
  const now = result.value.modules?.holders ?? {};
  return BLACK_IDS.filter((id) => now[id] !== undefined && now[id] !== null && now[id] !== was[id])
    .map((id) => {
      const from = was[id];
      const marker = id === 'church' ? 'the Church marker' : `${BLACK_NAMES[id]}`;
      return from === undefined || from === null ? `, taking ${marker}` : `, taking ${marker} from ${w.name(from)}`;
    })
    .join('');
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
    // The King's exile (New Regency) is named as the board prints it.
    if (value === 'france' || value === 'portugal') return EXTRA_AREA_NAMES[value];
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

/** The words a kind of special action phrases its line with, read against the table before the command. */
class ActionWordsOf implements ActionWords {
  readonly player: string;
  readonly card: string;
  readonly king: KingArea | undefined;

  constructor(
    private readonly before: GameState | undefined,
    private readonly w: Words,
    private readonly command: SpecialCommand,
  ) {
    this.player = command.player;
    this.card = w.turnCard();
    this.king = before?.king;
  }

  name(id: unknown): string {
    return this.w.name(id);
  }

  possessive(id: unknown): string {
    return this.w.possessive(id);
  }

  area(value: unknown): string {
    return this.w.area(value);
  }

  points(): string {
    return points(this.before, this.command, this.w);
  }

  courtLosses(): string {
    return courtLosses(this.before, this.command, this.w);
  }

  grande(player: string): AreaId | undefined {
    return this.before?.grandes[player];
  }

  scoreboard(board: MobileScoreboardId): GameAreaId | undefined {
    return this.before?.mobileScoreboards[board];
  }
}

const capitalise = (s: string): string => (s.length > 0 ? `${s[0]!.toUpperCase()}${s.slice(1)}` : s);
