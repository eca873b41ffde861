import { createContext } from 'preact';
import { useContext, useEffect } from 'preact/hooks';
import type { Signal } from '@preact/signals';
import type { MapInteraction } from '../map/BoardMap';

/**
 * What tapping the game's map does right now. The step that needs the map (a placement, caballeros
 * from court, a region to pick) asks for it while it is shown; otherwise the map only shows the table.
 */
export const MapRequest = createContext<Signal<MapInteraction | undefined> | undefined>(undefined);

/** Asks for the map while the calling step is on screen; `interaction` is refreshed on every render. */
export function useMapRequest(interaction: MapInteraction | undefined): void {
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
