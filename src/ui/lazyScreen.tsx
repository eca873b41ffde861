import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/**
 * A screen whose code (and model) is fetched the first time it is shown, so the first screen
 * paints without it; the service worker still keeps every piece for offline use. Loaded once,
 * then kept.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  return function LazyScreen(props: P) {
    const [, setShown] = useState(0);
    const [problem, setProblem] = useState<string>();
    useEffect(() => {
      if (loaded) return;
      pending ??= load();
      pending.then(
        (screen) => {
          loaded = screen;
          setShown((n) => n + 1);
        },
        (error: Error) => {
          pending = undefined;
          setProblem(`This screen could not be opened (${error.message}). Reload to try again.`);
        },
      );
    }, []);
    if (loaded) {
      const Screen = loaded;
      return <Screen {...props} />;
    }
    return (
      <p role={problem ? 'alert' : 'status'} class={problem ? 'notice' : 'hint'}>
        {problem ?? 'Opening…'}
      </p>
    );
  };
}
