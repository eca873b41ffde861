import type { Signal } from '@preact/signals';
import { message } from '../../i18n/speech';
import {
  type BoardAreaId,
  type Command,
  changedAreas,
  type GameAreaId,
  type GameState,
  granadaStatus,
  isOneOf,
  lastCastilloThrow,
  MODULE_REGION_IDS,
  mapIdleRefusal,
  piecesOnBoard,
  type RuleError,
  regionsNextToKingIn,
  tableAreas,
} from '../../rules';
import type { GameView } from '../../session/gameView';

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
  return interaction ? interaction.whyNot?.(area) : mapIdleRefusal(state);
}

/**
 * The game's board on the shared map; in memory mode the Castillo stays closed until a general
 * scoring. A tap on an area the step does not take is answered through `onNote` where it is given (and a tap
 * taken clears it).
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
  const shown = interaction ?? nothing();
  const nameOf = nameIn(state);
  const memory = view.summary.value.prefs?.memoryMode === true;
  // The tower stays closed through the disks of a general scoring: its result, shown once they are set, opens it.
  const hidden = memory && state.phase !== 'over';
  const thrown = memory ? lastThrow(view.log.value, nameOf) : undefined;
  // A step entering moves shows the table the engine previews for them, each changed area marked.
  const preview = interaction?.preview;
  const board = preview?.state ?? state;
  // A Muslim Granada says so on the map, as the engine keeps it; France who stands on its bonus spaces.
  const muslim = granadaStatus(board)?.granada === 'muslim';
  const before = preview
    ? Object.fromEntries(changedAreas(state, preview.state).map((c) => [c.area, c.before]))
    : undefined;
  // The game's areas (France with its 1995 variant); an exiled King (New Regency) is drawn in France or Portugal beside them.
  const inPlay = tableAreas(board);
  const onTable = (area: BoardAreaId): area is GameAreaId => isOneOf(inPlay, area);
  const areas: readonly BoardAreaId[] =
    (board.king === 'france' || board.king === 'portugal') && !onTable(board.king) ? [...inPlay, board.king] : inPlay;
  return (
    <div class="game-map">
      <BoardMapOf<BoardAreaId>
        areas={areas}
        view={{
          edition: state.setup.edition,
          king: board.king,
          nextToKing: regionsNextToKingIn(board),
          colours: piecesOnBoard(state),
          nameOf,
          count: (area, id) => (onTable(area) ? (board.areas[area]?.[id] ?? 0) : 0),
          // A module region's values (France's) are those its piece shows, as the table entered them at setup.
          valuesOf: (area) => (isOneOf(MODULE_REGION_IDS, area) ? board.modules?.printedValues?.[area] : undefined),
          grandes: board.grandes,
          mobileScoreboards: board.mobileScoreboards,
          notesOf: (area) => (area === 'granada' && muslim ? [message('game.map.muslim')] : []),
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
            onNote?.(undefined);
            if (onTable(area)) shown.onSelect(area);
          },
          onInactive: (area) => onTable(area) && onNote?.(refusalOf(state, interaction, area)),
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
}
