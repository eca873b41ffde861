import type { ModuleOptions } from '../../rules';
import type { Snapshot2 } from './schema2';

/** The options a snapshot's `rules` sets, the ones left out absent (their defaults are the engine's). */
export function optionsGiven(rules: Snapshot2['rules']): Partial<ModuleOptions> {
  if (!rules) return {};
  const r = rules;
  return {
    ...(r.homeAdvantage ? { homeAdvantage: r.homeAdvantage } : {}),
    ...(r.churchUnheld ? { churchUnheld: r.churchUnheld } : {}),
    ...(r.inquisitor ? { inquisitor: r.inquisitor } : {}),
    ...(r.franceFirstPlaceBonuses ? { franceFirstPlaceBonuses: r.franceFirstPlaceBonuses } : {}),
    ...(r.granadaExtremes ? { granadaExtremes: r.granadaExtremes } : {}),
    ...(r.granadaConquest ? { granadaConquest: r.granadaConquest } : {}),
    ...(r.limitOverflow ? { limitOverflow: r.limitOverflow } : {}),
    ...(r.regionTotals ? { regionTotals: r.regionTotals } : {}),
    ...(r.shipHomeBonus ? { shipHomeBonus: r.shipHomeBonus } : {}),
    ...(r.quarantineDisk ? { quarantineDisk: r.quarantineDisk } : {}),
    ...(r.castilloGrandeToKing ? { castilloGrandeToKing: r.castilloGrandeToKing } : {}),
    ...(r.rebellionGrandes ? { rebellionGrandes: r.rebellionGrandes } : {}),
  };
}
