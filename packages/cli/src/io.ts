/** Where the CLI writes; tests capture it instead of the real streams. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress bars only then). */
  interactive: boolean;
}

export const processIo: Io = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  interactive: Boolean(process.stderr.isTTY),
};

/** Left-aligned text table. */
export function table(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows) {
    for (let i = 0; i < row.length; i++) widths[i] = Math.max(widths[i] ?? 0, row[i]?.length ?? 0);
  }
  return `${rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')}\n`;
}
