import { type GameState, tableAreas } from '../rules';

/**
 * A game's state as a plain summary: what a table would check against the board. The variants and
 * expansions, their readings and what they keep on the table (`moduleState`: Granada, the Church's
 * holder, Power Shift's cards…) are listed only when the game has any, so a base game's summary
 * stays as it always was.
 */
export function summarizeGame(state: GameState) {
  const areas = Object.fromEntries(
    tableAreas(state).map((area) => [
      area,
      Object.fromEntries(Object.entries(state.areas[area] ?? {}).filter(([, n]) => n > 0)),
    ]),
  );
  const { modules, moduleOptions } = state.setup;
  return {
    edition: state.setup.edition,
    ...(modules.length > 0 ? { modules } : {}),
    ...(Object.keys(moduleOptions).length > 0 ? { moduleOptions } : {}),
    round: state.round,
    phase: state.phase,
    scores: state.scores,
    king: state.king,
    grandes: state.grandes,
    mobileScoreboards: state.mobileScoreboards,
    areas,
    courts: state.court,
    provinces: state.provinces,
    hands: state.hands,
    startPlayer: state.startPlayer,
    turn: state.turn
      ? {
          player: state.turn.player,
          card: state.turn.card?.id ?? null,
          placed: state.turn.placed,
          special: state.turn.special,
        }
      : null,
    vetoes: state.vetoes,
    ...(state.modules ? { moduleState: state.modules } : {}),
    scorings: state.scorings.length,
    winners: state.winners ?? null,
  };
}
