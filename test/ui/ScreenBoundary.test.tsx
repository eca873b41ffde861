import { options } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { speak } from '../../src/i18n/speech';
import { ScreenBoundary } from '../../src/ui/components/ScreenBoundary';

function Broken(): never {
  throw new TypeError('Cannot read properties of undefined (reading "<b>round</b>")');
}

const noop = () => undefined;

describe('a screen that fails to draw', () => {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Server rendering honours error boundaries only when asked.
  beforeAll(async () => {
    (options as { errorBoundaries?: boolean }).errorBoundaries = true;
    await speak('en');
  });
  afterAll(() => {
    (options as { errorBoundaries?: boolean }).errorBoundaries = false;
    errors.mockRestore();
  });

  it('is replaced by an alert saying what happened, that the games are safe, and the ways on', () => {
    const html = renderToString(
      <ScreenBoundary onHome={noop} onReload={noop}>
        <p>before</p>
        <Broken />
      </ScreenBoundary>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('This screen stopped working');
    expect(html).toContain('Your games are safe');
    expect(html).toContain('>Go to the home screen</button>');
    expect(html).toContain('>Reload</button>');
    // What was thrown, escaped as text, for a report; nothing of the failed screen is left.
    expect(html).toContain('TypeError: Cannot read properties of undefined (reading &quot;&lt;b>round&lt;/b>&quot;)');
    expect(html).not.toContain('before');
    expect(errors).toHaveBeenCalledWith('A screen failed to draw:', expect.any(TypeError));
  });

  it('whatever is thrown, even not an error', () => {
    function Throws(): never {
      throw undefined;
    }
    const html = renderToString(
      <ScreenBoundary onHome={noop} onReload={noop}>
        <Throws />
      </ScreenBoundary>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('For a report: undefined');
  });

  it('shows a screen that draws as it is, with nothing added', () => {
    const html = renderToString(
      <ScreenBoundary onHome={noop} onReload={noop}>
        <p>The screen</p>
      </ScreenBoundary>,
    );
    expect(html).toBe('<p>The screen</p>');
  });
});
