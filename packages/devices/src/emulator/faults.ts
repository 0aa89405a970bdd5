/**
 * Faults the emulator can be told to inject (docs/emulator.md). `command` is a command name as in
 * docs/protocol.md: v, a, r, d, xad, z, xrca, y, xwca, xrma, xwma, xrha, xwh, xat, o, s, ws.
 */
export interface EmulatorFaults {
  /** Answer `Err:<code>` to the next `times` (default 1) commands named `command`. */
  errorAnswer?: { command: string; code: number; times?: number };
  /** Cut the next answer to `command` after `bytes` bytes (the rest never comes). */
  truncateAnswer?: { command: string; bytes: number };
  /**
   * During the next `r{id}` (or the next command named `command`, e.g. `ws`): unplug the device
   * after `afterBytes` bytes of the answer.
   */
  unplugDuringRead?: { afterBytes: number; command?: string };
  /** ITEMP power-on reset: the next version query is answered with the boot text. */
  powerOnReset?: boolean;
  /** Never answer commands named `command` (exercises timeouts). */
  silentOn?: string;
}

/** Names a command line the way EmulatorFaults does. */
export function commandName(line: string): string {
  for (const name of ['xad', 'xrca', 'xwca', 'xrma', 'xwma', 'xrha', 'xwh', 'xat', 'ws']) {
    if (line.startsWith(name)) return name;
  }
  return line.charAt(0);
}
