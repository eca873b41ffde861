import { computed, effect, signal } from '@preact/signals-core';
import { areaWords, type BoardAreaId, disksNeeded, entriesOf, scoreBoard, words } from '../rules';
import { parseSnapshot, snapshotErrorOf } from '../snapshot/parseSnapshot';
import { type ScoringInput, toScoringInput } from '../snapshot/toScoringInput';
import type { BoardDraft } from './boardDraft';
import type { CalculatorDraft } from './draft';
import { tableOf } from './draftTable';
import { type ModelScope, sameListOnceEqual } from './modelScope';
import { problemWords } from './problemWords';
import { snapshotObject } from './snapshotObject';

/** The ids whose secret disks a general scoring on a board needs. */
const disksNeededBy = ({ board, rules }: ScoringInput): string[] => disksNeeded(board, rules).map((n) => n.id);

/**
 * The board's scoring, paced to the screen's frames: the map and the result catch up with the board
 * entered after a tap has painted, and the scoring runs through the same validation and engine as
 * `npm run score`, so the screen and the command always agree.
 */
export function createBoardScoring(board: BoardDraft, scope: ModelScope) {
  const { draft, nameOf } = board;
  /**
   * The drafts the map and the result show. They catch up with the draft after a tap has painted, one
   * heavy redraw per frame: the tapped count shows at once, the map the frame after, and the scoring
   * and its result the frame after that (taps quicker than that are drawn and scored once, at the last).
   * Once the taps stop, the map and the result show the same board, the one entered.
   */
  const mapped = signal<CalculatorDraft>(draft.value);
  const scored = signal<CalculatorDraft>(draft.value);
  let catchingUp = false;
  const catchUp = () => {
    const latest = draft.peek();
    if (mapped.peek() !== latest) {
      mapped.value = latest;
      return scope.afterPaint(catchUp);
    }
    catchingUp = false;
    scored.value = latest;
  };
  scope.effects.push(
    effect(() => {
      if (draft.value === scored.peek() || catchingUp) return;
      catchingUp = true;
      scope.afterPaint(catchUp);
    }),
  );
  const snapshotCheck = computed(() => parseSnapshot(snapshotObject(scored.value.snapshot)));
  const scoredEdition = computed(() => scored.value.snapshot.edition);
  const problemError = computed(() =>
    snapshotCheck.value.ok ? undefined : snapshotErrorOf(snapshotCheck.value.error),
  );
  const problem = computed(() => {
    const error = problemError.value;
    return error && problemWords(error, nameOf, (area) => areaWords(scoredEdition.value, area));
  });
  const scoreInput = ({ board: scoring, request, rules }: ScoringInput) =>
    // The table's names in the explanations, a colour nobody named by its name in the reader's language
    // ("Red", "Rot"), never its id; the points are those of the snapshot alone.
    scoreBoard(
      {
        ...scoring,
        names: {
          ...Object.fromEntries([...scoring.players, ...scoring.neutral].map((id) => [id, nameOf(id)])),
          ...scored.value.names,
        },
      },
      request,
      rules,
    );
  /** The board as the engine reads it, once the snapshot reader accepts it. */
  const scoringInput = computed(() => (snapshotCheck.value.ok ? toScoringInput(snapshotCheck.value.value) : undefined));
  const result = computed(() => scoringInput.value && scoreInput(scoringInput.value));
  /**
   * The board as the engine reads it were it scoring the Castillo alone, which needs no secret disk: the
   * board's reading while a general scoring's disks are still missing.
   */
  const castilloOnlyInput = computed(() => {
    const read = parseSnapshot(snapshotObject({ ...scored.value.snapshot, score: { kind: 'area', area: 'castillo' } }));
    return read.ok ? toScoringInput(read.value) : undefined;
  });
  /** After a general scoring: the board once each colour's Castillo caballeros went where their disk says. */
  const boardAfter = computed(() => {
    if (!snapshotCheck.value.ok || snapshotCheck.value.value.score.kind !== 'general') return undefined;
    return result.value?.piecesAfter;
  });
  /** Whether the map shows the board after the general scoring instead of the board entered. */
  const showingAfter = signal(false);
  /**
   * While a general scoring waits for its secret disks, the Castillo can already be scored: its result does
   * not depend on them.
   */
  const castilloSoFar = computed(() => {
    const s = scored.value.snapshot;
    if (s.score.kind !== 'general' || !problemError.value?.field.startsWith('castilloDestinations')) return undefined;
    const input = castilloOnlyInput.value;
    return input && scoreInput(input);
  });
  /**
   * The engine says whose disks a general scoring on this board needs (black caballeros' holders, Grandes
   * in the Castillo or under a Conspiracy included); the board is read as if it scored the Castillo alone,
   * which needs no disk, so the question has an answer while disks are still missing. It reads the board
   * one frame behind a tap, with the map and the result, to keep the tap's own paint light.
   */
  const disksNeededOnBoard = computed(() => {
    // A board the reader accepts as it stands is read once, for its scoring and for this.
    const input = scoringInput.value ?? castilloOnlyInput.value;
    return input ? disksNeededBy(input) : [];
  });
  /** A count of the board on the map: the draft, one frame behind a tap. */
  const mappedCountOf = (area: BoardAreaId, id: string) => mapped.value.snapshot.pieces[area]?.[id] ?? 0;

  return {
    problem,
    result,
    scoredEdition,
    castilloSoFar,
    boardAfter,
    showingAfter,
    mappedCountOf,
    /** The field the snapshot reader finds at fault, if any (e.g. "score.limitTableArrivals"). */
    problemField: computed(() => problemError.value?.field),
    /** The board the map shows: the draft, one frame behind a tap (and the result one frame behind the map). */
    shownSnapshot: computed(() => mapped.value.snapshot),
    /** The table of the board the map shows. */
    shownTable: computed(() => tableOf(mapped.value.snapshot)),
    /** A count of the board as scored: the draft, two frames behind a tap. */
    scoredCountOf: (area: BoardAreaId, id: string) => scored.value.snapshot.pieces[area]?.[id] ?? 0,
    /** A count as the map shows it: the board entered, or the board after the general scoring when asked. */
    shownCountOf: (area: BoardAreaId, id: string) =>
      showingAfter.value && boardAfter.value ? (boardAfter.value[area]?.[id] ?? 0) : mappedCountOf(area, id),
    /**
     * Whose secret disk the general scoring asks for: every colour with caballeros in the Castillo, those
     * already set, and the one the snapshot reader says is still missing (a holder, the Grand Inquisitor's
     * own, a Grande to move).
     */
    disksAsked: sameListOnceEqual(() => {
      const s = draft.value.snapshot;
      const missing = problemError.value?.field.match(/^castilloDestinations\.(.+)$/)?.[1];
      const asked = new Set([
        ...Object.keys(s.castilloDestinations),
        ...disksNeededOnBoard.value,
        ...[...s.players, ...s.neutral].filter((id) => (s.pieces.castillo?.[id] ?? 0) > 0),
        ...(missing ? [missing] : []),
      ]);
      const order = [...s.players, ...s.neutral];
      return [...order.filter((id) => asked.has(id)), ...[...asked].filter((id) => !order.includes(id))];
    }),
    /** Carries the board after the general scoring forward as the board to enter next. */
    useBoardAfter: () => {
      const after = boardAfter.value;
      const scoring = result.value;
      if (!after || !scoring) return;
      showingAfter.value = false;
      board.replacing(words('calc.done.boardAfter'), () =>
        board.edit((s) => {
          const grandes = { ...s.grandes };
          for (const [id, area] of entriesOf(scoring.grandesMoved)) {
            if (area === null || area === undefined) delete grandes[id];
            else grandes[id] = area;
          }
          return {
            ...s,
            pieces: Object.fromEntries(Object.entries(after).map(([a, counts]) => [a, { ...counts }])),
            grandes,
            limitTable: scoring.limitTable
              ? { area: scoring.limitTable.area, onTable: { ...scoring.limitTable.onTable } }
              : s.limitTable,
            granada: scoring.granada ?? s.granada,
            castilloDestinations: {},
            conspiracy: undefined,
            score: s.score.kind === 'general' ? { kind: 'general' } : s.score,
          };
        }),
      );
    },
  };
}
