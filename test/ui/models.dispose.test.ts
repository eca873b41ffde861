import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCalculatorModel } from '../../src/calculator/calculatorModel';
import { createPwaModel } from '../../src/pwa/pwaModel';
import type { BoardStorage, SavedBoard } from '../../src/session/boardStorage';
import { createSettingsModel } from '../../src/ui/settingsModel';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Local storage as a map, counting writes. */
function memoryShelf() {
  const items = new Map<string, string>();
  return {
    items,
    writes: 0,
    getItem: (k: string) => items.get(k) ?? null,
    setItem(k: string, v: string) {
      this.writes += 1;
      items.set(k, v);
    },
    removeItem(k: string) {
      this.writes += 1;
      items.delete(k);
    },
  };
}

/** The calculator's boards in memory, counting each time the board being entered is kept. */
function memoryBoards() {
  const kept: unknown[] = [];
  const boards: BoardStorage & { kept: unknown[] } = {
    kept,
    list: async () => [],
    save: async (name, draft, id = 'b1', at = 0): Promise<SavedBoard> => ({
      id,
      name,
      draft,
      savedAt: at,
      dataVersion: 2,
    }),
    remove: async () => undefined,
    loadDraft: async () => undefined,
    keepDraft: async (draft) => void kept.push(draft),
    keepPersistent: () => undefined,
  };
  return boards;
}

afterEach(() => vi.unstubAllGlobals());

describe('models stop everything they started when disposed', () => {
  it('the settings stop following the system theme and stop writing to this device', () => {
    const system = Object.assign(new EventTarget(), { matches: false });
    const shelf = memoryShelf();
    const root = { dataset: {} as Record<string, string> };
    vi.stubGlobal('window', Object.assign(new EventTarget(), { matchMedia: () => system }));
    vi.stubGlobal('localStorage', shelf);
    vi.stubGlobal('document', { documentElement: root });
    const settings = createSettingsModel();
    expect(root.dataset.theme).toBe('light');
    system.dispatchEvent(Object.assign(new Event('change'), { matches: true }));
    expect(root.dataset.theme).toBe('dark');
    settings.dispose();
    system.dispatchEvent(Object.assign(new Event('change'), { matches: false }));
    expect(root.dataset.theme).toBe('dark');
    const writes = shelf.writes;
    settings.theme.value = 'light';
    settings.keepScreenOn.value = false;
    expect(shelf.writes).toBe(writes);
    expect(root.dataset.theme).toBe('dark');
  });

  it('the app shell stops hearing the network and the install offer', async () => {
    const page = new EventTarget();
    vi.stubGlobal('window', page);
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    vi.stubGlobal('navigator', { onLine: true, userAgent: 'test', maxTouchPoints: 0 });
    const pwa = createPwaModel();
    await pwa.start();
    page.dispatchEvent(new Event('offline'));
    expect(pwa.offline.value).toBe(true);
    pwa.dispose();
    page.dispatchEvent(new Event('online'));
    expect(pwa.offline.value).toBe(true);
    page.dispatchEvent(Object.assign(new Event('beforeinstallprompt'), { prompt: async () => undefined }));
    expect(pwa.installable.value).toBe(false);
  });

  it('the calculator stops scoring and keeping the board once disposed', async () => {
    const boards = memoryBoards();
    const model = createCalculatorModel(Promise.resolve(boards));
    await flush();
    await flush();
    model.changeCount('galicia', 'red', 2);
    await flush();
    expect(model.scoredCountOf('galicia', 'red')).toBe(2);
    const kept = boards.kept.length;
    expect(kept).toBeGreaterThan(0);
    model.dispose();
    model.changeCount('galicia', 'red', 1);
    await flush();
    expect(model.countOf('galicia', 'red')).toBe(3);
    expect(model.scoredCountOf('galicia', 'red')).toBe(2);
    expect(boards.kept.length).toBe(kept);
  });

  it('a calculator disposed before storage opened never starts keeping the board', async () => {
    const boards = memoryBoards();
    let open: (b: BoardStorage) => void = () => undefined;
    const model = createCalculatorModel(new Promise<BoardStorage>((resolve) => (open = resolve)));
    model.dispose();
    open(boards);
    await flush();
    model.changeCount('galicia', 'red', 2);
    await flush();
    expect(boards.kept).toEqual([]);
  });
});
