/** Where the expansion's pages write each part (Decennial rules, “Grand Inquisitor & the Colonies”). */
const ref = (section: string) => ({ source: '002', section: `Grand Inquisitor & the Colonies: ${section}` }) as const;
export const PREPARATION_REF = ref('Preparation');
export const INQUISITOR_REF = ref('Grand Inquisitor');
export const LIMIT_TABLE_REF = ref('Limit table');
export const FRANCE_REF = ref('France');
export const SHIP_REF = ref('Ship');
export const COLONIES_REF = ref('America and the Mediterranean');
