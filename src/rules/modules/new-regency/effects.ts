import { isRegion } from '../../board/isRegion';
import { toAreaId } from '../../board/regionAliases';
import { cardWords } from '../../cards/catalog';
import { wrongKind } from '../../cards/effects/_lib/wrongKind';
import { defineEffect, type EffectContext } from '../../cards/effects/effect';
import { fromCourtGuide } from '../../cards/guides/courtGuides';
import type { KingGuide } from '../../cards/guides/types';
import { areaWordsIn } from '../../editions/ruleOf';
import { placeFromCourtInPlay, royaltyRefusal } from '../../play/index';
import { CASTILLO, isKingExile, KING_EXILES, type KingArea, REGION_IDS, type RegionId } from '../../state/areaIds';
import { describeValue } from '../../state/quote';
import { fail, ok, type Result } from '../../state/result';
import type { RuleRef } from '../../state/sources';
import type { SpecialAction } from '../../state/specialActions';
import { changeArea, colourIds, countIn, playerWords } from '../../state/stateHelpers';
import type { GameState, PlayerId } from '../../state/types';
import { type Words, words } from '../../state/words';

/*
 * The cards of New Regency (004, "Mini expansion: New Regency" and "Explanations of Special cards"): each moves
 * the King somewhere the base game never takes him, or bends his rules for one turn. The readings of what the
 * garbled texts leave open are in docs/game-record.md, "Modules: New Regency".
 */

const ref = (card: string): RuleRef => ({ source: '004', section: `Explanations of Special cards: ${card}` });
const KING = '{ kind: "king", to }';
type KingAction = Extract<SpecialAction, { kind: 'king' }>;

/** Regions holding caballeros of any colour (the dummy's and black ones too), with how many. */
function caballerosIn(state: GameState, region: RegionId): number {
  return Object.values(state.areas[region] ?? {}).reduce((sum, n) => sum + n, 0);
}

/** Regions the King may be moved to by a card that lets him go anywhere: never where he is or a module keeps him out. */
const openRegions = (state: GameState): RegionId[] =>
  REGION_IDS.filter((r) => r !== state.king && royaltyRefusal(state, { kind: 'king' }, r) === undefined);

/** Refuses the fields of a King's move that this card has no use for. */
function unusedFields(action: KingAction, context: EffectContext): Result<void> | undefined {
  if (action.grande !== undefined && context.card.effect !== 'stand-in')
    return fail('king/no-grande', words('refusal.king/no-grande', { card: cardWords(context.card) }), ref('Stand-in'));
  if (action.entourage !== undefined && context.card.effect !== 'entourage')
    return fail(
      'king/no-entourage',
      words('refusal.king/no-entourage', { card: cardWords(context.card) }),
      ref('Entourage'),
    );
  return undefined;
}

/** The King's move of a New Regency card checked to a region in `allowed`, or a refusal naming why not. */
function checkKingTo(
  state: GameState,
  action: SpecialAction,
  context: EffectContext,
  allowed: readonly KingArea[],
  why: Words,
  rule: RuleRef,
): Result<KingAction> {
  if (action?.kind !== 'king') return wrongKind(state, action, context, KING);
  const unused = unusedFields(action, context);
  if (unused && !unused.ok) return unused;
  const to = kingAreaOf(action.to);
  if (to === undefined)
    return fail(
      'king/not-allowed',
      words('refusal.king/not-allowed.unknown', { place: describeValue(action.to), why }),
      rule,
      {
        allowed: [...allowed],
      },
    );
  if (to === state.king)
    return fail('king/must-move', words('refusal.king/must-move.regency', { where: whereKing(state, to) }), rule);
  if (!allowed.includes(to))
    return fail('king/not-allowed', words('refusal.king/not-allowed', { area: areaWordsIn(state, to), why }), rule, {
      allowed: [...allowed],
    });
  return ok({ ...action, to });
}

/** A place for the King by any name the board prints (the 2023 names too), or undefined. */
function kingAreaOf(value: unknown): KingArea | undefined {
  if (isKingExile(value)) return value;
  return typeof value === 'string' ? toAreaId(value) : undefined;
}

