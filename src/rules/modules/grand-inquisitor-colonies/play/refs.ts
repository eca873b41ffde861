import { gic } from '../module';

/** The sections of the expansion's pages that its rules of play cite. */
export const PREPARATION_REF = gic('Preparation');
export const INQUISITOR_REF = gic('Grand Inquisitor');
export const LIMIT_TABLE_REF = gic('Limit table');
export const FRANCE_REF = gic('France');
export const COLONIES_REF = gic('America and the Mediterranean');
export const SHIP_REF = gic('Ship');
export const DISCS_REF = gic('Gold and Wares');
export const CARRIER_REF = gic('Special rules for a Caballero with a Gold or Wares disc');
export const REPOSITIONING_REF = gic('Repositioning');
