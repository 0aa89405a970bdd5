import type { DragEvent } from 'react';

/** The drag data type of an archive entry being moved (a private MIME type: other drops ignore it). */
export const entryDragType = 'application/x-ohp-archive-entry';

export const isEntryDrag = (event: DragEvent) => event.dataTransfer.types.includes(entryDragType);
export const isFileDrag = (event: DragEvent) => event.dataTransfer.types.includes('Files');
