// How families are shown, built from the family modules' presentation blocks: names, lists and
// viewers of SPEC §2, equipment pages, archive folders. Nothing here names a family.
import type { DeviceFamily, MeasurementDomain } from '@ohp/contracts/vocabulary';
import { isLanguage, type Language } from '@ohp/i18n';
import { familyModule, familyModules } from './families/index.ts';
import type { FamilyPresentation } from './family-presentation.ts';

export type {
  FamilyIcon,
  FamilyPresentation,
  FamilyTexts,
  SummaryColumn,
  SummaryHeader,
} from './family-presentation.ts';

export function familyPresentation(family: DeviceFamily): FamilyPresentation {
  return familyModule(family).presentation;
}

/** The instrument name people read ("DoseMax V2"). */
export function familyDisplayName(family: DeviceFamily): string {
  return familyModule(family).presentation.displayName;
}

/** The label of a family's group of instruments in a language (pt-BR when the tag is not one of ours). */
export function familyLabelText(family: DeviceFamily, language: string): string {
  const texts = familyModule(family).presentation.texts;
  return texts[isLanguage(language) ? language : ('pt-BR' satisfies Language)].label;
}

const unique = <T>(values: readonly T[]): T[] => [...new Set(values)];

/** The first family (list order) of each domain: where a samples CSV of that domain is listed and opens. */
function firstOfDomain(domain: MeasurementDomain): FamilyPresentation | undefined {
  return familyModules.find((m) => m.domain === domain)?.presentation;
}

/** The display name of a domain's first family: its instrument when none is named (a report of typed values). */
export function domainInstrumentName(domain: MeasurementDomain): string {
  return firstOfDomain(domain)?.displayName ?? '';
}

/** Every measurement list route name of SPEC §2 (/measurements-list/<name>), in family order. */
export const measurementListNames: readonly string[] = unique(
  familyModules.flatMap((m) => [m.presentation.routes.list, ...(m.presentation.routes.extraLists ?? [])]),
);

/** Every viewer route name of SPEC §2 (/measurement/<name>/:id); 'device-…' viewers are their own screens. */
export const measurementViewerNames: readonly string[] = unique(
  familyModules.map((m) => m.presentation.routes.viewer),
);

/** The families a list shows. */
export function familiesOfList(list: string): DeviceFamily[] {
  return familyModules
    .filter((m) => m.presentation.routes.list === list || m.presentation.routes.extraLists?.includes(list))
    .map((m) => m.family);
}

/** The domain whose samples CSVs (no device) a list also shows, if any. */
export function csvDomainOfList(list: string): MeasurementDomain | undefined {
  const found = familyModules.find(
    (m) => m.presentation.routes.samplesCsv && familiesOfList(list).includes(m.family),
  );
  return found?.domain;
}

/** The list a samples CSV of a domain is shown in: the first list of the domain's first family. */
export function csvListOfDomain(domain: MeasurementDomain): string | undefined {
  return firstOfDomain(domain)?.routes.list;
}

/** Shown title of a list: the names of its families ("DoseMax / DosePro"). */
export function measurementListTitle(list: string): string {
  return unique(familiesOfList(list).map(familyDisplayName)).join(' / ');
}

/** The viewer route name of a measurement: its family's, or for a samples CSV its domain's first family's. */
export function measurementViewerOf(
  family: DeviceFamily | null,
  domain: MeasurementDomain = 'noise',
): string {
  if (family !== null) return familyPresentation(family).routes.viewer;
  return firstOfDomain(domain)?.routes.viewer ?? measurementViewerNames[0] ?? '';
}

/** Viewers named 'device-<name>' are the screen /device/<name>/:id (the AxPro report screen). */
export function deviceScreenOfViewer(viewer: string): string | undefined {
  return viewer.startsWith('device-') ? viewer.slice('device-'.length) : undefined;
}

/** The web app path of a saved measurement, e.g. /measurement/dosimetro-v2/<id> or /device/ax-pro/<id>. */
export function measurementPagePath(
  family: DeviceFamily | null,
  domain: MeasurementDomain,
  measurementId: string,
): string {
  const viewer = measurementViewerOf(family, domain);
  const id = encodeURIComponent(measurementId);
  const screen = deviceScreenOfViewer(viewer);
  return screen ? `/device/${screen}/${id}` : `/measurement/${viewer}/${id}`;
}

/** The component screen names of SPEC §2 by family, for the families that have components. */
export function componentsRouteOf(family: DeviceFamily | null | undefined): string | undefined {
  return family ? familyPresentation(family).routes.components : undefined;
}

/** The component screen of a domain (its first family with components). */
export function componentsRouteOfDomain(domain: string): string | undefined {
  return familyModules.find((m) => m.domain === domain && m.presentation.routes.components)?.presentation
    .routes.components;
}

export interface EquipmentPage {
  slug: string;
  /** Menu text key (app:menu.equipment.<menuKey>). */
  menuKey: string;
  /** The families whose documents and videos it lists. */
  families: readonly DeviceFamily[];
  /** The family whose picture it shows. */
  image: DeviceFamily;
}

/** The equipment pages of SPEC §2, each once, with the families that name it. */
export const equipmentPages: readonly EquipmentPage[] = unique(
  familyModules.flatMap((m) => m.presentation.equipment.map((e) => e.slug)),
).map((slug) => {
  const families = familyModules.filter((m) => m.presentation.equipment.some((e) => e.slug === slug));
  const first = families[0];
  if (!first) throw new Error(`equipment page ${slug} without a family`);
  const menuKey = first.presentation.equipment.find((e) => e.slug === slug)?.menuKey ?? slug;
  return { slug, menuKey, families: families.map((m) => m.family), image: first.family };
});

/** The archive folder a saved measurement goes to (the server passes it to the database). */
export function archiveFolderOf(family: DeviceFamily): string {
  return familyPresentation(family).archiveFolder;
}

/** Every family, for menus and pickers: [family, display name]. */
export function familyChoices(): Array<{ family: DeviceFamily; name: string }> {
  return familyModules.map((m) => ({ family: m.family, name: m.presentation.displayName }));
}
