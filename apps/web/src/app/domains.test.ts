import { measurementDomains, measurementListTitle } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { menuSections } from '../components/layouts/menu-items';
import { listsOfDomain } from '../config/measurement-routes';
import { domainOfFamilies, equipmentMenu, webDomainOf, webDomains } from './domains';

// The domains list drives the menu, the lists, the viewers and the reading screen.

describe('app/domains', () => {
  it('lists each domain at most once, and finds each by its name', () => {
    expect(new Set(webDomains.map((d) => d.domain)).size).toBe(webDomains.length);
    for (const d of webDomains) expect(webDomainOf(d.domain)).toBe(d);
    expect(webDomains.map((d) => d.domain)).toEqual(['noise', 'heat', 'vibration', 'co2']);
    expect(webDomainOf('vibration')?.domain).toBe('vibration');
  });

  it('the heat module is listed; its two Itemp lists split the measurements by the mode saved', () => {
    const heat = webDomainOf('heat');
    expect(heat?.listColumns.map((c) => c.key)).toEqual(['file', 'serial', 'mode']);
    expect(domainOfFamilies(['itemp'])).toBe('heat');
    const of = (state: Record<string, unknown>) =>
      ({ state }) as unknown as Parameters<NonNullable<NonNullable<typeof heat>['listFilter']>>[1];
    const filter = heat?.listFilter;
    if (!filter) throw new Error('no list filter');
    expect(filter('itemp', of({ heatMode: 'component' }))).toBe(true);
    expect(filter('itemp-simple', of({ heatMode: 'component' }))).toBe(false);
    expect(filter('itemp-simple', of({ heatMode: 'normal' }))).toBe(true);
    // Saved from the record list, no state yet: normal mode.
    expect(filter('itemp-simple', of({}))).toBe(true);
    expect(filter('itemp', of({}))).toBe(false);
  });

  it('the noise module is listed; the dosimeter lists belong to it', () => {
    expect(webDomainOf('noise')?.listColumns.map((c) => c.key)).toEqual(['file', 'serial', 'size']);
    expect(domainOfFamilies(['doseMax', 'dosePro'])).toBe('noise');
    expect(domainOfFamilies([])).toBeUndefined();
  });

  it('the equipment menu keeps the SPEC §2 groups in order: the modules first, then the domains to come', () => {
    expect(equipmentMenu.map((e) => e.labelKey)).toEqual([
      'app:menu.equipment.dosimeter',
      'app:menu.equipment.dosimeterV2',
      'app:menu.equipment.itempSimple',
      'app:menu.equipment.itempComponent',
      'app:menu.equipment.axPro',
      'app:menu.equipment.co2pro',
    ]);
    // An instrument list's group is named by its families (the modules' display names): a family
    // added to a list (npm run new-family) is named in the menu; the Itemp groups name their mode.
    expect(equipmentMenu.map((e) => (e.kind === 'group' ? e.label : undefined))).toEqual([
      measurementListTitle(listsOfDomain('noise')[0] ?? ''),
      measurementListTitle(listsOfDomain('noise')[1] ?? ''),
      undefined,
      undefined,
      measurementListTitle(listsOfDomain('vibration')[0] ?? ''),
      measurementListTitle(listsOfDomain('co2')[0] ?? ''),
    ]);
    expect(equipmentMenu.map((e) => (e.kind === 'group' ? e.label : undefined))[0]).toContain('DosePro');
    const section = menuSections(equipmentMenu).find((s) => s.titleKey === 'app:menu.sections.equipment');
    expect(section?.entries).toEqual(equipmentMenu);
    expect(measurementDomains.length).toBeGreaterThanOrEqual(webDomains.length);
  });
});
