import { areaWords } from '../board/areaWords';
import { RULE_OPTIONS } from '../editions/options';
import type { ScoreValues } from '../state/areaIds';
import type { BoardAreaId } from '../state/modules';
import { HOME_BONUS, KING_BONUS } from '../state/pieces';
import type { ParticipantId } from '../state/scoringRequest';
import type { RuleRef } from '../state/sources';
import { listOf, type Words, type WordValue, words } from '../state/words';
import type { CountNote } from './countedPieces';
import { nameOf } from './participantWords';
import type { AreaExplanation, BonusOutcome, RankedGroup, ScoringBoard, ScoringRules, ValuesSource } from './types';

export interface ExplainAreaInput {
  readonly area: BoardAreaId;
  readonly board: ScoringBoard;
  readonly rules: ScoringRules;
  readonly values: ScoreValues;
  readonly valuesSource: ValuesSource;
  readonly ranksUsed: 1 | 2 | 3;
  readonly firstPlaceOnly: boolean;
  readonly groups: readonly RankedGroup[];
  readonly isNeutral: (id: ParticipantId) => boolean;
  readonly kingBonus: BonusOutcome;
  readonly homeBonus: BonusOutcome;
  /** What the variants and expansions changed in the counts (off the Limit table, the Viceroy, black caballeros). */
  readonly countNotes?: readonly CountNote[];
  /** What the special spaces paid, or why they did not. */
  readonly extraNotes?: readonly CountNote[];
  /** The Captain's Ship: nobody ranks, so no ranks line. */
  readonly captainOnly?: boolean;
  /** Black caballeros nobody holds that took a rank as an invisible player. */
  readonly invisible?: readonly ParticipantId[];
  /** The values before a fallen Granada doubled them. */
  readonly doubledFrom?: ScoreValues;
}

/** Turns one area's scoring into sentences a player can check against the board, with the rules behind them. */
export function explainArea(input: ExplainAreaInput): AreaExplanation {
  const {
    area,
    board,
    rules,
    values,
    valuesSource,
    ranksUsed,
    firstPlaceOnly,
    groups,
    isNeutral,
    kingBonus,
    homeBonus,
    countNotes = [],
    extraNotes = [],
    captainOnly = false,
    doubledFrom,
    invisible = [],
  } = input;
  const areaName = areaWords(rules.edition.id, area);
  const name = (id: ParticipantId) => nameOf(board, id);
  const lines: Words[] = [valuesLine(areaName, values, valuesSource, captainOnly, doubledFrom)];
  if (!captainOnly) {
    lines.push(
      words('explain.ranksUsed', {
        players: board.players.length,
        ranks: ranksUsed,
        firstOnly: firstPlaceOnly ? 'yes' : 'no',
      }),
    );
  }
  lines.push(...countNotes.map((n) => n.line));
  if (groups.length === 0 && !captainOnly) lines.push(words('explain.nobodyHere'));
  groups.forEach((group, index) => {
    lines.push(describeGroup(group, { ranksUsed, firstPlaceOnly, isNeutral, name, invisible }));
    if (group.tied && groups[index + 1]) {
      lines.push(
        rules.options.tie === 'official'
          ? words('explain.afterTie.official', { rank: group.nextRank })
          : words('explain.afterTie.skip', { tied: group.ids.length, rank: group.nextRank }),
      );
    }
  });
  if (kingBonus.status !== 'not-applicable') lines.push(describeBonus('king', KING_BONUS, kingBonus, name));
  if (homeBonus.status !== 'not-applicable') lines.push(describeBonus('home', HOME_BONUS, homeBonus, name));
  lines.push(...extraNotes.map((n) => n.line));

  return {
    areaName,
    values,
    valuesSource,
    ranksUsed,
    firstPlaceOnly,
    groups,
    neutral: groups.flatMap((g) => g.ids.filter(isNeutral)),
    kingBonus,
    homeBonus,
    lines,
    refs: dedupeRefs([...refsFor(input), ...countNotes.map((n) => n.ref), ...extraNotes.map((n) => n.ref)]),
  };
}

interface GroupContext {
  readonly ranksUsed: 1 | 2 | 3;
  readonly firstPlaceOnly: boolean;
  readonly isNeutral: (id: ParticipantId) => boolean;
  readonly name: (id: ParticipantId) => WordValue;
  readonly invisible: readonly ParticipantId[];
}

/** Where the values came from: printed, entered from a piece, a mobile scoreboard, or doubled. */
function valuesLine(
  area: Words,
  values: ScoreValues,
  source: ValuesSource,
  captainOnly: boolean,
  doubledFrom: ScoreValues | undefined,
): Words {
  const shown = captainOnly ? String(values[0]) : values.join('/');
  const board = source === 'printed' || source === 'entered' ? undefined : source;
  if (doubledFrom)
    return words('explain.values.doubled', {
      area,
      values: shown,
      from: doubledFrom.join('/'),
      source: board ? 'mobile' : 'printed',
      board: board ?? '',
    });
  if (board) return words('explain.values.mobile', { area, values: shown, board });
  return words(source === 'printed' ? 'explain.values.printed' : 'explain.values.entered', { area, values: shown });
}

