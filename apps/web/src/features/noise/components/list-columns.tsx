import { formatFileSize } from '../../../lib/format-number';
import { currentLanguage } from '../../../lib/i18n';
import type { ListColumn } from '../../../lib/web-domain';
import classes from './noise.module.css';

/** The dosimeter lists' columns: the file, the dosimeter's serial number, the file's size. */
export const noiseListColumns: readonly ListColumn[] = [
  { key: 'file', labelKey: 'app:measurementList.file', cell: (m) => m.fileName },
  {
    key: 'serial',
    labelKey: 'app:measurementList.serial',
    cell: (m) => <span className={classes.mono}>{m.serialNumber ?? '-'}</span>,
  },
  {
    key: 'size',
    labelKey: 'app:measurementList.size',
    cell: (m) => <span className={classes.mono}>{formatFileSize(currentLanguage(), m.size)}</span>,
  },
];
