// The archive feature's public face for the app layer (routes, home screen).
export { ArchivePage, type ArchivePageProps } from './components/archive-page';
export type { GroupOption, GroupOptions, UseGroupOptions } from './components/share-dialog';
export { StorageBar } from './components/storage-bar';
