import loaders from 'virtual:catalog-loaders';
import type { Messages } from '@lingui/core';
import type { CatalogPart } from './catalogParts';
import type { Language } from './languages';

/** The compiled messages of one part of one language (scripts/build/compiledCatalogs.ts): one chunk each. */
export async function loadCompiledPart(language: Language, part: CatalogPart): Promise<Messages> {
  const load = loaders[`${language}/${part}`];
  if (!load) throw new Error(`No ${language} catalog part “${part}”`);
  return (await load()).default;
}
