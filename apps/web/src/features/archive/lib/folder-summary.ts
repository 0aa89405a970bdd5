import type { ArchiveEntry, ArchiveList } from '@ohp/contracts';

export interface FolderSummary {
  files: number;
  folders: number;
  bytes: number;
}

type ListPage = (parentId: string, page: number) => Promise<ArchiveList>;

/**
 * How much a folder holds (files, folders and bytes under it), for the delete confirmation
 * (issue 14 item 2): walks the tree through the list route, every page of every folder.
 * Bytes are the folder's own `size` (the server sums them), or the files' sum if it is 0.
 */
export async function summariseFolder(folder: ArchiveEntry, listPage: ListPage): Promise<FolderSummary> {
  const summary: FolderSummary = { files: 0, folders: 0, bytes: 0 };
  const pending = [folder.id];
  while (pending.length > 0) {
    const parentId = pending.pop() as string;
    for (let page = 1; ; page++) {
      const answer = await listPage(parentId, page);
      for (const item of answer.items) {
        if (item.kind === 'folder') {
          summary.folders += 1;
          pending.push(item.id);
        } else {
          summary.files += 1;
          summary.bytes += item.size;
        }
      }
      if (answer.items.length === 0 || answer.page * answer.pageSize >= answer.total) break;
    }
  }
  if (folder.size > 0) summary.bytes = folder.size;
  return summary;
}
