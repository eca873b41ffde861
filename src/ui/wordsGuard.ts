import { options } from 'preact';

/**
 * Words put on screen as they are (`{words}` instead of `{say(words)}`) would show nothing, as Preact
 * draws no plain object: they fail at once instead, naming their key, so the screen's boundary says
 * so and the mistake cannot pass unseen. (It reads words by their shape, so that loading it loads
 * nothing of the engine.) (An attribute holding words already fails: words refuse to
 * become text without a language.)
 */
export function guardAgainstUnspokenWords(): void {
  const previous = options.vnode;
  options.vnode = (vnode) => {
    if (typeof vnode.type === 'string' || typeof vnode.type === 'function') refuseWords(vnode.props.children);
    previous?.(vnode);
  };
}

function refuseWords(children: unknown): void {
  if (Array.isArray(children)) for (const child of children) refuseWords(child);
  // Words are an object with a key and no type (a child element has a key too, and a type).
  else if (
    typeof children === 'object' &&
    children !== null &&
    'key' in children &&
    typeof children.key === 'string' &&
    !('type' in children)
  )
    throw new Error(`The words “${children.key}” were put on screen without a language: show them with say()`);
}
