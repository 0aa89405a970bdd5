import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { entryDragType, isEntryDrag } from '../lib/drag';
import classes from './archive.module.css';

export interface Crumb {
  /** null: the root of the view (my files, or shared with me). */
  id: string | null;
  name: string;
  href: string;
  /** Entries may be dropped here (own folders and the own root). */
  droppable: boolean;
}

/** Where the listed folder is, from the view's root; every level but the last is a link and a drop target. */
export function ArchiveBreadcrumbs({
  crumbs,
  onDropOn,
}: {
  crumbs: readonly Crumb[];
  onDropOn: (entryId: string, folderId: string | null) => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState<string | null | undefined>(undefined);
  const last = crumbs.length - 1;
  return (
    <nav aria-label={t('archive:breadcrumbs.label')} data-testid="archive-breadcrumbs">
      <Breadcrumbs separatorMargin={4} className={classes.crumbs}>
        {crumbs.map((crumb, index) =>
          index === last ? (
            <Text key={crumb.id ?? 'root'} fw={600} className={classes.crumb} aria-current="page">
              {crumb.name}
            </Text>
          ) : (
            <Anchor
              key={crumb.id ?? 'root'}
              component={Link}
              to={crumb.href}
              className={classes.crumb}
              data-drop-target={target === crumb.id}
              {...(crumb.droppable
                ? {
                    onDragOver: (e: DragEvent) => {
                      if (!isEntryDrag(e)) return;
                      e.preventDefault();
                      setTarget(crumb.id);
                    },
                    onDragLeave: () => setTarget(undefined),
                    onDrop: (e: DragEvent) => {
                      const id = e.dataTransfer.getData(entryDragType);
                      setTarget(undefined);
                      if (!id) return;
                      e.preventDefault();
                      e.stopPropagation();
                      onDropOn(id, crumb.id);
                    },
                  }
                : {})}
            >
              {crumb.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
