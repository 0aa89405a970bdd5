import { ActionIcon, Menu } from '@mantine/core';
import type { ArchiveEntry } from '@ohp/contracts';
import {
  IconDots,
  IconDownload,
  IconEye,
  IconFolderSymlink,
  IconPencil,
  IconShare,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EntryRights } from '../lib/permissions';

export type EntryAction = 'download' | 'rename' | 'move' | 'share' | 'delete';

export interface EntryActionsProps {
  entry: ArchiveEntry;
  rights: EntryRights;
  /** The viewer of a saved measurement or report, when the entry stands for one. */
  openHref: string | undefined;
  onAction: (action: EntryAction, entry: ArchiveEntry) => void;
}

/** One menu per row: what the caller may do on this entry (SPEC §6), nothing else. */
export function EntryActions({ entry, rights, openHref, onAction }: EntryActionsProps) {
  const { t } = useTranslation();
  const label = t('archive:actions.menu', { name: entry.name });
  const canOpen = openHref !== undefined && rights.view;
  const canDownload = entry.kind === 'file' && rights.view;
  // A shared folder I may only view has no action here: it opens by its name.
  if (!canOpen && !canDownload && !rights.owner) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={label} title={label} data-testid="entry-actions">
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {canOpen ? (
          <Menu.Item component={Link} to={openHref ?? ''} leftSection={<IconEye size={16} />}>
            {t('archive:actions.open')}
          </Menu.Item>
        ) : null}
        {canDownload ? (
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => onAction('download', entry)}>
            {t('archive:actions.download')}
          </Menu.Item>
        ) : null}
        {rights.owner ? (
          <>
            <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => onAction('rename', entry)}>
              {t('archive:actions.rename')}
            </Menu.Item>
            <Menu.Item leftSection={<IconFolderSymlink size={16} />} onClick={() => onAction('move', entry)}>
              {t('archive:actions.move')}
            </Menu.Item>
            <Menu.Item leftSection={<IconShare size={16} />} onClick={() => onAction('share', entry)}>
              {t('archive:actions.share')}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => onAction('delete', entry)}
            >
              {t('archive:actions.delete')}
            </Menu.Item>
          </>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}
