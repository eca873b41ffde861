import type { Page } from 'playwright-core';
import { AREA_IDS } from '../../src/rules/board/areas';
import type { TableNames } from './enterCommand';

/** Scores and caballeros per area as the game screen shows them (the players table and the map's area names). */
export async function readTable(page: Page, names: TableNames): Promise<{ scores: Record<string, number>; areas: Record<string, Record<string, number>> }> {
  const { setup, nameOf, areaName } = names;
  const scores: Record<string, number> = {};
  const rows = page.getByRole('table', { name: 'Players' }).getByRole('row');
  for (const p of setup.players) {
    const row = rows.filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${nameOf(p.id)}\\b`) }) });
    scores[p.id] = Number((await row.getByRole('cell').first().textContent())?.trim());
  }
  const colours = [...setup.players, ...(setup.dummy ? [setup.dummy] : [])];
  const map = page.getByRole('group', { name: /^Board map/ }).first();
  const areas: Record<string, Record<string, number>> = {};
  for (const area of AREA_IDS) {
    const label = (await map.getByRole('button', { name: new RegExp(`^${areaName(area).replace(/[()]/g, '\\$&')}(;|$)`) }).getAttribute('aria-label')) ?? '';
    const counts: Record<string, number> = {};
    for (const part of label.split('; ')) {
      for (const piece of part.split(', ')) {
        const colour = colours.find((c) => piece.startsWith(`${c.name} `) && /^\d+$/.test(piece.slice(c.name.length + 1)));
        if (colour) counts[colour.id] = Number(piece.slice(colour.name.length + 1));
      }
    }
    areas[area] = counts;
  }
  return { scores, areas };
}
