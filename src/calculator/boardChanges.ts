import {
  areaWords,
  type BlackId,
  type BoardAreaId,
  type EditionId,
  type ExtraAreaId,
  MAX_PLAYERS,
  MIN_PLAYERS,
  type MobileScoreboardId,
  type ModuleOptionId,
  type ModuleOptions,
  moduleWords,
  type RegionId,
  type RoleId,
  type ScoringKind,
  type ScoringModuleId,
  type TieRule,
  words,
} from '../rules';
import { type Done, done, refuse } from '../session/done';
import type { BoardDraft } from './boardDraft';
import * as edits from './boardEdits';
import { type DeliveryJson, defaultScore, type InterludeMoveJson, type ScoreJson } from './draft';
import { fitScore, moduleChoices, tableOf } from './draftTable';

/**
 * Every change the table makes to the board being entered, each refused with a reason (and nothing
 * changed) when the board cannot take it; those that replace or remove what was entered can be taken
 * back once.
 */
export function createBoardChanges(board: BoardDraft) {
  const { draft, lastReplaced, edit, replacing, refit, table, seated, nameOf } = board;
  const { countOf, totalOf, supplyOf, mostOf, typedIdsIn } = board;
  return {
    setEdition: (edition: EditionId) =>
      refit(words('calc.done.edition', { edition: words(`edition.${edition}`) }), (s) => ({
        ...s,
        edition,
        modules: (s.modules ?? []).filter((id) => moduleChoices(edition, []).some((c) => c.module.id === id)),
      })),
    /** Switches a variant or expansion on or off; one that cannot join those on is refused and changes nothing. */
    setModule: (id: ScoringModuleId, on: boolean): Done => {
      const choice = moduleChoices(draft.value.snapshot.edition, draft.value.snapshot.modules ?? []).find(
        (c) => c.module.id === id,
      );
      if (!choice) return refuse('calculator/module-not-in-edition', words('refusal.calculator/module-not-in-edition'));
      if (on && choice.refused)
        return refuse(
          'calculator/module-refused',
          words('refusal.calculator/module-refused', { module: moduleWords(id), why: choice.refused }),
        );
      refit(words('calc.done.moduleOff', { module: moduleWords(id) }), (s) => ({
        ...s,
        modules: on ? [...new Set([...(s.modules ?? []), id])] : (s.modules ?? []).filter((m) => m !== id),
      }));
      return done();
    },
    setTie: (tie: TieRule) => edit((s) => ({ ...s, rules: { ...s.rules, tie } })),
    setOption: <K extends ModuleOptionId>(id: K, value: ModuleOptions[K]) =>
      edit((s) => edits.withOption(s, id, value)),
    setPrintedValues: (area: ExtraAreaId, values: number[]) => edit((s) => edits.withPrintedValues(s, area, values)),
    setKing: (king: BoardAreaId) => edit((s) => ({ ...s, king })),
    setGrande: (id: string, area: BoardAreaId | undefined) =>
      edit((s) => {
        const grandes = { ...s.grandes };
        if (area) grandes[id] = area;
        else delete grandes[id];
        return { ...s, grandes };
      }),
    setMobile: (board: MobileScoreboardId, area: BoardAreaId | undefined) =>
      edit((s) => {
        const mobileScoreboards = { ...s.mobileScoreboards };
        if (area) mobileScoreboards[board] = area;
        else delete mobileScoreboards[board];
        return { ...s, mobileScoreboards };
      }),
    setRole: (role: RoleId, id: string | undefined) => edit((s) => edits.withRole(s, role, id)),
    setHolder: (black: BlackId, holder: string | undefined) => edit((s) => edits.withHolder(s, black, holder)),
    /** Moves the Limit table (or takes it off); who stood on it can come back. */
    setLimitTableArea: (area: BoardAreaId | undefined) => {
      const table = draft.value.snapshot.limitTable;
      const seated =
        table !== undefined && table.area !== area && Object.values(table.onTable).some((n) => (n ?? 0) > 0);
      const move = () => edit((s) => edits.withLimitTableArea(s, area));
      if (seated) replacing(words('calc.done.limitTableMoved'), move);
      else move();
    },
    changeOnTable: (id: string, delta: number) => edit((s) => edits.withOnTable(s, id, delta)),
    setGranada: (state: 'muslim' | 'conquered') => edit((s) => edits.withGranada(s, state)),
    setQuarantine: (region: RegionId | undefined) => edit((s) => edits.withQuarantine(s, region)),
    setConspiracy: (on: boolean) => edit((s) => edits.withConspiracy(s, on)),
    setRevolution: (grande: string | undefined) => edit((s) => edits.withRevolution(s, grande)),
    /** Adds or removes caballeros; never below 0, above what the id has in all, or past the area's room. */
    changeCount: (area: BoardAreaId, id: string, delta: number) => {
      const next = Math.max(0, countOf(area, id) + delta);
      if (next > mostOf(area, id)) return;
      edit((s) => ({ ...s, pieces: { ...s.pieces, [area]: { ...s.pieces[area], [id]: next } } }));
    },
    /**
     * Sets the counts of one area at once (typed in the order `typedIdsIn` gives; the colours' alone
     * leave the black caballeros as they were), or changes nothing and says why when an id would have
     * more than it has in all, or the area more than it holds.
     */
    setCounts: (area: BoardAreaId, counts: readonly number[]): Done => {
      const all = typedIdsIn(area);
      const ids = counts.length > seated.value.length ? all : seated.value;
      const over = ids.find((id, i) => totalOf(id) - countOf(area, id) + (counts[i] ?? 0) > supplyOf(id));
      if (over) {
        const elsewhere = totalOf(over) - countOf(area, over);
        return refuse(
          'calculator/too-many-caballeros',
          words('refusal.calculator/too-many-caballeros', {
            who: nameOf(over),
            supply: supplyOf(over),
            elsewhere,
            most: supplyOf(over) - elsewhere,
          }),
        );
      }
      const room = tableOf(draft.value.snapshot).area(area)?.holdsAtMost;
      const typed = counts.reduce((sum, n) => sum + n, 0);
      const others = Object.entries(draft.value.snapshot.pieces[area] ?? {})
        .filter(([id]) => !ids.includes(id))
        .reduce((sum, [, n]) => sum + (n ?? 0), 0);
      if (room !== undefined && typed + others > room) {
        return refuse(
          'calculator/area-full',
          words('refusal.calculator/area-full', {
            area: areaWords(draft.value.snapshot.edition, area),
            room,
            most: room - others,
          }),
        );
      }
      edit((s) => ({
        ...s,
        pieces: {
          ...s.pieces,
          [area]: { ...s.pieces[area], ...Object.fromEntries(ids.map((id, i) => [id, counts[i] ?? 0])) },
        },
      }));
      return done();
    },
    /**
     * Sets who stands on the Limit table at once (typed in the order `typedIdsIn` gives for its area), or
     * changes nothing and says why when an id would have more there than it has in the area.
     */
    setOnTable: (counts: readonly number[]): Done => {
      const limit = draft.value.snapshot.limitTable;
      if (!limit) return done();
      const all = typedIdsIn(limit.area);
      const ids = counts.length > seated.value.length ? all : seated.value;
      const over = ids.findIndex((id, i) => (counts[i] ?? 0) > countOf(limit.area, id));
      const who = ids[over];
      if (who !== undefined)
        return refuse(
          'calculator/more-on-table',
          words('refusal.calculator/more-on-table', {
            who: nameOf(who),
            count: countOf(limit.area, who),
            area: areaWords(draft.value.snapshot.edition, limit.area),
          }),
        );
      edit((s) =>
        s.limitTable
          ? {
              ...s,
              limitTable: {
                ...s.limitTable,
                onTable: { ...s.limitTable.onTable, ...Object.fromEntries(ids.map((id, i) => [id, counts[i] ?? 0])) },
              },
            }
          : s,
      );
      return done();
    },
    setDestination: (id: string, region: RegionId | undefined) =>
      edit((s) => {
        const castilloDestinations = { ...s.castilloDestinations };
        if (region) castilloDestinations[id] = region;
        else delete castilloDestinations[id];
        return { ...s, castilloDestinations };
      }),
    /** Another kind of scoring; what the table entered for the one before (deliveries, an order, moves) can come back. */
    setScoreKind: (kind: ScoringKind) => {
      const s = draft.value.snapshot;
      const next = () => edit((d) => ({ ...d, score: fitScore(defaultScore(kind, d), d, table.value) }));
      const entered = JSON.stringify(s.score) !== JSON.stringify(defaultScore(s.score.kind, s));
      if (entered && kind !== s.score.kind) replacing(words('calc.done.scoringChanged'), next);
      else next();
    },
    setScore: (score: ScoreJson) => edit((s) => ({ ...s, score })),
    toggleScoredArea: (area: BoardAreaId) => edit((s) => edits.withScoredAreaToggled(s, area)),
    changeDelivery: (player: string, disc: keyof DeliveryJson, delta: number) =>
      edit((s) => edits.withDelivery(s, player, disc, delta)),
    changeArrivals: (id: string, delta: number) => edit((s) => edits.withArrivals(s, id, delta)),
    clearArrivals: () => replacing(words('calc.done.arrivalsCleared'), () => edit(edits.withoutArrivals)),
    addMove: (move: InterludeMoveJson) => edit((s) => edits.withMoveAdded(s, move)),
    removeMove: (index: number) =>
      replacing(words('calc.done.moveRemoved'), () => edit((s) => edits.withMoveRemoved(s, index))),
    setName: (id: string, name: string) => {
      lastReplaced.value = undefined;
      draft.value = { ...draft.value, names: { ...draft.value.names, [id]: name } };
    },
    /** Seats a colour as a player (or as a neutral colour); ids stay colour names. */
    addColour: (id: string, as: 'player' | 'neutral'): Done => {
      const s = draft.value.snapshot;
      if (s.players.includes(id) || s.neutral.includes(id))
        return refuse('calculator/colour-seated', words('refusal.calculator/colour-seated', { who: nameOf(id) }));
      if (as === 'player' && s.players.length >= MAX_PLAYERS)
        return refuse(
          'calculator/too-many-players',
          words('refusal.calculator/too-many-players', { most: MAX_PLAYERS }),
        );
      edit((x) => (as === 'player' ? { ...x, players: [...x.players, id] } : { ...x, neutral: [...x.neutral, id] }));
      return done();
    },
    /** Takes a colour off the table with everything it had on the board. */
    removeColour: (id: string): Done => {
      const s = draft.value.snapshot;
      if (s.players.includes(id) && s.players.length <= MIN_PLAYERS)
        return refuse(
          'calculator/too-few-players',
          words('refusal.calculator/too-few-players', { least: MIN_PLAYERS }),
        );
      replacing(words('calc.done.colourOff', { who: nameOf(id) }), () => edit((x) => edits.withoutColour(x, id)));
      return done();
    },
    /** Takes every caballero off; the printed values, the modules and their readings stay. */
    clearBoard: () =>
      replacing(words('calc.done.cleared'), () =>
        edit((s) => ({
          ...s,
          pieces: {},
          castilloDestinations: {},
          roles: s.roles && {},
          limitTable: s.limitTable && { ...s.limitTable, onTable: {} },
          score: s.score.kind === 'general' ? { kind: 'general' } : s.score,
        })),
      ),
  };
}
