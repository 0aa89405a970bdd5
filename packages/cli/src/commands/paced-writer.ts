/** Writes bytes at most `bytesPerSecond` (the emulator's "slow link" outside the browser). */
export function pacedWriter(write: (bytes: Uint8Array) => void, bytesPerSecond: number | undefined) {
  if (!bytesPerSecond) return write;
  const queue: Uint8Array[] = [];
  let busySince = 0;
  let sent = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pump = () => {
    timer = undefined;
    let budget = Math.floor(((Date.now() - busySince) * bytesPerSecond) / 1000) - sent;
    while (budget > 0 && queue.length > 0) {
      const head = queue[0] as Uint8Array;
      const take = Math.min(budget, head.length);
      write(head.subarray(0, take));
      sent += take;
      budget -= take;
      if (take === head.length) queue.shift();
      else queue[0] = head.subarray(take);
    }
    if (queue.length > 0) timer = setTimeout(pump, 20);
  };
  return (bytes: Uint8Array) => {
    if (queue.length === 0 && timer === undefined) {
      busySince = Date.now();
      sent = 0;
    }
    queue.push(bytes);
    if (timer === undefined) timer = setTimeout(pump, 20);
  };
}
