import { Component, type ComponentChildren } from 'preact';
import { message } from '../../i18n/speech';

import { escapeInput } from '../../rules';

interface Props {
  readonly children?: ComponentChildren;
  /** Leaves for the home screen (the screen that failed is shown again only if asked for again). */
  readonly onHome: () => void;
  readonly onReload: () => void;
}

interface State {
  /** Set once a screen below failed to draw; `error` is what it threw (anything may be thrown). */
  readonly failed?: { readonly error: unknown } | undefined;
}

/** What was thrown, in one line for a report: never markup, never control characters. */
const detailOf = (error: unknown): string => {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return escapeInput(text, 160);
};

/**
 * Around each screen: a screen that throws while drawing is replaced by what happened, that the
 * games are safe, and the ways on (home, reload), never a blank page. The shell is keyed by the
 * screen shown, so going to another screen starts this afresh.
 */
export class ScreenBoundary extends Component<Props, State> {
  override state: State = {};

  static override getDerivedStateFromError(error: unknown): State {
    return { failed: { error } };
  }

  // The whole error, stack and all, stays where a developer looks; the player gets words.
  override componentDidCatch(error: unknown): void {
    console.error('A screen failed to draw:', error);
  }

  override render() {
    const { failed } = this.state;
    if (!failed) return this.props.children;
    return (
      <div class="panel notice" role="alert">
        <h2>{message('screen.failed.heading')}</h2>
        <p>{message('screen.failed.body')}</p>
        <p class="hint">{message('screen.failed.report', { detail: detailOf(failed.error) })}</p>
        <nav class="home-actions" aria-label={message('screen.failed.wayOn')}>
          <button
            type="button"
            onClick={() => {
              this.setState({ failed: undefined });
              this.props.onHome();
            }}
          >
            {message('screen.goHome')}
          </button>
          <button type="button" class="secondary" onClick={() => this.props.onReload()}>
            {message('screen.reload')}
          </button>
        </nav>
      </div>
    );
  }
}
