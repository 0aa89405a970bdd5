// The translation namespaces: every one lives in locales/<namespace>/<language>.json.
export type TranslationTree = { [key: string]: string | TranslationTree };

export const namespaces = [
  'common',
  'errors',
  'app',
  'auth',
  'devices',
  'noise',
  'reports',
  'cli',
  'co2',
  'heat',
  'vibration',
  'organisations',
  'admin',
  'notifications',
  'archive',
  'statistics',
  'legal',
  'esocial',
  'reliability',
  'signing',
  'gheStatistics',
  'verifyPage',
  'uploads',
  'longRecords',
  'reportSigning',
  'jobs',
  'viewers',
] as const;
export type Namespace = (typeof namespaces)[number];
