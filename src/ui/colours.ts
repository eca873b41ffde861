/** Player colours the calculator offers: the classic box's five and a few more. Ids are the colour names. */
export const PLAYER_COLOURS = [
  { id: 'red', label: 'Red', hex: '#c62828' },
  { id: 'blue', label: 'Blue', hex: '#1565c0' },
  { id: 'yellow', label: 'Yellow', hex: '#f9a825' },
  { id: 'green', label: 'Green', hex: '#2e7d32' },
  { id: 'black', label: 'Black', hex: '#212121' },
  { id: 'orange', label: 'Orange', hex: '#ef6c00' },
  { id: 'purple', label: 'Purple', hex: '#6a1b9a' },
  { id: 'white', label: 'White', hex: '#eeeeee' },
] as const;

export const colourHex = (id: string): string => PLAYER_COLOURS.find((c) => c.id === id)?.hex ?? '#888888';
export const colourLabel = (id: string): string => PLAYER_COLOURS.find((c) => c.id === id)?.label ?? id;