/** "in Galicia", "beside the Castillo", "in France". */
export const whereKing = (state: GameState, at: KingArea): Words =>
  at === CASTILLO ? words('cards.king.besideCastillo') : words('cards.king.in', { area: areaWordsIn(state, at) });

const kingGuide = (state: GameState, targets: readonly KingArea[], extra: Partial<KingGuide> = {}): KingGuide => ({
  kind: 'king',
  available: targets.length > 0,
  now: state.king,
  targets,
  ...extra,
});

/** Exile: the King leaves Spain for France or Portugal; only this card takes him there. */
export const exile = defineEffect({
  id: 'exile',
  topic: 'kings-card',
  words: words('effect.exile'),
  kinds: ['king'],
  expects: '{ kind: "king", to: "france" | "portugal" }',
  guide: (state) => [kingGuide(state, exileTargets(state))],
  apply(state, action, context) {
    const checked = checkKingTo(
      state,
      action,
      context,
      exileTargets(state),
      words('cards.king.why.exile'),
      ref('Exile'),
    );
    if (!checked.ok) return checked;
    return ok({ ...state, king: checked.value.to });
  },
});

const exileTargets = (state: GameState): KingArea[] => KING_EXILES.filter((x) => x !== state.king);

/** Rebellion: the King stands beside the Castillo, which becomes his region until he is moved again. */
export const rebellion = defineEffect({
  id: 'rebellion',
  topic: 'kings-card',
  words: words('effect.rebellion'),
  kinds: ['king'],
  expects: '{ kind: "king", to: "castillo" }',
  guide: (state) => [kingGuide(state, state.king === CASTILLO ? [] : [CASTILLO])],
  apply(state, action, context) {
    const checked = checkKingTo(
      state,
      action,
      context,
      [CASTILLO],
      words('cards.king.why.rebellion'),
      ref('Rebellion'),
    );
    if (!checked.ok) return checked;
    return ok({ ...state, king: CASTILLO });
  },
});

/** Competition: the King goes to any region, and every Grande standing there is thrown into the Castillo. */
export const competition = defineEffect({
  id: 'competition',
  topic: 'kings-card',
  words: words('effect.competition'),
  kinds: ['king'],
  expects: KING,
  guide: (state) => [kingGuide(state, openRegions(state))],
  apply(state, action, context) {
    const checked = checkKingTo(
      state,
      action,
      context,
      openRegions(state),
      words('cards.king.why.competition'),
      ref('Competition'),
    );
    if (!checked.ok) return checked;
    const to = checked.value.to;
    const grandes = { ...state.grandes };
    for (const [player, at] of Object.entries(grandes)) if (at === to) grandes[player] = CASTILLO;
    return ok({ ...state, king: to, grandes });
  },
});

/**
 * Chalet: the King goes to the region holding the fewest caballeros (all colours counted), never to one
 * with none; in a tie the taker picks. His own region is left out: the card moves him.
 */
export const chalet = defineEffect({
  id: 'chalet',
  topic: 'kings-card',
  words: words('effect.chalet'),
  kinds: ['king'],
  expects: KING,
  guide: (state) => [kingGuide(state, chaletTargets(state))],
  apply(state, action, context) {
    const checked = checkKingTo(
      state,
      action,
      context,
      chaletTargets(state),
      words('cards.king.why.chalet'),
      ref('Chalet'),
    );
    if (!checked.ok) return checked;
    return ok({ ...state, king: checked.value.to });
  },
});

export function chaletTargets(state: GameState): RegionId[] {
  const held = openRegions(state).filter((r) => caballerosIn(state, r) > 0);
  const fewest = Math.min(...held.map((r) => caballerosIn(state, r)));
  return held.filter((r) => caballerosIn(state, r) === fewest);
}

/**
 * Entourage: the King goes to any region and takes 2 caballeros of the taker's choice (any colours) from
 * his old region with him; with fewer there, all of them. From beside the Castillo or from exile none come.
 */