function describeGroup(
  group: RankedGroup,
  { ranksUsed, firstPlaceOnly, isNeutral, name, invisible }: GroupContext,
): Words {
  const label = (id: ParticipantId): WordValue =>
    invisible.includes(id)
      ? words('explain.who.invisible', { name: name(id) })
      : isNeutral(id)
        ? words('explain.who.neutral', { name: name(id) })
        : name(id);
  const who = listOf(group.ids.map(label));
  const why = words(group.ids.some((id) => invisible.includes(id)) ? 'explain.why.invisible' : 'explain.why.neutral');
  const holding = group.tied
    ? words('explain.group.tied', { who, count: group.count, rank: group.rank })
    : words('explain.group.alone', { who, count: group.count, rank: group.rank });
  const value = group.value;
  const lost = group.ids.filter(isNeutral);
  let outcome: Words;
  if (firstPlaceOnly && group.rank !== 1) {
    outcome = words(
      group.tied && group.rank === 2 ? 'explain.outcome.tieForFirstPaysNothing' : 'explain.outcome.soleFirstOnly',
    );
  } else if (group.rank > ranksUsed) {
    outcome =
      group.rank > 3
        ? words('explain.outcome.rankTooLow')
        : words('explain.outcome.rankNotScoring', { rank: group.rank });
  } else if (value === 0) {
    outcome = words('explain.outcome.worthZero', { rank: group.rank });
  } else if (lost.length === group.ids.length) {
    outcome = words('explain.outcome.lost', { points: value, why });
  } else {
    const paid = group.ids.filter((id) => !isNeutral(id));
    const each = group.tied ? 'yes' : 'no';
    outcome =
      lost.length > 0
        ? words('explain.outcome.pointsShareLost', {
            points: value,
            each,
            paid: listOf(paid.map(name)),
            lost: listOf(lost.map(name)),
            why,
          })
        : words('explain.outcome.points', { points: value, each });
  }
  return words('explain.group', { holding, outcome });
}

function describeBonus(
  bonus: 'king' | 'home',
  points: number,
  outcome: BonusOutcome,
  name: (id: ParticipantId) => WordValue,
): Words {
  switch (outcome.status) {
    case 'awarded':
      return words('explain.bonus.awarded', { bonus, points, to: name(outcome.to) });
    case 'tie-for-first':
      return words('explain.bonus.tieForFirst', { bonus, tied: listOf(outcome.tied.map(name)) });
    case 'neutral-first': {
      // "the neutral dummy", or a name that already reads as one: "the Grand Inquisitor, neutral here,".
      const neutral = name(outcome.neutral);
      return words('explain.bonus.neutralFirst', {
        bonus,
        neutral,
        named: typeof neutral === 'object' ? 'ours' : 'table',
      });
    }
    case 'nobody-here':
      return words('explain.bonus.nobodyHere', { bonus });
    case 'first-has-no-home-here':
      return words('explain.bonus.firstHasNoHome', { bonus, first: name(outcome.first) });
    case 'not-applicable':
      return words('explain.bonus.notApplicable', { bonus });
  }
}

function refsFor({
  board,
  rules,
  area,
  valuesSource,
  groups,
  kingBonus,
  homeBonus,
  firstPlaceOnly,
}: ExplainAreaInput): RuleRef[] {
  const { ruleRefs } = rules.edition;
  const refs: RuleRef[] = [ruleRefs.ranking, ruleRefs['ranks-used']];
  if (groups.some((g) => g.tied)) {
    const tieChoice = RULE_OPTIONS.tie.choices.find((c) => c.value === rules.options.tie);
    refs.push(rules.options.tie === rules.edition.defaults.tie || !tieChoice ? ruleRefs.ties : tieChoice.ref);
  }
  // France's values as entered are its own module's rule (cited with it), not a mobile scoreboard's.
  if (valuesSource !== 'printed' && valuesSource !== 'entered') refs.push(ruleRefs['mobile-scoreboards']);
  if (board.neutral.some((id) => (board.pieces[area]?.[id] ?? 0) > 0)) refs.push(ruleRefs['neutral-pieces']);
  if (kingBonus.status !== 'not-applicable') refs.push(ruleRefs['king-bonus']);
  if (homeBonus.status !== 'not-applicable') refs.push(ruleRefs['home-bonus']);
  if (firstPlaceOnly) refs.push(ruleRefs['score-first-place-only']);
  return dedupeRefs(refs);
}

function dedupeRefs(refs: readonly RuleRef[]): RuleRef[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = `${ref.source}|${ref.section}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
