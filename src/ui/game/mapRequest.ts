import { createContext } from 'preact';
import { useContext, useEffect } from 'preact/hooks';
import type { Signal } from '@preact/signals';
import type { AreaId } from '../../rules/board/areas';
import type { RuleError } from '../../rules/errors';
import type { MapInteraction } from '../map/BoardMap';

/** What the game's map does on a tap, and, where the step knows it, why an area it does not take is refused (asked of the engine). */
export interface GameMapInteraction extends MapInteraction {
  readonly whyNot?: ((area: AreaId) => RuleError | undefined) | undefined;
}

/**
 * What tapping the game's map does right now. The step that needs the map (a placement, caballeros
 * from court, a region to pick) asks for it while it is shown; otherwise the map only shows the table.
 */
export const MapRequest = createContext<Signal<GameMapInteraction | undefined> | undefined>(undefined);

/** Asks for the map while the calling step is on screen; `interaction` is refreshed on every render. */
export function useMapRequest(interaction: GameMapInteraction | undefined): void {
  const request = useContext(MapRequest);
  useEffect(() => {
    if (request) request.value = interaction;
  });
  useEffect(
    () => () => {
      if (request) request.value = undefined;
    },
    [request],
  );
}