export const entourage = defineEffect({
  id: 'entourage',
  topic: 'kings-card',
  words: words('effect.entourage'),
  kinds: ['king'],
  expects: '{ kind: "king", to, entourage: [{ owner, from, to, count }] }',
  guide: (state) => {
    const from = entourageFrom(state);
    return [
      kingGuide(
        state,
        openRegions(state),
        from ? { entourage: { from: from.region, pieces: from.pieces, count: from.count } } : {},
      ),
    ];
  },
  apply(state, action, context) {
    const rule = ref('Entourage');
    const checked = checkKingTo(state, action, context, openRegions(state), words('cards.king.why.entourage'), rule);
    if (!checked.ok) return checked;
    const to = checked.value.to;
    if (!isRegion(to)) return fail('king/not-allowed', words('refusal.king/not-allowed.entourage'), rule);
    const from = entourageFrom(state);
    const moves = checked.value.entourage ?? [];
    if (!Array.isArray(moves)) return fail('entourage/bad-moves', words('refusal.entourage/bad-moves'), rule);
    let next: GameState = { ...state, king: to };
    let total = 0;
    const colours = colourIds(state);
    const taken: Record<PlayerId, number> = {};
    for (const [index, move] of moves.entries()) {
      const group = index + 1;
      if (!from)
        return fail(
          'entourage/none-here',
          words('refusal.entourage/none-here', { where: whereKing(state, state.king) }),
          rule,
        );
      if (!colours.includes(move?.owner))
        return fail(
          'entourage/unknown-owner',
          words('refusal.entourage/unknown-owner', { group, owner: describeValue(move?.owner) }),
          rule,
        );
      if (toAreaId(String(move.from)) !== from.region || toAreaId(String(move.to)) !== to)
        return fail(
          'entourage/wrong-way',
          words('refusal.entourage/wrong-way', {
            group,
            from: areaWordsIn(state, from.region),
            to: areaWordsIn(state, to),
          }),
          rule,
        );
      if (!Number.isInteger(move.count) || move.count < 1)
        return fail('entourage/bad-count', words('refusal.entourage/bad-count', { group }), rule);
      taken[move.owner] = (taken[move.owner] ?? 0) + move.count;
      if ((taken[move.owner] ?? 0) > countIn(state, from.region, move.owner))
        return fail(
          'entourage/not-enough',
          words('refusal.intrigue/not-enough', {
            player: playerWords(state, move.owner),
            count: countIn(state, from.region, move.owner),
            area: areaWordsIn(state, from.region),
          }),
          rule,
          { owner: move.owner },
        );
      total += move.count;
      next = changeArea(changeArea(next, from.region, move.owner, -move.count), to, move.owner, move.count);
    }
    const owed = from?.count ?? 0;
    if (total > owed || (total < owed && !context.partial))
      return fail('entourage/count', words('refusal.entourage/count', { owed, total }), rule, { count: owed });
    return ok(next);
  },
});

function entourageFrom(
  state: GameState,
): { region: RegionId; pieces: Record<PlayerId, number>; count: number } | undefined {
  const region = state.king;
  if (!isRegion(region)) return undefined;
  const pieces: Record<PlayerId, number> = {};
  for (const id of colourIds(state)) if (countIn(state, region, id) > 0) pieces[id] = countIn(state, region, id);
  const there = Object.values(pieces).reduce((sum, n) => sum + n, 0);
  return { region, pieces, count: Math.min(2, there) };
}

/**
 * Stand-in: the King and a Grande of the taker's choice change places, when both stand in regions (neither in
 * exile, nor beside or in the Castillo).
 */
