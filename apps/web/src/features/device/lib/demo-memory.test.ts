import { profiles } from '@ohp/devices';
import { afterEach, describe, expect, it } from 'vitest';
import {
  demoFamilyOfSerial,
  forgetAllDemos,
  forgetDemo,
  rememberDemo,
  rememberedDemoOf,
} from './demo-memory';

afterEach(() => window.sessionStorage.clear());

describe('demo devices kept for a reload', () => {
  const doseMax = profiles.doseMax.serialNumber;
  const itemp = profiles.itemp.serialNumber;

  it('knows the demo family of a route id', () => {
    expect(demoFamilyOfSerial(doseMax)).toBe('doseMax');
    expect(demoFamilyOfSerial('1234')).toBeUndefined();
  });

  it('reconnects on its own only a demo this tab connected and did not forget', () => {
    expect(rememberedDemoOf(doseMax)).toBeUndefined();
    rememberDemo('doseMax');
    rememberDemo('itemp');
    rememberDemo('doseMax');
    expect(rememberedDemoOf(doseMax)).toBe('doseMax');
    forgetDemo('doseMax');
    expect(rememberedDemoOf(doseMax)).toBeUndefined();
    expect(rememberedDemoOf(itemp)).toBe('itemp');
    forgetAllDemos();
    expect(rememberedDemoOf(itemp)).toBeUndefined();
  });

  it('survives a broken stored value', () => {
    window.sessionStorage.setItem('ohp.demoDevices', '{not json');
    expect(rememberedDemoOf(doseMax)).toBeUndefined();
    rememberDemo('doseMax');
    expect(rememberedDemoOf(doseMax)).toBe('doseMax');
  });
});
