import type { AreaId } from '../../rules/board/areas';

/**
 * A schematic map of the board drawn for this app (not traced from any printing): each region a
 * polygon on a 1000 × 800 grid, bordering exactly the regions the rules say it borders, and the
 * Castillo as a keep beside the coast. `label` is where the name and counts go.
 */
export const MAP_SHAPES: Readonly<Record<AreaId, { readonly points: string; readonly label: readonly [number, number] }>> = {
  galicia: { points: '0,0 330,0 330,120 180,120 180,300 0,300', label: [90, 150] },
  'pais-vasco': { points: '330,0 560,0 560,200 330,200 330,120', label: [445, 90] },
  aragon: { points: '560,0 740,0 740,420 560,420', label: [650, 230] },
  cataluna: { points: '740,0 1000,0 1000,300 740,300', label: [870, 140] },
  'castilla-la-vieja': { points: '180,120 330,120 330,200 560,200 560,330 180,330', label: [370, 275] },
  'castilla-la-nueva': { points: '180,330 560,330 560,420 660,420 660,560 180,560', label: [400, 450] },
  sevilla: { points: '80,560 380,560 380,800 80,800', label: [230, 680] },
  granada: { points: '380,560 660,560 660,700 780,700 780,800 380,800', label: [540, 680] },
  valencia: { points: '740,300 900,300 900,700 660,700 660,420 740,420', label: [790, 520] },
  castillo: { points: '810,705 995,705 995,795 810,795', label: [902, 770] },
};
