/**
 * A byte limit as the server's messages write it: binary megabytes, said as such (MiB), as the
 * browser writes the same limit (docs/formatting.md "Sizes and limits").
 */
export const mebibytes = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;