export const standIn = defineEffect({
  id: 'stand-in',
  topic: 'kings-card',
  words: words('effect.stand-in'),
  kinds: ['king'],
  expects: words('expects.standIn', { shape: '{ kind: "king", to, grande }' }),
  guide: (state) => {
    const standIns = standInGrandes(state);
    return [kingGuide(state, Object.keys(standIns).filter(isRegion), { standIns })];
  },
  apply(state, action, context) {
    const rule = ref('Stand-in');
    const standIns = standInGrandes(state);
    const checked = checkKingTo(
      state,
      action,
      context,
      Object.keys(standIns).filter(isRegion),
      words('cards.king.why.standIn'),
      rule,
    );
    if (!checked.ok) return checked;
    const { to, grande } = checked.value;
    const old = state.king;
    const there = isRegion(to) ? (standIns[to] ?? []) : [];
    if (!isRegion(to) || !isRegion(old))
      return fail('stand-in/not-regions', words('refusal.stand-in/not-regions'), rule);
    if (grande !== undefined && !there.includes(grande))
      return fail(
        'stand-in/not-there',
        words('refusal.stand-in/not-there', { player: playerWords(state, grande), area: areaWordsIn(state, to) }),
        rule,
      );
    const who = grande ?? (there.length === 1 ? there[0] : undefined);
    if (who === undefined)
      return fail(
        'stand-in/which-grande',
        words('refusal.stand-in/which-grande', { area: areaWordsIn(state, to) }),
        rule,
        {
          grandes: [...there],
        },
      );
    const closed = royaltyRefusal(state, { kind: 'grande', player: who }, old);
    if (closed) return { ok: false, error: closed };
    return ok({ ...state, king: to, grandes: { ...state.grandes, [who]: old } });
  },
});

/** The Grandes the King may swap with, by region: none while the King himself stands in no region. */
function standInGrandes(state: GameState): Partial<Record<RegionId, PlayerId[]>> {
  if (!isRegion(state.king)) return {};
  const open = openRegions(state);
  const by: Partial<Record<RegionId, PlayerId[]>> = {};
  for (const [player, at] of Object.entries(state.grandes))
    if (at !== undefined && isRegion(at) && open.includes(at)) by[at] = [...(by[at] ?? []), player];
  return by;
}

/**
 * Infiltration: the King stays where he is, and the taker may place caballeros from the court in his region
 * with this turn's placement. Used before the placement, since it opens that placement.
 */
export const infiltration = defineEffect({
  id: 'infiltration',
  topic: 'kings-card',
  words: words('effect.infiltration'),
  kinds: ['apply'],
  expects: '{ kind: "apply" }',
  guide: (state) => [
    {
      kind: 'apply',
      available: true,
      description:
        state.turn?.placed === true
          ? words('cards.guide.infiltration.placed')
          : words('cards.guide.infiltration', { where: whereKing(state, state.king) }),
    },
  ],
  apply(state, action, context) {
    if (action?.kind !== 'apply') return wrongKind(state, action, context, '{ kind: "apply" }');
    if (state.turn?.placed)
      return fail('infiltration/placed', words('refusal.infiltration/placed'), ref('Infiltration'));
    return ok({ ...state, modules: { ...state.modules, infiltration: context.player } });
  },
});

/** How many caballeros Militia brings from the court. */
const MILITIA = 2;

/**
 * Militia: up to 2 of the taker's caballeros from the court into any regions (not only next to the King), never
 * the Castillo or the King’s region (004:1191-1198, 1208-1211).
 */
export const militia = defineEffect({
  id: 'militia',
  topic: 'kings-card',
  words: words('effect.militia'),
  kinds: ['from-court'],
  expects: '{ kind: "from-court", areas: { region: count } }',
  guide: (state, player) => {
    const guide = fromCourtGuide(state, player, MILITIA);
    return [{ ...guide, areas: guide.areas.filter((a) => a !== CASTILLO) }];
  },
  apply(state, action, context) {
    if (action?.kind !== 'from-court') return wrongKind(state, action, context, '{ kind: "from-court", areas }');
    const rule = ref('Militia');
    return placeFromCourtInPlay(state, context.player, action.areas, {
      limit: MILITIA,
      tooMany: (total) => ({
        code: 'militia/too-many',
        message: words('refusal.militia/too-many', { max: MILITIA, total }),
        ruleRef: rule,
      }),
      refuse: (area) =>
        area === CASTILLO
          ? {
              code: 'militia/no-castillo',
              message: words('refusal.militia/no-castillo'),
              ruleRef: rule,
            }
          : undefined,
    });
  },
});
