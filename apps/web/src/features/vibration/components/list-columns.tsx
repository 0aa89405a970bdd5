import type { ListColumn } from '../../../lib/web-domain';

/** The AxPro lists' columns: the file, the device's serial number, the file's size. */
export const vibrationListColumns: readonly ListColumn[] = [
  { key: 'file', labelKey: 'app:measurementList.file', cell: (m) => m.fileName },
  { key: 'serial', labelKey: 'app:measurementList.serial', cell: (m) => m.serialNumber ?? '-' },
  {
    key: 'size',
    labelKey: 'app:measurementList.size',
    cell: (m) => `${Math.max(1, Math.round(m.size / 1024))} KiB`,
  },
];
