import { shortAreaWords } from '../board/areaWords';
import { toAreaId } from '../board/regionAliases';
import { ACTION_KIND_BY_KIND, type ActionKind, type ActionWords, isActionKind } from '../cards/actions/index';
import { counted, entries, intoCourt, text } from '../cards/actions/phrases';
import { cardWords, findCard } from '../cards/catalog';
import { staysNextDoor } from '../cards/effects/_lib/applyMoves';
import { areaWordsIn } from '../editions/ruleOf';
import { commandRowOf } from '../flow/gameRules';
import { placesOfTurnCard } from '../flow/place';
import { extraPlacementReasonWords, moduleLineOf, spacesWordsOf } from '../play/index';
import { type AreaId, CASTILLO, type GameAreaId, isKingExile, type KingArea } from '../state/areaIds';
import type { Command, SpecialCommand } from '../state/commands';
import type { EditionId } from '../state/editionIds';
import type { MobileScoreboardId } from '../state/mobileScoreboards';
import { BLACK_IDS, ROLE_IDS } from '../state/modules';
import { escapeInput, valueWords } from '../state/quote';
import { fieldOf } from '../state/records';
import type { HistoryNames } from '../state/ruleRows';
import type { SpecialActionKind } from '../state/specialActions';
import { playerIds, playerWords } from '../state/stateHelpers';
import type { GameState } from '../state/types';
import { listOf, type Text, type Words, type WordValue, words } from '../state/words';
import { actionGuide } from './actionGuide';
import { applyCommand } from './applyCommand';

/**
 * One line for a history list: what a command did, with the players' names and the area and card
 * names of the edition in play, read against the table as it was before the command. Never throws:
 * a command it cannot read is named by its type.
 *
 * @example
 * say(describeCommand(before, { type: 'place', player: 'red', areas: { 'castilla-la-nueva': 2, castillo: 1 } }))
 * // 'Red placed 2 in Castilla la Nueva (New Castile) and 1 in the Castillo'
 * say(describeCommand(before, { type: 'play-power', player: 'red', value: 12 })) // 'Red played power card 12'
 */
export function describeCommand(before: GameState | undefined, command: Command): Words {
  if (typeof command !== 'object' || command === null) return words('history.unreadable');
  const type = fieldOf(command, 'type');
  try {
    const line = describe(before, command);
    if (line !== undefined && (typeof line !== 'string' || line.trim() !== '')) {
      const spaces = spacesChange(before, command);
      return spaces
        ? words('history.withSpaces', { line, spaces })
        : typeof line === 'string'
          ? words('history.line', { line })
          : line;
    }
  } catch {
    // Fall through to the command type in words.
  }
  const by = fieldOf(command, 'player');
  if (typeof type !== 'string' || type.trim() === '') return words('history.unreadable');
  const named = capitalise(type.replace(/[-_/]+/g, ' ').trim());
  return typeof by === 'string' && by !== ''
    ? words('history.unknown.by', { type: named, who: new Names(before).name(by) })
    : words('history.unknown', { type: named });
}

/** Who stands on the special spaces, in the words of the module that brings them, when a command changed it. */
function spacesChange(before: GameState | undefined, command: Command): WordValue | undefined {
  // Only a game whose modules keep who stands on special spaces (their setup opens `roles`) has any to say.
  if (!before || command.type === 'setup' || before.modules?.roles === undefined) return undefined;
  const after = applyCommand(before, command);
  if (!after.ok) return undefined;
  const [was, now] = [before.modules?.roles ?? {}, after.value.modules?.roles ?? {}];
  if (ROLE_IDS.every((role) => fieldOf(was, role) === fieldOf(now, role))) return undefined;
  return spacesWordsOf(after.value);
}

const EDITION_WORDS: Readonly<Record<EditionId, string>> = { classic: 'classic', bigbox: 'bigbox', '2023': 'y2023' };

const LENGTH_WORDS: Readonly<Record<string, string>> = { 'short-official': 'official', 'short-fan': 'fan' };

/** An optional part of a line: its words, or nothing. */
const part = (when: boolean, key: string, values?: Readonly<Record<string, WordValue>>): WordValue =>
  when ? words(key, values) : '';

