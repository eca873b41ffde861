import { message } from '../../../i18n/speech';
import {
  type DiscsCorrection,
  discsCorrectionChoices,
  type GameState,
  isRecord,
  type SpacesCommand,
} from '../../../rules';
import { LabelledStepper } from '../../game/LabelledStepper';
import { areaIn, nameIn } from '../../game/tableWords';
import type { ModuleChoice } from '../types';

const KINDS = ['gold', 'wares'] as const;
type Kind = (typeof KINDS)[number];

/** What the table set so far: each count by its place ("lying:gold", "ship:red:wares"), kept as one key. */
type Typed = Readonly<Record<string, number>>;

const readTyped = (chosen: string | undefined): Typed => {
  try {
    const read: unknown = chosen ? JSON.parse(chosen) : {};
    return isRecord(read)
      ? Object.fromEntries(Object.entries(read).filter((e): e is [string, number] => typeof e[1] === 'number'))
      : {};
  } catch {
    return {};
  }
};

/**
 * Grand Inquisitor & the Colonies: the Gold and Wares discs in a correction of the table, lying and
 * carried, each counted from what the app holds; only the counts the table changed go with the command.
 */
export const discsCorrectionChoice: ModuleChoice = {
  id: 'discs',
  pick(state: GameState, command: SpacesCommand | undefined, chosen: string | undefined) {
    const choice = command?.type === 'table-correction' ? discsCorrectionChoices(state, command) : undefined;
    if (!choice) return { fields: {}, control: () => null };
    const typed = readTyped(chosen);
    const value = (key: string, now: number) => typed[key] ?? now;
    const lying: Partial<Record<Kind, number>> = {};
    for (const kind of KINDS) {
      const n = value(`lying:${kind}`, choice.lying[kind]);
      if (n !== choice.lying[kind]) lying[kind] = n;
    }
    const carried: Record<string, Record<string, Partial<Record<Kind, number>>>> = {};
    const changedAreas = new Set(
      choice.rows
        .filter((r) => KINDS.some((k) => value(`${r.area}:${r.id}:${k}`, r.carried[k] ?? 0) !== (r.carried[k] ?? 0)))
        .map((r) => r.area),
    );
    // An area changed is given whole: every colour's carriers there, as the table now shows them.
    for (const row of choice.rows.filter((r) => changedAreas.has(r.area))) {
      const load = Object.fromEntries(KINDS.map((k) => [k, value(`${row.area}:${row.id}:${k}`, row.carried[k] ?? 0)]));
      carried[row.area] = { ...carried[row.area], [row.id]: load };
    }
    const discs: DiscsCorrection = {
      ...(Object.keys(lying).length > 0 ? { lying } : {}),
      ...(Object.keys(carried).length > 0 ? { carried } : {}),
    };
    const name = nameIn(state);
    const areaName = areaIn(state);
    return {
      fields: Object.keys(discs).length > 0 ? { discs } : {},
      control: (onChoose) => {
        const step = (key: string, now: number, most: number) => (d: number) =>
          onChoose(JSON.stringify({ ...typed, [key]: Math.max(0, Math.min(most, value(key, now) + d)) }));
        return (
          <div class="area-counts" role="group" aria-label={message('game.discs.heading')}>
            <p>{message('game.discs.heading')}</p>
            {KINDS.map((kind) => {
              const label = message('game.discs.lying', { kind });
              return (
                <LabelledStepper
                  key={kind}
                  shown={label}
                  label={label}
                  value={value(`lying:${kind}`, choice.lying[kind])}
                  min={0}
                  max={choice.box[kind]}
                  onChange={step(`lying:${kind}`, choice.lying[kind], choice.box[kind])}
                />
              );
            })}
            {choice.rows.flatMap((row) =>
              KINDS.map((kind) => {
                const key = `${row.area}:${row.id}:${kind}`;
                const label = message('game.discs.carried', { kind, who: name(row.id), area: areaName(row.area) });
                return (
                  <LabelledStepper
                    key={key}
                    shown={label}
                    label={label}
                    value={value(key, row.carried[kind] ?? 0)}
                    min={0}
                    max={row.most}
                    onChange={step(key, row.carried[kind] ?? 0, row.most)}
                  />
                );
              }),
            )}
          </div>
        );
      },
    };
  },
};
