import type { ComponentChildren } from 'preact';

/**
 * The tablet handed to one player: what is theirs alone (a secret disk, a hand of modifier cards) stays
 * hidden behind a button only that player taps ("I am Ana: …"); once tapped, it shows. Every secret the
 * table enters by passing the tablet round goes through this one screen.
 */
export function HandOver({
  label,
  note,
  openLabel,
  open,
  onOpen,
  className,
  children,
}: {
  /** The group's name, as a screen reader hears it. */
  label: string;
  /** What the table reads before the tablet goes on: who takes it, how far the round has come. */
  note: string;
  /** The button the player it is for taps to see it. */
  openLabel: string;
  open: boolean;
  onOpen: () => void;
  /** Another class beside `hand-over`, for the part of the screen it sits in. */
  className?: string;
  children: ComponentChildren;
}) {
  return (
    <div class={className ? `${className} hand-over` : 'hand-over'} role="group" aria-label={label}>
      {!open && <p>{note}</p>}
      {open ? (
        children
      ) : (
        <button type="button" onClick={onOpen}>
          {openLabel}
        </button>
      )}
    </div>
  );
}