function describe(before: GameState | undefined, command: Command): Text | undefined {
  const w = new Names(before);
  // A command that brings its own history words (a module's) says them.
  const own = commandRowOf(command.type, before?.setup)?.describe;
  if (own) return own(before, command, w);
  // A module that bends a base command (a power card played with a modifier) says its own line.
  const bent = moduleLineOf(before, command, w);
  if (bent !== undefined) return bent;
  switch (command.type) {
    case 'setup': {
      const players = Array.isArray(command.players) ? command.players.length : 0;
      const edition = Object.hasOwn(EDITION_WORDS, command.edition) ? EDITION_WORDS[command.edition] : undefined;
      const length =
        typeof command.length === 'string' && Object.hasOwn(LENGTH_WORDS, command.length)
          ? LENGTH_WORDS[command.length]
          : undefined;
      const changed = Object.keys(command.options ?? {}).length;
      const church = command.church;
      const values = command.printedValues?.france;
      const line = words('history.setup', {
        players,
        dummy: part(Boolean(command.dummy), 'history.setup.dummy'),
        edition: part(edition !== undefined, 'history.setup.edition', { edition: edition ?? '' }),
        length: part(length !== undefined, 'history.setup.length', { length: length ?? '' }),
        options: part(changed > 0, 'history.setup.options', { count: changed }),
        church: part(Array.isArray(church), 'history.setup.church', {
          areas: listOf(Array.isArray(church) ? church.map((r) => w.area(r)) : []),
        }),
        france: part(Array.isArray(values), 'history.setup.france', {
          values: listOf(Array.isArray(values) ? values.map((v) => text(v)) : [], 'plain'),
        }),
      });
      // A game kept from before the 2023 list was set right says which cards it still offers, and why.
      const kept = command.cardsAsFirstOffered === true ? words('history.setup.firstOfferedCards', { line }) : line;
      return command.churchRegionsAsDrawn === true ? words('history.setup.churchAsDrawn', { line: kept }) : kept;
    }
    case 'reveal-cards': {
      const cards = entries(command.cards).map(([slot, id]) =>
        words('history.cardOnStack', { card: w.card(id), slot }),
      );
      return words('history.reveal', {
        round: part(before !== undefined, 'history.forRound', { round: before?.round ?? 0 }),
        cards: cards.length > 0 ? listOf(cards, 'plain') : words('history.reveal.kingOnly'),
      });
    }
    case 'dummy-regions': {
      const dummy = before?.setup.dummy?.name ?? words('history.theDummy');
      const regions = Array.isArray(command.regions) ? command.regions : [];
      return regions.length > 0
        ? words('history.dummyRegions', { dummy, regions: listOf(regions.map((r) => w.area(r))) })
        : words('history.dummyRegions.none', { dummy });
    }
    case 'play-power': {
      const line = { who: w.name(command.player), value: text(command.value) };
      // A modifier no module in this game reads is named, never read.
      return words(command.modifier === undefined ? 'history.playPower' : 'history.playPower.modifierCard', line);
    }
    case 'replenish':
      return words('history.replenish', {
        who: w.name(command.player),
        court: intoCourt((a) => w.area(a), command.provinces, command.regions),
      });
    case 'take-card': {
      const id = before?.offer.find((s) => s.slot === command.slot)?.card;
      const card = id ? w.card(id) : words('history.theCard');
      return words('history.takeCard', { who: w.name(command.player), card, slot: text(command.slot) });
    }
    case 'place': {
      const placed = counted((a) => w.area(a), command.areas);
      return placed
        ? words('history.place', {
            who: w.name(command.player),
            placed,
            extra: extraPlaced(before, command.player, command.areas),
          })
        : words('history.place.none', { who: w.name(command.player) });
    }
    case 'special': {
      const line = words('history.special', {
        line: describeSpecial(before, w, command),
        farther: fartherMoved(before, command),
        markers: markersPassed(before, command, w),
      });
      return command.vetoedBy !== undefined
        ? words('history.special.vetoed', { line, who: w.name(command.vetoedBy) })
        : line;
    }
    case 'skip-special':
      return words('history.skipSpecial', { who: w.name(command.player), card: w.turnCard() });
    case 'veto': {
      const target = before?.turn?.player;
      return target
        ? words('history.veto.stops', { who: w.name(command.player), whose: w.possessive(target) })
        : words('history.veto', { who: w.name(command.player) });
    }
    case 'end-turn':
      return words('history.endTurn', { who: w.name(command.player), conquest: conquest(before, command, w) });
    case 'general-scoring': {
      const disks = entries(command.disks).map(([id, region]) =>
        words('history.diskOn', { who: w.name(id), area: w.area(region) }),
      );
      return words('history.generalScoring', {
        round: part(before !== undefined, 'history.afterRound', { round: before?.round ?? 0 }),
        disks: disks.length > 0 ? words('history.disks', { disks: listOf(disks) }) : words('history.disks.none'),
        fell: part(fellIn(before, command), 'history.granadaFell', { area: w.area('granada') }),
        points: points(before, command, w),
      });
    }
    case 'table-correction':
      return typeof command.note === 'string' && command.note.trim() !== ''
        ? words('history.tableCorrection.note', { note: escapeInput(command.note.trim(), 200) })
        : words('history.tableCorrection');
    default:
      return undefined;
  }
}

