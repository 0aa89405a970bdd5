import type { ArchiveEntry } from '@ohp/contracts';
import { IconChartLine, IconFile, IconFileTypePdf, IconFolder, IconPuzzle } from '@tabler/icons-react';

/** The kind of an entry at a glance: folder, saved measurement, component, report or any file. */
export function EntryIcon({ entry }: { entry: ArchiveEntry }) {
  const props = { size: 20, stroke: 1.6, 'aria-hidden': true } as const;
  if (entry.kind === 'folder') return <IconFolder {...props} color="var(--mantine-color-yellow-6)" />;
  switch (entry.resource?.type) {
    case 'measurement':
    case 'co2pro':
      return <IconChartLine {...props} color="var(--mantine-primary-color-filled)" />;
    case 'component':
      return <IconPuzzle {...props} />;
    case 'report':
      return <IconFileTypePdf {...props} color="var(--mantine-color-red-6)" />;
    default:
      return entry.contentType === 'application/pdf' ? (
        <IconFileTypePdf {...props} />
      ) : (
        <IconFile {...props} />
      );
  }
}
