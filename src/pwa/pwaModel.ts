import { signal } from '@preact/signals';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

// What Chromium and Safari add to the standard types: the install offer and the home-screen flag.
declare global {
  interface WindowEventMap {
    beforeinstallprompt: InstallPromptEvent;
  }
  interface Navigator {
    /** Safari only: true when the app runs from the home screen. */
    readonly standalone?: boolean;
  }
}

/**
 * The app's life as an installed web app: a new version waiting (never applied behind the
 * players' backs), the browser offering installation, the network state, and the screen wake lock.
 */
export function createPwaModel() {
  const updateReady = signal(false);
  /**
   * Another tab loaded the new version: this one runs the old one until it reloads, which the
   * players choose, as they may be half-way through an entry here.
   */
  const reloadWaiting = signal(false);
  /** Set when this tab's players chose the new version: only then does the switch reload the page by itself. */
  let updatingHere = false;
  const offline = signal(typeof navigator !== 'undefined' && !navigator.onLine);
  const installable = signal(false);
  // Whether the players want the screen kept on now; the lock is taken again whenever the page returns.
  let wakeLockWanted = false;
  const wakeLockSupported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  /**
   * Safari on iPhone and iPad never offers installation itself: the players add the app from the
   * Share menu. Set there while the app is not yet running from the home screen.
   */
  const needsManualInstall =
    typeof navigator !== 'undefined' &&
    /iPad|iPhone|iPod|Macintosh/.test(navigator.userAgent) &&
    navigator.maxTouchPoints > 1 &&
    !navigator.standalone;
  let applyUpdate: ((reload?: boolean) => Promise<void>) | undefined;
  let installPrompt: InstallPromptEvent | undefined;
  let sentinel: WakeLockSentinel | undefined;
  /** Every listener this model adds goes with it on `dispose`. */
  const listening = new AbortController();
  const { signal: stopped } = listening;

  async function acquireWakeLock() {
    if (!wakeLockSupported) return;
    try {
      sentinel = await navigator.wakeLock.request('screen');
      sentinel.addEventListener(
        'release',
        () => {
          if (document.visibilityState === 'visible' && wakeLockWanted) void acquireWakeLock();
        },
        { signal: stopped },
      );
    } catch {
      // The device refused (battery saver, hidden page): nothing to keep on.
    }
  }

  return {
    updateReady,
    offline,
    installable,
    wakeLockSupported,
    needsManualInstall,
    async start() {
      if (stopped.aborted) return;
      const options = { signal: stopped };
      window.addEventListener('online', () => (offline.value = false), options);
      window.addEventListener('offline', () => (offline.value = true), options);
      window.addEventListener(
        'beforeinstallprompt',
        (event) => {
          event.preventDefault();
          installPrompt = event;
          installable.value = true;
        },
        options,
      );
      window.addEventListener('appinstalled', () => (installable.value = false), options);
      document.addEventListener(
        'visibilitychange',
        () => {
          // The browser drops the lock when the page is hidden; take it again on return.
          if (document.visibilityState === 'visible' && wakeLockWanted) void acquireWakeLock();
        },
        options,
      );
      if ('serviceWorker' in navigator && import.meta.env.PROD) {
        const { registerSW } = await import('virtual:pwa-register');
        applyUpdate = registerSW({
          immediate: true,
          onNeedRefresh: () => (updateReady.value = true),
          // The new version took over; a tab that did not ask for it says so instead of reloading.
          onNeedReload: () => {
            if (updatingHere) return window.location.reload();
            updateReady.value = false;
            reloadWaiting.value = true;
          },
        });
      }
    },
    /** The players chose to load the new version now. */
    async reloadForUpdate() {
      updatingHere = true;
      await applyUpdate?.(true);
    },
    reloadWaiting,
    /** The players chose to reload a tab the new version already took over. */
    reloadNow() {
      window.location.reload();
    },
    async install() {
      if (!installPrompt) return;
      await installPrompt.prompt();
      installPrompt = undefined;
      installable.value = false;
    },
    async setWakeLock(on: boolean) {
      if (stopped.aborted) return;
      wakeLockWanted = on;
      if (on && (!sentinel || sentinel.released)) await acquireWakeLock();
      else if (!on) {
        await sentinel?.release();
        sentinel = undefined;
      }
    },
    /** Stops listening to the browser and lets the screen sleep again. */
    dispose() {
      listening.abort();
      wakeLockWanted = false;
      void sentinel?.release().catch(() => undefined);
      sentinel = undefined;
    },
  };
}

export type PwaModel = ReturnType<typeof createPwaModel>;