/**
 * The kind's own line (src/rules/cards/actions), phrased with the names its words give; a kind the
 * engine does not know is named by its card.
 */
function describeSpecial(before: GameState | undefined, w: Names, command: SpecialCommand): Words {
  const kind = fieldOf(command.action, 'kind');
  if (!isActionKind(kind)) return words('history.special.unknown', { who: w.name(command.player), card: w.turnCard() });
  const phrased = new ActionWordsOf(before, w, command);
  // The payload is read warily by each describe, whatever it holds; its kind picked the describe.
  // `describe` is a method, so the kind's own one takes the command's action, whose kind picked it.
  const kindOf: Pick<ActionKind<SpecialActionKind>, 'describe'> = ACTION_KIND_BY_KIND[kind];
  return kindOf.describe(command.action, phrased);
}

/** ", 1 more than the card's 3, all where Red's Grande stands" for a placement beyond the card's number (a Church card places 3); '' otherwise. */
function extraPlaced(before: GameState | undefined, player: unknown, areas: unknown): WordValue {
  if (!before?.turn?.card || typeof player !== 'string') return '';
  const places = placesOfTurnCard(before);
  const placed = entries(areas).filter(([, n]) => typeof n === 'number' && n > 0);
  const total = placed.reduce((sum, [, n]) => sum + (typeof n === 'number' ? n : 0), 0);
  if (total <= places) return '';
  // Why, in the words of the modules that gave them (the home region, the Church marker).
  const counts = Object.fromEntries(placed.flatMap(([area, n]) => (toAreaId(area) ? [[toAreaId(area), n]] : [])));
  const why = extraPlacementReasonWords(before, player, counts);
  return words('history.extraPlaced', {
    more: total - places,
    places,
    why: part(why.length > 0, 'history.reasons', { reasons: listOf(why, 'plain') }),
  });
}

/** " (a move went further than next door: at most 2)" when moves took the lower number of a rule in play; '' otherwise. */
function fartherMoved(before: GameState | undefined, command: SpecialCommand): WordValue {
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
  return farther.keepBack !== undefined
    ? words('history.farther.allBut', { count: farther.keepBack })
    : words('history.farther.atMost', { count: farther.maxTotal ?? 0 });
}

/** ": Red +5, Blue +3" for a command that scores, from the engine's own result; '' otherwise. */
function points(before: GameState | undefined, command: Command, w: Names): WordValue {
  if (!before) return '';
  const result = applyCommand(before, command);
  if (!result.ok || result.value.scorings.length <= before.scorings.length) return '';
  return pointsOf(before, result.value.scorings.at(-1)?.totals ?? {}, w);
}

function pointsOf(before: GameState, totals: Readonly<Record<string, number>>, w: Names): Words {
  const scored = playerIds(before)
    .filter((id) => (totals[id] ?? 0) !== 0)
    .map((id) => words('history.pointsOf', { who: w.name(id), points: totals[id] ?? 0 }));
  return scored.length > 0
    ? words('history.points', { scores: listOf(scored, 'plain') })
    : words('history.points.none');
}

/** ": Blue 3 and Yellow 1 back from court to the provinces" for a decay card; '' when no court changed. */
function courtLosses(before: GameState | undefined, command: Command, w: Names): WordValue {
  if (!before) return '';
  const result = applyCommand(before, command);
  if (!result.ok) return '';
  const lost = playerIds(before)
    .map((id) => [id, (before.court[id] ?? 0) - (result.value.court[id] ?? 0)] as const)
    .filter(([, n]) => n > 0)
    .map(([id, count]) => words('history.action.courtLoss', { who: w.name(id), count }));
  return lost.length > 0 ? words('history.action.courtLosses', { losses: listOf(lost) }) : '';
}

