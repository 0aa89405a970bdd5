import type { ListColumn } from '../../../lib/web-domain';

/** The CO2Pro list's columns: the file, the instrument's serial number, the employee assessed. */
export const co2ListColumns: readonly ListColumn[] = [
  { key: 'file', labelKey: 'app:measurementList.file', cell: (m) => m.fileName },
  {
    key: 'serial',
    labelKey: 'app:measurementList.serial',
    cell: (m) => (
      <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{m.serialNumber ?? '-'}</span>
    ),
  },
  {
    key: 'employee',
    labelKey: 'co2:report.fields.employeeName',
    cell: (m) => {
      const form = m.state.reportForm as { employeeName?: unknown } | undefined;
      return typeof form?.employeeName === 'string' ? form.employeeName : '-';
    },
  },
];
