import { useEffect } from 'preact/hooks';
import { useSignal } from '@preact/signals';
import type { AreaId, RegionId } from '../../../rules/board/areas';
import type { MobileScoreboardId } from '../../../rules/board/mobileScoreboards';
import type { PowerCardValue } from '../../../rules/board/powerCards';
import type { GrandeGuide, KingGuide, MobileScoreboardGuide, PowerCardGuide, ScoreAreaGuide } from '../../../rules/game/actionGuide';
import { ChoiceGroup } from '../../components/ChoiceGroup';
import type { FormProps } from './formProps';

/** Nothing to choose (a fixed scoring, a decay, keeping a veto): the action is ready as it is. */
export function ReadyForm({ kind, description, onAction }: { kind: 'apply' | 'keep-veto'; description: string; onAction: FormProps<unknown>['onAction'] }) {
  useEffect(() => onAction({ kind }), [kind]);
  return <p>{description}</p>;
}

export function KingForm({ guide, areaName, onAction }: FormProps<KingGuide>) {
  const to = useSignal<RegionId | undefined>(undefined);
  return (
    <ChoiceGroup
      label={`Move the King from ${areaName(guide.now)} to`}
      value={to.value}
      options={guide.targets.map((r) => ({ id: r, label: r === guide.now ? `${areaName(r)} (he stays)` : areaName(r) }))}
      onChange={(r) => {
        to.value = r;
        onAction({ kind: 'king', to: r });
      }}
    />
  );
}

export function GrandeForm({ guide, areaName, onAction }: FormProps<GrandeGuide>) {
  const to = useSignal<RegionId | undefined>(undefined);
  return (
    <ChoiceGroup
      label={`Move your Grande${guide.now ? ` from ${areaName(guide.now)}` : ''} to`}
      value={to.value}
      options={guide.targets.map((r) => ({ id: r, label: areaName(r) }))}
      onChange={(r) => {
        to.value = r;
        onAction({ kind: 'grande', to: r });
      }}
    />
  );
}

export function ScoreAreaForm({ guide, areaName, onAction }: FormProps<ScoreAreaGuide>) {
  const area = useSignal<AreaId | undefined>(undefined);
  return (
    <ChoiceGroup
      label="Area to score"
      value={area.value}
      options={guide.areas.map((a) => ({ id: a, label: areaName(a) }))}
      onChange={(a) => {
        area.value = a;
        onAction({ kind: 'score-area', area: a });
      }}
    />
  );
}

export function PowerCardForm({ guide, onAction }: FormProps<PowerCardGuide>) {
  const value = useSignal<PowerCardValue | undefined>(undefined);
  return (
    <ChoiceGroup
      label="Power card to take back"
      value={value.value}
      options={guide.values.map((v) => ({ id: v, label: `Power card ${v}` }))}
      onChange={(v) => {
        value.value = v;
        onAction({ kind: 'power-card', value: v });
      }}
    />
  );
}

const boardWords = (board: MobileScoreboardId) => `the ${board.replaceAll('-', '/')} scoreboard`;

export function MobileScoreboardForm({ guide, areaName, onAction }: FormProps<MobileScoreboardGuide>) {
  const movable = guide.boards.filter((b) => b.targets.length > 0);
  const board = useSignal<MobileScoreboardId | undefined>(movable.length === 1 ? movable[0]!.board : undefined);
  const to = useSignal<AreaId | undefined>(undefined);
  const chosen = guide.boards.find((b) => b.board === board.value);
  return (
    <>
      <ChoiceGroup
        label="Scoreboard"
        value={board.value}
        options={movable.map((b) => ({ id: b.board, label: `${boardWords(b.board)} (${b.now ? `on ${areaName(b.now)}` : 'beside the board'})` }))}
        onChange={(b) => {
          board.value = b;
          to.value = undefined;
          onAction(undefined);
        }}
      />
      {chosen && (
        <ChoiceGroup
          label={`Put ${boardWords(chosen.board)} on`}
          value={to.value}
          options={chosen.targets.map((a) => ({ id: a, label: areaName(a) }))}
          onChange={(a) => {
            to.value = a;
            onAction({ kind: 'mobile-scoreboard', board: chosen.board, to: a });
          }}
        />
      )}
    </>
  );
}
