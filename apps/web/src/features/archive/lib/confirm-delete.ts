import type { ArchiveEntry } from '@ohp/contracts';
import { showAlert } from '../../../components/ui/alert-dialog/alert-store';
import { escapeHtml } from '../../../lib/escape-html';
import { formatFileSize } from '../../../lib/format-number';
import { i18next } from '../../../lib/i18n';
import { getArchive } from '../api/get-archive';
import { type FolderSummary, summariseFolder } from './folder-summary';

/** The confirmation's text: a file's name and size, or how much a folder holds (issue 14 item 2). */
export function deleteText(entry: ArchiveEntry, summary: FolderSummary | null): string {
  const t = i18next.t.bind(i18next);
  const size = (bytes: number) => formatFileSize(i18next.language, bytes);
  if (entry.kind === 'file' || !summary) {
    return t('archive:delete.fileText', { name: entry.name, size: size(entry.size) });
  }
  if (summary.files + summary.folders === 0) return t('archive:delete.emptyFolderText', { name: entry.name });
  return t('archive:delete.folderText', {
    name: entry.name,
    files: t('archive:delete.files', { count: summary.files }),
    folders: t('archive:delete.folders', { count: summary.folders }),
    size: size(summary.bytes),
  });
}

/** Asks before deleting; a folder is walked first so that the question says how much goes. */
export async function confirmDelete(entry: ArchiveEntry): Promise<boolean> {
  const summary =
    entry.kind === 'folder' ? await summariseFolder(entry, (id, page) => getArchive(id, 'name', page)) : null;
  const choice = await showAlert({
    title: i18next.t(entry.kind === 'folder' ? 'archive:delete.folderTitle' : 'archive:delete.fileTitle'),
    text: escapeHtml(deleteText(entry, summary)),
    icon: 'warning',
    buttons: [
      { label: i18next.t('common:actions.cancel') },
      { label: i18next.t('archive:delete.confirm'), variant: 'danger' },
    ],
  });
  return choice === 1;
}
