import type { Locator, Page } from 'playwright-core';
import type { Speaker } from '../../src/i18n/speaker';
import { exactly } from './pattern';
import { englishScreens } from './speech';

/** The screen did not offer what the record needs: a control missing, disabled, or a refusal shown. */
export class NotOffered extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Taps the way a player does — by what the screen names, in the language it speaks (`speaker`'s) —
 * and counts them. Every control is found by its accessible role and name; one that is not there in
 * time means the screen does not offer that step.
 */
/** Where a tapper looks for controls: the whole page, or one part of it (`within`). */
export type Scope = Pick<Page, 'getByRole' | 'getByLabel' | 'getByText'>;

export function createTapper(
  page: Scope,
  timeout = 4000,
  speaker: Speaker = englishScreens,
  /** Awaited after each tap: the bench lets the screen paint before the next control is looked for. */
  afterTap: () => Promise<void> = async () => undefined,
  /** The count of taps, shared with the tappers made `within` a part of the page. */
  counted: { taps: number } = { taps: 0 },
  /** The whole page, where a tapper made `within` a part of it still finds what the page shows once (the map). */
  root: Scope = page,
): Tapper {
  const tapped = () => {
    counted.taps += 1;
  };
  const ready = async (locator: Locator, what: string) => {
    try {
      await locator.first().waitFor({ state: 'visible', timeout });
    } catch {
      throw new NotOffered(`the screen does not offer ${what}`);
    }
    // A control may wait a frame for the screen to settle before it is enabled.
    for (let waited = 0; await locator.first().isDisabled(); waited += 50) {
      if (waited >= timeout) throw new NotOffered(`the screen offers ${what}, but not now (it is disabled)`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return locator.first();
  };
  /**
   * Why a control could not be tapped, in the words of `ready`'s refusals, asked once the tap failed; undefined
   * when it is there and enabled (something else took the tap, or it never held still): that is no refusal.
   */
  const whyNot = async (locator: Locator, what: string): Promise<string | undefined> => {
    const target = locator.first();
    if (!(await target.isVisible())) return `the screen does not offer ${what}`;
    // A short wait: the control was there a moment ago, and may have gone since.
    if (await target.isDisabled({ timeout: 500 }).catch(() => false))
      return `the screen offers ${what}, but not now (it is disabled)`;
    return undefined;
  };
  return {
    page,
    root,
    speaker,
    get taps() {
      return counted.taps;
    },
    /** The same taps, looking for controls only inside `scope` (where the page shows a form twice). */
    within: (scope: Locator) => createTapper(scope, timeout, speaker, afterTap, counted, root),
    async tap(locator: Locator, what: string): Promise<void> {
      // The click itself waits for the control to show, be enabled and hold still; only when it
      // cannot be made is the screen asked why, so each tap looks the control up once.
      try {
        await locator.first().click({ timeout });
      } catch (error) {
        const why = await whyNot(locator, what);
        // Shown and enabled but not tapped: Playwright's own error names what was in the way.
        throw why === undefined ? error : new NotOffered(why);
      }
      tapped();
      await afterTap();
    },
    /** Picks the option a select shows with this text. */
    async choose(locator: Locator, text: string, what: string): Promise<void> {
      const target = await ready(locator, what);
      // An option's label is its text with whitespace runs collapsed, as the browser gives it.
      const label = text.replace(/\s+/g, ' ').trim();
      const shown = await target.evaluate((select) => (select as HTMLSelectElement).selectedOptions[0]?.label ?? '');
      if (shown === label) return;
      try {
        await target.selectOption({ label }, { timeout });
      } catch {
        throw new NotOffered(`${what}: “${label}”`);
      }
      tapped();
      await afterTap();
    },
    async type(locator: Locator, text: string, what: string): Promise<void> {
      const target = await ready(locator, what);
      if ((await target.inputValue()) === text) return;
      await target.fill(text, { timeout });
      tapped();
      await afterTap();
    },
    /** Sets a − / + stepper to `value` with the fewest taps. */
    async step(label: string, value: number): Promise<void> {
      const group = page.getByRole('group', { name: exactly(label) });
      const output = await ready(group.locator('output'), `the “${label}” count`);
      const now = Number(await output.textContent());
      const button = group.getByRole('button', {
        name: exactly(speaker.message(value > now ? 'control.more' : 'control.fewer', { label })),
      });
      for (let i = 0; i < Math.abs(value - now); i += 1) await this.tap(button, `a step of “${label}”`);
    },
    visible: async (locator: Locator) => (await locator.count()) > 0 && (await locator.first().isVisible()),
  };
}

export interface Tapper {
  readonly page: Scope;
  readonly root: Scope;
  readonly speaker: Speaker;
  readonly taps: number;
  within(scope: Locator): Tapper;
  tap(locator: Locator, what: string): Promise<void>;
  choose(locator: Locator, text: string, what: string): Promise<void>;
  type(locator: Locator, text: string, what: string): Promise<void>;
  step(label: string, value: number): Promise<void>;
  visible(locator: Locator): Promise<boolean>;
}
