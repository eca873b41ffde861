import type { Page } from 'playwright-core';

import { AREA_IDS, applyCommand, BLACK_IDS, moduleTable, tableAreas } from '../../src/rules';
import { areaCounts } from './areaCounts';
import { mapGroup, type TableNames } from './enterCommand';
import { whole } from './pattern';
import { messagePattern } from './speech';

const TIMEOUT = 4000;

/**
 * Scores and caballeros per area as the game screen shows them (the players table and the map's area names),
 * every area of the game's table (France too, with its 1995 variant).
 */
export async function readTable(
  page: Page,
  names: TableNames,
): Promise<{ scores: Record<string, number>; areas: Record<string, Record<string, number>> }> {
  const { setup, nameOf, mapName, speaker } = names;
  const scores: Record<string, number> = {};
  const rows = page.getByRole('table', { name: speaker.message('game.players.label'), exact: true }).getByRole('row');
  const tag = (key: string) => messagePattern(speaker, key).source.slice(1, -1);
  for (const p of setup.players) {
    // The row header is the name, then the tags the table may add after it.
    const row = rows.filter({
      has: page.getByRole('rowheader', {
        name: whole(nameOf(p.id), new RegExp(`( ${tag('game.players.start')})?( ${tag('game.players.holdsVeto')})?`)),
      }),
    });
    const score = await row
      .getByRole('cell')
      .first()
      .textContent({ timeout: TIMEOUT })
      .catch(() => {
        throw new Error(`the players table shows no row for ${nameOf(p.id)}`);
      });
    scores[p.id] = Number(score?.trim());
  }
  // Black caballeros (the Church's) are named on the map by whom they stand for.
  const black = moduleTable(setup.modules ?? []).black;
  const colours = [
    ...[...setup.players, ...(setup.dummy ? [setup.dummy] : [])].map((c) => ({ id: c.id, name: nameOf(c.id) })),
    ...BLACK_IDS.filter((id) => black[id] !== undefined).map((id) => ({ id, name: nameOf(id) })),
  ];
  const map = mapGroup(page, speaker);
  const areas: Record<string, Record<string, number>> = {};
  // The game's areas, France among them with its 1995 variant: the table the setup opens with has them all.
  const opening = applyCommand(undefined, setup);
  for (const area of opening.ok ? tableAreas(opening.value) : AREA_IDS) {
    const label =
      (await map
        .getByRole('button', { name: whole(mapName(area), /(; .*)?/) })
        .getAttribute('aria-label', { timeout: TIMEOUT })) ?? '';
    const counts = areaCounts(label, mapName(area), colours, speaker);
    if (!counts)
      throw new Error(`the map names ${mapName(area)} in a way the drive cannot read: ${JSON.stringify(label)}`);
    areas[area] = counts;
  }
  return { scores, areas };
}
