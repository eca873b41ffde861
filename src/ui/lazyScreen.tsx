import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { CatalogPart } from '../i18n/catalogParts';
import { message, needParts } from '../i18n/speech';

/**
 * A screen whose code (and model) is fetched the first time it is shown, so the first screen
 * paints without it; the service worker still keeps every piece for offline use. Loaded once,
 * then kept, together with the parts of the message catalogs it speaks with (its own and the engine's words).
 */
export function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  parts: readonly CatalogPart[] = ['screens', 'engine'],
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  return function LazyScreen(props: P) {
    const [, setShown] = useState(0);
    const [problem, setProblem] = useState<string>();
    useEffect(() => {
      if (loaded) return;
      pending ??= Promise.all([load(), needParts(...parts)]).then(([screen]) => screen);
      pending.then(
        (screen) => {
          loaded = screen;
          setShown((n) => n + 1);
        },
        (error: Error) => {
          pending = undefined;
          setProblem(message('screen.cannotOpen', { error: error.message }));
        },
      );
    }, []);
    if (loaded) {
      const Screen = loaded;
      return <Screen {...props} />;
    }
    return (
      <p role={problem ? 'alert' : 'status'} class={problem ? 'notice' : 'hint'}>
        {problem ?? message('screen.opening')}
      </p>
    );
  };
}
