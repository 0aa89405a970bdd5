import {
  Alert,
  Anchor,
  Button,
  Group,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ArchiveEntry, ArchiveSort } from '@ohp/contracts';
import { IconFolderOpen, IconFolderPlus, IconSearch, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { escapeHtml } from '../../../lib/escape-html';
import { useCreateFolder } from '../api/create-folder';
import { useDeleteEntry } from '../api/delete-entry';
import { downloadEntry } from '../api/download-entry';
import { useArchive } from '../api/get-archive';
import { useDashboard } from '../api/get-dashboard';
import { usePermissions } from '../api/get-permissions';
import { useSharedWithMe } from '../api/get-shared-with-me';
import { useArchiveSearch } from '../api/search-archive';
import { useUpdateEntry } from '../api/update-entry';
import { useUploads } from '../hooks/use-uploads';
import { confirmDelete } from '../lib/confirm-delete';
import { isFileDrag } from '../lib/drag';
import { canIncludeIn, rightsOf } from '../lib/permissions';
import { ArchiveBreadcrumbs, type Crumb } from './archive-breadcrumbs';
import classes from './archive.module.css';
import type { EntryAction } from './entry-actions';
import { EntryList } from './entry-list';
import { MoveDialog } from './move-dialog';
import { NameDialog } from './name-dialog';
import { ShareDialog, type UseGroupOptions } from './share-dialog';
import { StorageBar } from './storage-bar';
import { UploadPanel } from './upload-panel';

// /archive (issue 14 item 2): my folders and files, or what others shared with me, with
// breadcrumbs, search across the tree, sort, create, rename, move (drag and drop or "Move to"),
// delete, upload with progress, download, open in the viewer and share. The location lives in the
// URL (`?folder=`, `?view=shared`) so that back, reload and links work.

export interface ArchivePageProps {
  /** The signed-in user: entries they own get every action. */
  userId: string | undefined;
  /** The viewer of an entry that stands for a saved measurement or report (composed by the app). */
  openHref: (entry: ArchiveEntry) => string | undefined;
  /** The groups I may share with (of my companies), for the share dialog. */
  useGroupOptions: UseGroupOptions;
}

type View = 'mine' | 'shared';

const sorts: readonly ArchiveSort[] = ['name', '-name', '-updatedAt', 'updatedAt', '-size', 'size'];

function hrefOf(view: View, folderId: string | null): string {
  const params = new URLSearchParams();
  if (view === 'shared') params.set('view', 'shared');
  if (folderId) params.set('folder', folderId);
  const qs = params.toString();
  return qs ? `?${qs}` : '?';
}

export function ArchivePage({ userId, openHref, useGroupOptions }: ArchivePageProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const view: View = params.get('view') === 'shared' ? 'shared' : 'mine';
  const folderId = params.get('folder');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [sort, setSort] = useState<ArchiveSort>('name');
  const [naming, setNaming] = useState<{ mode: 'create' } | { mode: 'rename'; entry: ArchiveEntry } | null>(
    null,
  );
  const [moving, setMoving] = useState<ArchiveEntry | null>(null);
  const [sharing, setSharing] = useState<ArchiveEntry | null>(null);
  const [draggingFiles, setDraggingFiles] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const searching = debounced.length > 0;
  const atSharedRoot = view === 'shared' && folderId === null;
  const folder = useArchive(folderId, sort, !searching && !atSharedRoot);
  const shared = useSharedWithMe(!searching && atSharedRoot);
  const found = useArchiveSearch(debounced, sort);
  const permissions = usePermissions();
  const dashboard = useDashboard();
  const createFolder = useCreateFolder();
  const update = useUpdateEntry();
  const deletion = useDeleteEntry();
  const uploads = useUploads();

  const query = searching ? found : atSharedRoot ? shared : folder;
  const firstPage = folder.data?.pages[0];
  const entries: ArchiveEntry[] = searching
    ? (found.data ?? [])
    : atSharedRoot
      ? (shared.data ?? [])
      : (folder.data?.pages ?? []).flatMap((p) => p.items);
  const listPermission = atSharedRoot
    ? 0
    : view === 'mine' && folderId === null
      ? 3
      : (firstPage?.permission ?? 0);
  const canInclude = !searching && canIncludeIn(listPermission) && !(folder.isPending && folderId !== null);
  const rights = (entry: ArchiveEntry) => rightsOf(entry, userId, permissions.data ?? []);

  const rootCrumb: Crumb = {
    id: null,
    name: view === 'shared' ? t('archive:views.shared') : t('archive:views.mine'),
    href: hrefOf(view, null),
    droppable: view === 'mine',
  };
  const crumbs: Crumb[] = [
    rootCrumb,
    ...(firstPage?.breadcrumbs ?? []).map((b) => ({
      id: b.id,
      name: b.name,
      href: hrefOf(view, b.id),
      droppable: view === 'mine',
    })),
  ];

  const move = async (entryId: string, parentId: string | null) => {
    try {
      await update.mutateAsync({ id: entryId, patch: { parentId } });
    } catch (error) {
      void showError(escapeHtml(errorMessage(error)));
    }
  };

  const onAction = async (action: EntryAction, entry: ArchiveEntry) => {
    try {
      if (action === 'download') await downloadEntry(entry);
      else if (action === 'rename') setNaming({ mode: 'rename', entry });
      else if (action === 'move') setMoving(entry);
      else if (action === 'share') setSharing(entry);
      else if (await confirmDelete(entry)) await deletion.mutateAsync(entry.id);
    } catch (error) {
      void showError(escapeHtml(errorMessage(error)));
    }
  };

  const uploadFiles = (files: FileList | null) => {
    const list = files ? [...files] : [];
    if (list.length > 0) void uploads.start(list, folderId);
  };

  const dropFiles = canInclude
    ? {
        onDragOver: (e: DragEvent) => {
          if (!isFileDrag(e)) return;
          e.preventDefault();
          setDraggingFiles(true);
        },
        onDragLeave: () => setDraggingFiles(false),
        onDrop: (e: DragEvent) => {
          setDraggingFiles(false);
          if (!isFileDrag(e) || e.dataTransfer.files.length === 0) return;
          e.preventDefault();
          uploadFiles(e.dataTransfer.files);
        },
      }
    : {};

  return (
    <Stack gap="lg" className={classes.page} data-testid="archive-page" data-view={view}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <div>
          <Text className={classes.overline}>{t('archive:overline')}</Text>
          <Title order={1} className={classes.title}>
            {t('archive:title')}
          </Title>
        </div>
        {dashboard.data ? (
          <div style={{ flex: '1 1 240px', maxWidth: '420px' }}>
            <StorageBar {...dashboard.data.storage} />
          </div>
        ) : null}
      </Group>

      <Group gap="xs" wrap="wrap" role="navigation" aria-label={t('archive:views.label')}>
        {(['mine', 'shared'] as const).map((v) => (
          <Button
            key={v}
            component={Link}
            to={hrefOf(v, null)}
            variant={view === v ? 'filled' : 'default'}
            aria-current={view === v ? 'page' : undefined}
            data-testid={`archive-view-${v}`}
          >
            {t(`archive:views.${v}`)}
          </Button>
        ))}
      </Group>

      <Group gap="sm" wrap="wrap">
        <TextInput
          leftSection={<IconSearch size={16} />}
          placeholder={t('archive:search.placeholder')}
          aria-label={t('archive:search.label')}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
          data-testid="archive-search"
        />
        <Select
          aria-label={t('archive:sort.label')}
          value={sort}
          onChange={(v) => setSort((v ?? 'name') as ArchiveSort)}
          allowDeselect={false}
          style={{ flex: '1 1 190px', maxWidth: '260px' }}
          data-testid="archive-sort"
          data={sorts.map((value) => ({ value, label: t(`archive:sort.${value}`) }))}
        />
        {canInclude ? (
          <>
            <Button
              variant="default"
              leftSection={<IconFolderPlus size={18} />}
              onClick={() => setNaming({ mode: 'create' })}
              data-testid="archive-new-folder"
            >
              {t('archive:actions.newFolder')}
            </Button>
            <Button
              leftSection={<IconUpload size={18} />}
              onClick={() => fileInput.current?.click()}
              data-testid="archive-upload"
            >
              {t('archive:actions.upload')}
            </Button>
            <input
              ref={fileInput}
              type="file"
              multiple
              hidden
              aria-label={t('archive:actions.upload')}
              data-testid="archive-upload-input"
              onChange={(e) => {
                uploadFiles(e.currentTarget.files);
                e.currentTarget.value = '';
              }}
            />
          </>
        ) : null}
      </Group>

      {searching ? (
        <Text size="sm" c="dimmed" data-testid="archive-search-note">
          {t('archive:search.results', { q: debounced })}
        </Text>
      ) : (
        <ArchiveBreadcrumbs crumbs={crumbs} onDropOn={(id, parentId) => void move(id, parentId)} />
      )}

      <UploadPanel items={uploads.items} onClear={uploads.clearFinished} />

      <Paper
        p="md"
        radius="lg"
        className={`${classes.card} ${classes.dropZone}`}
        data-dragging-files={draggingFiles}
        {...dropFiles}
      >
        {query.isPending ? (
          <Stack align="center" p="lg">
            <Loader aria-label={t('common:loading')} />
          </Stack>
        ) : query.isError ? (
          <Stack align="center" gap="sm" p="lg">
            <Alert color="red" variant="light" role="alert" data-testid="archive-error" w="100%">
              {errorMessage(query.error)}
            </Alert>
            <Anchor component={Link} to={hrefOf(view, null)}>
              {t('archive:backToRoot', { root: rootCrumb.name })}
            </Anchor>
          </Stack>
        ) : entries.length === 0 ? (
          <Stack align="center" gap="xs" p="xl" data-testid="archive-empty">
            <ThemeIcon size={48} radius="xl" variant="light" color="gray">
              <IconFolderOpen size={26} stroke={1.5} />
            </ThemeIcon>
            <Text fw={600} ta="center">
              {searching
                ? t('common:nothingFound')
                : atSharedRoot
                  ? t('archive:empty.shared')
                  : folderId
                    ? t('archive:empty.folder')
                    : t('archive:empty.mine')}
            </Text>
            {canInclude ? (
              <Text size="sm" c="dimmed" ta="center">
                {t(view === 'shared' ? 'archive:emptyShared.hint' : 'archive:empty.hint')}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <>
            <EntryList
              entries={entries}
              rightsOf={rights}
              folderHref={(e) => hrefOf(view, e.id)}
              openHref={openHref}
              onAction={(action, entry) => void onAction(action, entry)}
              onDropOn={(id, target) => void move(id, target.id)}
            />
            {!searching && !atSharedRoot && folder.hasNextPage ? (
              <Group justify="center" mt="sm">
                <Button
                  variant="default"
                  loading={folder.isFetchingNextPage}
                  onClick={() => void folder.fetchNextPage()}
                >
                  {t('archive:list.more')}
                </Button>
              </Group>
            ) : null}
          </>
        )}
      </Paper>

      <NameDialog
        opened={naming !== null}
        title={naming?.mode === 'rename' ? t('archive:names.renameTitle') : t('archive:names.createTitle')}
        submitLabel={
          naming?.mode === 'rename' ? t('archive:names.renameSave') : t('archive:names.createSave')
        }
        initial={naming?.mode === 'rename' ? naming.entry.name : ''}
        onClose={() => setNaming(null)}
        onSubmit={async (name) => {
          if (naming?.mode === 'rename') await update.mutateAsync({ id: naming.entry.id, patch: { name } });
          else await createFolder.mutateAsync(folderId ? { name, parentId: folderId } : { name });
        }}
      />
      <MoveDialog
        entry={moving}
        onClose={() => setMoving(null)}
        onMove={async (entry, parentId) => {
          await update.mutateAsync({ id: entry.id, patch: { parentId } });
        }}
      />
      <ShareDialog entry={sharing} onClose={() => setSharing(null)} useGroupOptions={useGroupOptions} />
    </Stack>
  );
}
