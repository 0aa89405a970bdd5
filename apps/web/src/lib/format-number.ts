// The screens' numbers and sizes come from the one formatting layer shared with the reports
// (packages/i18n/src/format, docs/formatting.md); this module keeps the web's import path.
export { formatNumber, formatSize as formatFileSize } from '@ohp/i18n';
