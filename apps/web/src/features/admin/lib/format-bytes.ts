import { formatSize } from '@ohp/i18n';

/** Bytes as a short size in binary units said as such (1 KiB = 1024 B), as the server counts them. */
export function formatBytes(bytes: number, language: string): string {
  return formatSize(language, bytes);
}
