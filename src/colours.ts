import { type Text, words } from './rules';

/** Player colours the calculator offers: the classic box's five and a few more. Ids are the colour names. */
export const PLAYER_COLOURS = [
  { id: 'red', hex: '#c62828' },
  { id: 'blue', hex: '#1565c0' },
  { id: 'yellow', hex: '#f9a825' },
  { id: 'green', hex: '#2e7d32' },
  { id: 'black', hex: '#212121' },
  { id: 'orange', hex: '#ef6c00' },
  { id: 'purple', hex: '#6a1b9a' },
  { id: 'white', hex: '#eeeeee' },
] as const;

export const colourHex = (id: string): string => PLAYER_COLOURS.find((c) => c.id === id)?.hex ?? '#888888';

/** A colour's name in the reader's language; an id the app does not know is shown as it is. */
export const colourWords = (id: string): Text => (PLAYER_COLOURS.some((c) => c.id === id) ? words(`colour.${id}`) : id);
