import { Trans } from 'react-i18next';
import type { ListColumn } from '../../../lib/web-domain';
import { heatModeOf } from '../lib/heat-mode';
import classes from './heat.module.css';

/** The Itemp lists' columns: the file, the instrument's serial number, the report's mode. */
export const heatListColumns: readonly ListColumn[] = [
  { key: 'file', labelKey: 'app:measurementList.file', cell: (m) => m.fileName },
  {
    key: 'serial',
    labelKey: 'app:measurementList.serial',
    cell: (m) => <span className={classes.mono}>{m.serialNumber ?? '-'}</span>,
  },
  {
    key: 'mode',
    labelKey: 'heat:screen.mode',
    cell: (m) => (
      <Trans
        i18nKey={heatModeOf(m) === 'component' ? 'heat:screen.modeComponent' : 'heat:screen.modeNormal'}
      />
    ),
  },
];
