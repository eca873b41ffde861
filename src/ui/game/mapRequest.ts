import type { Signal } from '@preact/signals';
import { createContext } from 'preact';
import { useContext, useEffect, useRef } from 'preact/hooks';

import type { GameAreaId, GameState, RuleError } from '../../rules';
import type { MapInteraction } from '../map/BoardMap';

/**
 * What the game's map does on a tap, why an area it does not take is refused (asked of the engine), and a
 * table to show before it is confirmed.
 */
export interface GameMapInteraction extends MapInteraction<GameAreaId> {
  /** The step's own reason for an area it does not take; none given, the map says nothing. */
  readonly whyNot?: ((area: GameAreaId) => RuleError | undefined) | undefined;
  /**
   * The table as the engine previews it once what is entered is confirmed (moves, say): the map shows it,
   * marked as not yet confirmed.
   */
  readonly preview?: { readonly state: GameState; readonly what: string } | undefined;
}

/**
 * What tapping the game's map does right now. The step that needs the map (a placement, caballeros
 * from court, a region to pick) asks for it while it is shown; otherwise the map only shows the table.
 */
export const MapRequest = createContext<Signal<GameMapInteraction | undefined> | undefined>(undefined);

/**
 * Asks for the map while the calling step is on screen; `interaction` is refreshed on every render. A step
 * with nothing to ask (undefined) gives the map back only if it held it, so a form folded beside another
 * (a kept card's action beside the placement) never takes the map from the one that asked.
 */
export function useMapRequest(interaction: GameMapInteraction | undefined): void {
  const request = useContext(MapRequest);
  const holds = useRef(false);
  useEffect(() => {
    if (!request) return;
    if (interaction) request.value = interaction;
    else if (holds.current) request.value = undefined;
    holds.current = interaction !== undefined;
  });
  useEffect(
    () => () => {
      if (request && holds.current) request.value = undefined;
    },
    [request],
  );
}
