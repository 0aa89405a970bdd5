import type { Language } from '@ohp/i18n';

/** The icon a family's drawn picture shows until its product photos exist. */
export type FamilyIcon = 'ear' | 'temperature' | 'vibration' | 'wind';

/** A column of the raw-samples table of a record: the record's per-sample array `field`. */
export interface SummaryColumn {
  /** Label key in devices:screens.viewer.columns. */
  column: string;
  /** The record's array of that column's values. */
  field: string;
  digits: number;
}

/** A header line of a record's summary: the record's scalar `field`, shown as text or a translation. */
export interface SummaryHeader {
  /** Label key in devices:screens.viewer.fields. */
  label: string;
  field: string;
  /** When set, the value is shown as the translation of this prefix + the value. */
  translate?: string;
}

/** The texts of a family, one block per language, kept in the family's folder. */
export interface FamilyTexts {
  /** The label of the family's group of instruments (devices list, device header). */
  label: string;
}

/**
 * How the product shows a family: names, picture, routes of SPEC §2, equipment page, archive
 * folder, raw-samples table and texts. Plain data, read by the web app, the server and the CLI;
 * nothing outside the family's folder writes a family's name or route.
 */
export interface FamilyPresentation {
  /** The instrument name people read ("DoseMax V2", with its space). */
  displayName: string;
  /** A short name for narrow places (menus, chips). */
  shortName: string;
  /** Picture: its SPEC §3 folder, the placeholder icon and gradient colours. */
  image: { folder: string; icon: FamilyIcon; from: string; to: string };
  routes: {
    /** SPEC §2 list route name (/measurements-list/<list>); families sharing a list share it. */
    list: string;
    /** The list also shows the samples CSVs (no device) of the family's domain. */
    samplesCsv?: boolean;
    /** More lists that show this family (Itemp's simple mode). */
    extraLists?: readonly string[];
    /** SPEC §2 viewer route name (/measurement/<viewer>/:id), or 'device-<name>' for /device/<name>/:id. */
    viewer: string;
    /** SPEC §2 component screen (/device/components/<name>), when the family has components. */
    components?: string;
  };
  /** SPEC §2 equipment pages that list this family, by path name, with their menu text key (app:menu.equipment.*). */
  equipment: readonly { slug: string; menuKey: string }[];
  /** The archive folder its saved measurements go to. */
  archiveFolder: string;
  /** The raw-samples table of the data viewer (dosimeter records have their own, richer one). */
  summary: { header: readonly SummaryHeader[]; columns: readonly SummaryColumn[] };
  texts: Readonly<Record<Language, FamilyTexts>>;
}
