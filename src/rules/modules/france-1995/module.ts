import { defineModule } from '../defineModule';

const ref = { source: '000', section: 'Variant Rules: France' } as const;

/** 1995 variant: France on its own, three spaces with the Ambassador's and the Envoy's bonuses. */
export const france1995 = defineModule({
  id: 'france-1995',
  name: 'France (1995 variant)',
  editions: ['classic', 'bigbox'],
  summary:
    'France is a tenth region of three spaces: the Ambassador earns 2 and the Envoy 1 when it is scored. ' +
    'Neither the King nor a Grande may stand there, and no secret disk may name it.',
  refs: [ref],
  areas: [
    {
      id: 'france',
      type: 'region',
      values: { from: 'entered', min: 3 },
      order: 10,
      holdsAtMost: 3,
      king: false,
      grandes: false,
      mobileScoreboard: true,
      closedToChurch: true,
      refusals: {
        king: 'the King may not stand in France with the 1995 France variant (1995 rules, “Variant Rules: France”)',
        grande: 'a Grande may not stand in France with the 1995 France variant (1995 rules, “Variant Rules: France”)',
        disk: 'no secret disk names France (1995 rules, “Variant Rules: France”)',
        room: 'France has only 3 spaces (1995 rules, “Variant Rules: France”)',
      },
      ref,
    },
  ],
  roles: [
    { id: 'ambassador', area: 'france', points: 2, takenOnArrival: true, ref },
    { id: 'envoy', area: 'france', points: 1, takenOnArrival: true, ref },
  ],
  fields: ['printedValues', 'roles'],
  options: ['franceFirstPlaceBonuses', 'franceAccess'],
});
