import { describe, expect, it } from 'vitest';
import { moduleSetupFields } from '../../../src/rules/game/moduleSetupFields';

describe('moduleSetupFields', () => {
  it('asks for the Church regions exactly when the Church is chosen', () => {
    expect(moduleSetupFields(['church'])).toEqual(['church', 'churchRegionsAsDrawn']);
    expect(moduleSetupFields(['granada-1995', 'church', 'home-advantage'])).toEqual(['church', 'churchRegionsAsDrawn']);
  });

  it('asks for nothing more without a module that has a setup field', () => {
    expect(moduleSetupFields([])).toEqual([]);
    expect(moduleSetupFields(['granada-1995', 'moving-restrictions', 'home-advantage'])).toEqual([]);
    expect(moduleSetupFields(['old-hands'])).toEqual([]);
  });
});
