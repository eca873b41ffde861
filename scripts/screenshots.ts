/** The manifest's screenshots: where each is, its size and form factor, and what it shows. */
export const SCREENSHOTS = [
  { src: 'screenshot-wide.png', width: 1280, height: 800, form_factor: 'wide' },
  { src: 'screenshot-narrow.png', width: 800, height: 1280, form_factor: 'narrow' },
] as const;

/** Their entries as the manifest lists them. */
export const manifestScreenshots = () =>
  SCREENSHOTS.map(({ src, width, height, form_factor }) => ({
    src,
    sizes: `${width}x${height}`,
    type: 'image/png',
    form_factor,
    label: 'A game at the table: the board, the turn being entered and the scores',
  }));
