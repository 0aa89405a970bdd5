import { Anchor, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ArchiveEntry } from '@ohp/contracts';
import { formatDateTime } from '@ohp/i18n';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatFileSize } from '../../../lib/format-number';
import { entryDragType, isEntryDrag } from '../lib/drag';
import type { EntryRights } from '../lib/permissions';
import classes from './archive.module.css';
import { type EntryAction, EntryActions } from './entry-actions';
import { EntryIcon } from './entry-icon';

export interface EntryListProps {
  entries: readonly ArchiveEntry[];
  rightsOf: (entry: ArchiveEntry) => EntryRights;
  /** Where a folder opens (the archive with `?folder=`). */
  folderHref: (entry: ArchiveEntry) => string;
  /** The viewer of a saved measurement or report. */
  openHref: (entry: ArchiveEntry) => string | undefined;
  onAction: (action: EntryAction, entry: ArchiveEntry) => void;
  /** An entry was dropped on a folder (drag and drop move). */
  onDropOn: (entryId: string, folder: ArchiveEntry) => void;
}

/**
 * The entries of a folder, a search or "shared with me": kind icon, name, size, date and the
 * row's actions. Owners can drag an entry onto a folder they may add to; the "Move to" action is
 * the keyboard's way to do the same.
 */
export function EntryList({ entries, rightsOf, folderHref, openHref, onAction, onDropOn }: EntryListProps) {
  const { t, i18n } = useTranslation();
  const [target, setTarget] = useState<string | null>(null);

  const dropProps = (entry: ArchiveEntry, rights: EntryRights) =>
    entry.kind === 'folder' && rights.include
      ? {
          onDragOver: (e: DragEvent) => {
            if (!isEntryDrag(e)) return;
            e.preventDefault();
            e.dataTransfer.dropEffect = 'move';
            setTarget(entry.id);
          },
          onDragLeave: () => setTarget((current) => (current === entry.id ? null : current)),
          onDrop: (e: DragEvent) => {
            const id = e.dataTransfer.getData(entryDragType);
            setTarget(null);
            if (!id) return;
            e.preventDefault();
            e.stopPropagation();
            if (id !== entry.id) onDropOn(id, entry);
          },
        }
      : {};

  return (
    <ul className={classes.list} data-testid="archive-list" aria-label={t('archive:list.label')}>
      <li className={classes.header} aria-hidden="true">
        <span>{t('archive:list.name')}</span>
        <span>{t('archive:list.size')}</span>
        <span>{t('archive:list.date')}</span>
        <span />
      </li>
      {entries.map((entry) => {
        const rights = rightsOf(entry);
        const viewer = openHref(entry);
        const size = formatFileSize(i18n.language, entry.size);
        const date = formatDateTime(new Date(entry.updatedAt));
        return (
          <li
            key={entry.id}
            className={classes.row}
            data-testid="archive-row"
            data-kind={entry.kind}
            data-name={entry.name}
            data-drop-target={target === entry.id}
            draggable={rights.owner}
            onDragStart={(e) => {
              e.dataTransfer.setData(entryDragType, entry.id);
              e.dataTransfer.effectAllowed = 'move';
            }}
            {...dropProps(entry, rights)}
          >
            <div className={classes.nameCell}>
              <EntryIcon entry={entry} />
              {entry.kind === 'folder' ? (
                <Anchor
                  component={Link}
                  to={folderHref(entry)}
                  className={classes.name}
                  data-testid="entry-name"
                >
                  {entry.name}
                </Anchor>
              ) : viewer && rights.view ? (
                <Anchor component={Link} to={viewer} className={classes.name} data-testid="entry-name">
                  {entry.name}
                </Anchor>
              ) : rights.view ? (
                <UnstyledButton
                  className={classes.name}
                  onClick={() => onAction('download', entry)}
                  title={t('archive:actions.download')}
                  data-testid="entry-name"
                >
                  <Text span c="var(--mantine-color-anchor)">
                    {entry.name}
                  </Text>
                </UnstyledButton>
              ) : (
                <Text span className={classes.name} data-testid="entry-name">
                  {entry.name}
                </Text>
              )}
            </div>
            <span className={`${classes.meta} ${classes.size}`}>
              <VisuallyHidden>{t('archive:list.size')}: </VisuallyHidden>
              {size}
            </span>
            <span className={`${classes.meta} ${classes.date}`}>
              <VisuallyHidden>{t('archive:list.date')}: </VisuallyHidden>
              {date}
            </span>
            <span className={classes.actions}>
              <EntryActions entry={entry} rights={rights} openHref={viewer} onAction={onAction} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
