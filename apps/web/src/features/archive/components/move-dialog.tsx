import {
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import type { ArchiveEntry } from '@ohp/contracts';
import { IconChevronRight, IconFolder } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-client';
import { useArchive } from '../api/get-archive';

export interface MoveDialogProps {
  /** The entry to move; null closes the dialog. */
  entry: ArchiveEntry | null;
  onClose: () => void;
  /** Moves the entry under `parentId` (null: the root); a thrown error's message is shown. */
  onMove: (entry: ArchiveEntry, parentId: string | null) => Promise<void>;
}

interface Level {
  id: string | null;
  name: string;
}

/**
 * "Move to": a folder picker over my own tree (the keyboard's way to do what drag and drop does).
 * The moved folder itself is not offered, so it cannot be opened to move it into itself; the
 * server refuses a move into a descendant anyway.
 */
export function MoveDialog({ entry, onClose, onMove }: MoveDialogProps) {
  const { t } = useTranslation();
  const root: Level = { id: null, name: t('archive:views.mine') };
  const [path, setPath] = useState<Level[]>([root]);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (entry && openedFor !== entry.id) {
    setOpenedFor(entry.id);
    setPath([root]);
    setError(undefined);
  }
  const current = path[path.length - 1] ?? root;
  const list = useArchive(current.id, 'name', entry !== null);
  const folders = (list.data?.pages ?? [])
    .flatMap((p) => p.items)
    .filter((e) => e.kind === 'folder' && e.id !== entry?.id);
  const here = entry !== null && (entry.parentId ?? null) === current.id;

  const close = () => {
    setOpenedFor(null);
    onClose();
  };
  const move = async () => {
    if (!entry) return;
    setBusy(true);
    try {
      await onMove(entry, current.id);
      close();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={entry !== null}
      onClose={close}
      title={t('archive:move.title', { name: entry?.name ?? '' })}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="sm" data-testid="move-dialog">
        <Breadcrumbs separatorMargin={4} style={{ flexWrap: 'wrap' }}>
          {path.map((level, index) =>
            index === path.length - 1 ? (
              <Text key={level.id ?? 'root'} fw={600} aria-current="location">
                {level.name}
              </Text>
            ) : (
              <Anchor
                key={level.id ?? 'root'}
                component="button"
                type="button"
                onClick={() => setPath(path.slice(0, index + 1))}
              >
                {level.name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
        {list.isPending ? (
          <Loader size="sm" />
        ) : list.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(list.error)}
          </Alert>
        ) : folders.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('archive:move.noFolders')}
          </Text>
        ) : (
          <Stack gap={2} role="list" aria-label={t('archive:move.folders')}>
            {folders.map((folder) => (
              <UnstyledButton
                key={folder.id}
                role="listitem"
                onClick={() => setPath([...path, { id: folder.id, name: folder.name }])}
                aria-label={t('archive:move.enter', { name: folder.name })}
                p={6}
              >
                <Group gap="xs" wrap="nowrap">
                  <IconFolder size={18} aria-hidden />
                  <Text style={{ flex: 1, overflowWrap: 'anywhere' }}>{folder.name}</Text>
                  <IconChevronRight size={16} aria-hidden />
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={() => void move()} disabled={here} loading={busy} data-testid="move-here">
            {t('archive:move.here', { name: current.name })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
