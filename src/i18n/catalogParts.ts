/**
 * Each language's messages are split into parts, so that a screen loads only what it speaks with:
 * the frame every screen shares (home, settings, install and update prompts), the other screens, and the engine's words
 * (refusals, scoring explanations, cards, regions, the history). A part is a folder of catalog files
 * (`catalogs/<language>/<part>/<topic>.json`), one topic each, loaded together.
 */
export const CATALOG_PARTS = ['shell', 'screens', 'engine'] as const;

export type CatalogPart = (typeof CATALOG_PARTS)[number];

/** A catalog file as written: each key's message in ICU MessageFormat. */
export type CatalogSource = Readonly<Record<string, string>>;