/** Whether a command took a Muslim Granada. */
function fellIn(before: GameState | undefined, command: Command): boolean {
  if (before?.modules?.granada !== 'muslim') return false;
  const result = applyCommand(before, command);
  return result.ok && result.value.modules?.granada === 'conquered';
}

/** ". Granada fell to 12 caballeros and was scored double: Red +12, Blue +6" when the turn's end took it; '' otherwise. */
function conquest(before: GameState | undefined, command: Command, w: Names): WordValue {
  if (before?.modules?.granada !== 'muslim') return '';
  const result = applyCommand(before, command);
  const event = result.ok
    ? result.value.scorings.find((s, i) => i >= before.scorings.length && s.cause === 'conquest')
    : undefined;
  if (!event) return '';
  const held = Object.values(before.areas.granada ?? {}).reduce((sum, n) => sum + n, 0);
  return words('history.conquest', { area: w.area('granada'), held, points: pointsOf(before, event.totals, w) });
}

/** ", taking the Church marker from Blue" when a command passes a module's marker on; '' otherwise. */
function markersPassed(before: GameState | undefined, command: Command, w: Names): WordValue {
  if (!before) return '';
  const result = applyCommand(before, command);
  if (!result.ok) return '';
  const was = before.modules?.holders ?? {};
  const now = result.value.modules?.holders ?? {};
  const taken = BLACK_IDS.filter((id) => now[id] !== undefined && now[id] !== null && now[id] !== was[id]).map((id) => {
    const from = was[id];
    // The marker's words in the history's case (German takes the accusative).
    const marker = words(`history.marker.${id}`);
    return from === undefined || from === null
      ? words('history.taking', { marker })
      : words('history.taking.from', { marker, who: w.name(from) });
  });
  return taken.length > 0 ? words('history.parts', { parts: listOf(taken, 'plain') }) : '';
}

/** Names as the table in play prints them, as words; without a table, ids stand for players and the Spanish names for areas. */
class Names implements HistoryNames {
  constructor(private readonly state: GameState | undefined) {}

  name(id: unknown): WordValue {
    if (typeof id !== 'string') return text(id);
    return this.state ? playerWords(this.state, id) : id;
  }

  /** "Red's", "Carlos'" in English; the name alone where a language says whose otherwise. */
  possessive(id: unknown): Words {
    const name = this.name(id);
    return words('history.possessive', { name, s: typeof name === 'string' && name.endsWith('s') ? 'yes' : 'no' });
  }

  area(value: unknown): WordValue {
    // The King's exile (New Regency) is named as the board prints it.
    if (isKingExile(value)) return words(`area.${value}`);
    const id: AreaId | undefined = typeof value === 'string' ? toAreaId(value) : undefined;
    if (id === undefined) return valueWords(value);
    if (id === CASTILLO) return words('history.theCastillo');
    return this.state ? areaWordsIn(this.state, id) : shortAreaWords('classic', id);
  }

  card(id: unknown): Words {
    const card = this.state && typeof id === 'string' ? findCard(this.state.setup.edition, id) : undefined;
    return card ? words('history.card', { name: cardWords(card) }) : words('history.unknownCard');
  }

  /** The card taken this turn, by name. */
  turnCard(): Words {
    const id = this.state?.turn?.card?.id;
    return id ? this.card(id) : words('history.theCardTaken');
  }
}

/** The words a kind of special action phrases its line with, read against the table before the command. */
class ActionWordsOf implements ActionWords {
  readonly player: string;
  readonly card: Words;
  readonly king: KingArea | undefined;

  constructor(
    private readonly before: GameState | undefined,
    private readonly w: Names,
    private readonly command: SpecialCommand,
  ) {
    this.player = command.player;
    this.card = w.turnCard();
    this.king = before?.king;
  }

  name(id: unknown): WordValue {
    return this.w.name(id);
  }

  possessive(id: unknown): Words {
    return this.w.possessive(id);
  }

  area(value: unknown): WordValue {
    return this.w.area(value);
  }

  points(): WordValue {
    return points(this.before, this.command, this.w);
  }

  courtLosses(): WordValue {
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
