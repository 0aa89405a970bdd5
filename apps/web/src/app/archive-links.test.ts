import type { ArchiveEntry } from '@ohp/contracts';
import { describe, expect, it } from 'vitest';
import { archiveOpenHref } from './archive-links';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const file = (resource: ArchiveEntry['resource']): ArchiveEntry => ({
  id: uuid(1),
  name: 'f',
  kind: 'file',
  parentId: null,
  size: 1,
  ownerId: uuid(2),
  contentType: null,
  resource,
  permission: 3,
  createdAt: '',
  updatedAt: '',
});

describe('where an archive file opens', () => {
  it('a saved measurement opens in its domain viewer; a samples CSV by its domain', () => {
    const id = uuid(5);
    expect(archiveOpenHref(file({ type: 'measurement', id, domain: 'noise', family: 'doseMax' }))).toBe(
      `/measurement/dosimetro-v1/${id}`,
    );
    expect(archiveOpenHref(file({ type: 'measurement', id, domain: 'heat', family: null }))).toBe(
      `/measurement/itemp/${id}`,
    );
    expect(archiveOpenHref(file({ type: 'measurement', id, domain: 'vibration', family: 'axPro' }))).toBe(
      `/device/ax-pro/${id}`,
    );
    // The contract's 'co2pro' resource type is never produced (docs/archive.md): no viewer, it downloads.
    expect(archiveOpenHref(file({ type: 'co2pro', id, domain: 'co2', family: 'co2Pro' }))).toBeUndefined();
  });

  it('a component opens its family component screen; a report or plain file has no viewer', () => {
    expect(archiveOpenHref(file({ type: 'component', id: uuid(6), domain: 'heat', family: 'itemp' }))).toBe(
      '/device/components/itemp',
    );
    expect(
      archiveOpenHref(file({ type: 'report', id: uuid(7), domain: 'noise', family: null })),
    ).toBeUndefined();
    expect(archiveOpenHref(file(null))).toBeUndefined();
  });
});
