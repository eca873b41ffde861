import type { MergedNamesStore } from '../../session/playedModel';

const KEY = 'merged-names';

/** The merged spellings kept in this page's local storage, beside the other settings of the device. */
export const localMergedNames = (): MergedNamesStore => ({
  load() {
    try {
      const text = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
      return text === null ? undefined : JSON.parse(text);
    } catch {
      return undefined;
    }
  },
  save(merged) {
    localStorage.setItem(KEY, JSON.stringify(merged));
  },
});
