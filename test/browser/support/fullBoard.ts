import type { Page } from 'playwright-core';

/**
 * A general scoring on a full Big Box board with five players, as a snapshot file: caballeros of every
 * colour in every region and the Castillo, each Castillo colour's secret disk set, Grandes and both
 * mobile scoreboards out — the board a dispute is about. The calculator's bench and its tap test load it.
 */
export const FULL_BOARD = {
  format: 'el-grande-snapshot/2',
  edition: 'bigbox',
  players: ['red', 'blue', 'yellow', 'green', 'black'],
  king: 'castilla-la-nueva',
  grandes: { red: 'castilla-la-vieja', blue: 'galicia', yellow: 'granada', green: 'sevilla', black: 'cataluna' },
  mobileScoreboards: { '8-4-0': 'valencia', '4-0-0': 'aragon' },
  pieces: {
    castillo: { red: 2, blue: 3, yellow: 1, green: 2, black: 2 },
    galicia: { red: 1, blue: 4, yellow: 2, green: 1, black: 2 },
    'pais-vasco': { red: 3, blue: 2, yellow: 1, green: 3, black: 1 },
    aragon: { red: 2, blue: 1, yellow: 3, green: 2, black: 2 },
    cataluna: { red: 1, blue: 2, yellow: 2, green: 1, black: 4 },
    'castilla-la-vieja': { red: 4, blue: 2, yellow: 1, green: 2, black: 1 },
    'castilla-la-nueva': { red: 2, blue: 2, yellow: 2, green: 2, black: 2 },
    valencia: { red: 1, blue: 3, yellow: 2, green: 3, black: 1 },
    sevilla: { red: 2, blue: 1, yellow: 1, green: 4, black: 2 },
    granada: { red: 1, blue: 1, yellow: 4, green: 2, black: 3 },
  },
  castilloDestinations: { red: 'galicia', blue: 'aragon', yellow: 'sevilla', green: 'valencia', black: 'granada' },
  score: { kind: 'general' },
};

/** Loads the full board through the calculator's own snapshot file import (on the calculator screen). */
export async function importFullBoard(page: Page): Promise<void> {
  await page.getByLabel('Import snapshot file', { exact: true }).setInputFiles({
    name: 'full.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(FULL_BOARD)),
  });
  // Asked first when a board is on screen.
  const replace = page.getByRole('button', { name: 'Yes, replace the board on screen' });
  await replace.waitFor({ timeout: 2000 }).then(
    () => replace.click(),
    () => undefined,
  );
}
