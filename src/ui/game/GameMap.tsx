import type { Signal } from '@preact/signals';
import { useRef } from 'preact/hooks';
import { message, say } from '../../i18n/speech';
import {
  areaNotes,
  type BoardAreaId,
  type Command,
  changedAreas,
  type GameAreaId,
  type GameState,
  isKingExile,
  isOneOf,
  kingInExile,
  lastCastilloThrow,
  MODULE_REGION_IDS,
  mapIdleRefusal,
  piecesOnBoard,
  type RuleError,
  regionsNextToKingIn,
  tableAreas,
} from '../../rules';
import type { GameView } from '../../session/gameView';

import { memoBy } from '../components/memoBy';
import { BoardMapOf, type MapInteraction } from '../map/BoardMap';
import { roleMarks } from '../map/roleMarks';
import type { GameMapInteraction } from './mapRequest';
import { nameIn } from './tableWords';

/** What the map does when no step asks for it: it only shows the table. */
const nothing = (): MapInteraction<GameAreaId> => ({
  purpose: message('game.map.idle'),
  active: [],
  onSelect: () => undefined,
});

/** Who last sent caballeros into the Castillo, and how many: what the table heard fall into the tower. */
/** The last throw into the Castillo, in words, asked of the engine. */
function lastThrow(log: readonly Command[], nameOf: (id: string) => string): string | undefined {
  const thrown = lastCastilloThrow(log);
  if (thrown.length === 0) return undefined;
  return thrown
    .map((t) =>
      t.how === 'placed'
        ? message('game.map.thrownPlaced', { by: nameOf(t.by), count: t.count })
        : message('game.map.thrownMoved', { by: nameOf(t.by), count: t.count, owner: nameOf(t.owner) }),
    )
    .join('; ');
}

/**
 * Why a tap on an area the step does not take does nothing, asked of the engine: the step's own
 * reason where it gives one, and that the step is not entered on the map when no step asks for it.
 */
function refusalOf(
  state: GameState,
  interaction: GameMapInteraction | undefined,
  area: GameAreaId,
): RuleError | undefined {
  return interaction ? interaction.whyNot?.(area) : mapIdleRefusal(state, area);
}

/** The parts of a table the map draws from: a command that changes none of them (a card taken, a turn ended) leaves it as it is. */
const MAP_PARTS = [
  'setup',
  'areas',
  'king',
  'grandes',
  'mobileScoreboards',
  'modules',
  'scorings',
] as const satisfies readonly (keyof GameState)[];

interface TableMapProps {
  readonly state: GameState;
  readonly interaction: GameMapInteraction | undefined;
  /** The Castillo closed (memory mode), and the last throw into it, in words. */
  readonly hidden: boolean;
  readonly thrown: string | undefined;
  readonly onSelect: (area: GameAreaId) => void;
  readonly onInactive: (area: GameAreaId) => void;
}

const sameMap = (a: TableMapProps, b: TableMapProps): boolean =>
  MAP_PARTS.every((part) => a.state[part] === b.state[part]) &&
  a.interaction === b.interaction &&
  a.hidden === b.hidden &&
  a.thrown === b.thrown;

/**
 * The game's board on the shared map; in memory mode the Castillo stays closed until a general
 * scoring. A tap on an area the step does not take is answered through `onNote` where it is given (and a tap
 * taken clears it). Drawn again only when what it shows changed: most commands leave the board as it was.
 */
export function GameMap({
  view,
  request,
  onNote,
}: {
  view: GameView;
  request: Signal<GameMapInteraction | undefined>;
  onNote?: (note: RuleError | undefined) => void;
}) {
  const interaction = request.value;
  const state = view.state.value;
  const memory = view.summary.value.prefs?.memoryMode === true;
  // The tower stays closed through the disks of a general scoring: its result, shown once they are set, opens it.
  const hidden = memory && state.phase !== 'over';
  const thrown = memory ? lastThrow(view.log.value, nameIn(state)) : undefined;
  // A tap is answered against the table and the step as they are now, even while the map is not drawn again.
  const latest = useRef({ state, interaction, onNote });
  latest.current = { state, interaction, onNote };
  const handlers = useRef({
    onSelect: (area: GameAreaId) => {
      latest.current.onNote?.(undefined);
      (latest.current.interaction ?? nothing()).onSelect(area);
    },
    onInactive: (area: GameAreaId) =>
      latest.current.onNote?.(refusalOf(latest.current.state, latest.current.interaction, area)),
  }).current;
  return (
    <TableMap
      state={state}
      interaction={interaction}
      hidden={hidden}
      thrown={thrown}
      onSelect={handlers.onSelect}
      onInactive={handlers.onInactive}
    />
  );
}

const TableMap = memoBy<TableMapProps>(function TableMap({ state, interaction, hidden, thrown, onSelect, onInactive }) {
  const shown = interaction ?? nothing();
  const nameOf = nameIn(state);
  // A step entering moves shows the table the engine previews for them, each changed area marked.
  const preview = interaction?.preview;
  const board = preview?.state ?? state;
  const before = preview
    ? Object.fromEntries(changedAreas(state, preview.state).map((c) => [c.area, c.before]))
    : undefined;
  // The game's areas (France with its 1995 variant); an exiled King (New Regency) is drawn in France or Portugal beside them.
  const inPlay = tableAreas(board);
  const onTable = (area: BoardAreaId): area is GameAreaId => isOneOf(inPlay, area);
  const areas: readonly BoardAreaId[] =
    isKingExile(board.king) && !onTable(board.king) ? [...inPlay, board.king] : inPlay;
  return (
    <div class="game-map">
      <BoardMapOf<BoardAreaId>
        areas={areas}
        view={{
          edition: state.setup.edition,
          king: board.king,
          nextToKing: regionsNextToKingIn(board),
          kingInExile: kingInExile(board),
          colours: piecesOnBoard(state),
          nameOf,
          count: (area, id) => (onTable(area) ? (board.areas[area]?.[id] ?? 0) : 0),
          // A module region's values (France's) are those its piece shows, as the table entered them at setup.
          valuesOf: (area) => (isOneOf(MODULE_REGION_IDS, area) ? board.modules?.printedValues?.[area] : undefined),
          grandes: board.grandes,
          mobileScoreboards: board.mobileScoreboards,
          // What the modules say of an area, as the engine keeps it (a Muslim Granada), and who stands on its spaces.
          notesOf: (area) => (onTable(area) ? areaNotes(board, area).map(say) : []),
          marksOf: (area) => roleMarks(state.setup.modules, area, board.modules?.roles, nameOf),
          castilloHidden: hidden,
          preview: preview && before ? { what: preview.what, before } : undefined,
        }}
        interaction={{
          purpose: shown.purpose,
          selected: shown.selected,
          active: shown.active ?? inPlay,
          pending: shown.pending,
          // An exiled King's France or Portugal only shows where he is: a tap there asks nothing of the table.
          onSelect: (area) => {
            if (onTable(area)) onSelect(area);
          },
          onInactive: (area) => onTable(area) && onInactive(area),
        }}
      />
      {preview && (
        <p class="hint" role="status">
          {message('game.map.preview', { what: preview.what })}
        </p>
      )}
      {hidden && (
        <p class="hint" role="status">
          {message('game.map.memory')}
          {thrown ? ` ${message('game.map.lastThrown', { thrown })}` : ''}
        </p>
      )}
    </div>
  );
}, sameMap);
