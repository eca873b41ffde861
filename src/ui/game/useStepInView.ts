import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';

/** The bottom of the app's header while it stays at the top of the screen; 0 once it scrolls away with the page. */
function headerBottom(): number {
  const header = document.querySelector('.app-header');
  if (!header || getComputedStyle(header).position !== 'sticky') return 0;
  return header.getBoundingClientRect().bottom;
}

/**
 * Scrolls the page just enough to bring a step's bottom (its confirm bar) into view, never so far that
 * its top goes under the header: a step that fits the screen is then seen whole. `appearing`: a step
 * just shown whose top is above the screen (the page was scrolled down to the history) is brought down
 * into view too.
 */
function bringIntoView(step: Element, appearing: boolean): void {
  const r = step.getBoundingClientRect();
  const top = headerBottom();
  if (appearing && r.top < top) {
    window.scrollBy({ top: Math.max(r.top - top, r.bottom - window.innerHeight), behavior: 'instant' });
    return;
  }
  const below = r.bottom - window.innerHeight;
  const by = Math.min(below, r.top - top);
  if (below > 0 && by > 0) window.scrollBy({ top: by, behavior: 'instant' });
}

/**
 * Keeps the step being entered in view as it shows and each time it grows (a control or a message
 * appearing in it): the element inside `container` that `selector` finds (the step panel, or an entry's
 * correction) is watched, the next one too once it replaces it. Nothing moves while it keeps its size,
 * so a table reading the history below is left there.
 */
export function useStepInView(container: RefObject<HTMLElement | null>, selector: string): void {
  useEffect(() => {
    const box = container.current;
    if (!box) return;
    let watched: Element | null = null;
    // An element's first notice is its showing; later ones, its growing or shrinking.
    const shown = new WeakSet<Element>();
    const sizes = new ResizeObserver((entries) => {
      for (const entry of entries) {
        bringIntoView(entry.target, !shown.has(entry.target));
        shown.add(entry.target);
      }
    });
    const watch = () => {
      const step = box.querySelector(selector);
      if (step === watched) return;
      if (watched) sizes.unobserve(watched);
      watched = step;
      if (step) sizes.observe(step);
    };
    const children = new MutationObserver(watch);
    children.observe(box, { childList: true, subtree: true });
    watch();
    // A tap that grows the step is followed up once its frame is drawn, whatever the order in which the
    // browser reports sizes and scrolls.
    let frame = 0;
    const afterTap = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        frame = requestAnimationFrame(() => watched && bringIntoView(watched, false));
      });
    };
    box.addEventListener('click', afterTap);
    return () => {
      sizes.disconnect();
      children.disconnect();
      box.removeEventListener('click', afterTap);
      cancelAnimationFrame(frame);
    };
  }, [container, selector]);
}
