import { Component, type ComponentType, type FunctionComponent, h } from 'preact';

/**
 * A component that redraws only when `same` says its props changed: a board redraws the areas a
 * tap changed, not all ten. (preact/compat's memo does the same, at the cost of the whole compat layer.)
 */
export function memoBy<P extends object>(
  render: FunctionComponent<P>,
  same: (before: P, after: P) => boolean,
): ComponentType<P> {
  class Memo extends Component<P> {
    static override displayName = `Memo(${render.displayName ?? render.name})`;
    override shouldComponentUpdate(next: P): boolean {
      return !same(this.props, next);
    }
    override render(props: P) {
      return h(render, props);
    }
  }
  return Memo;
}
