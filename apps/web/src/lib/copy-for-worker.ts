// A request for a worker, its typed arrays copied a slice at a time across tasks and then
// transferred: posting a week-long series as it is (≈ 43 MB for a 7-day AxPro record) clones it in
// one main-thread task of 60–150 ms; copied in 2-MB slices, each task stays short (issue 28).

/** Elements copied per task (2 MB of doubles). */
const SLICE = 1 << 18;

type TypedArray = Float64Array | Float32Array | Int32Array | Uint8Array;

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function copyArray(source: TypedArray, transfer: ArrayBuffer[]): Promise<TypedArray> {
  const Kind = source.constructor as new (length: number) => TypedArray;
  const copy = new Kind(source.length);
  for (let from = 0; from < source.length; from += SLICE) {
    copy.set(source.subarray(from, Math.min(source.length, from + SLICE)) as never, from);
    await yieldToBrowser();
  }
  transfer.push(copy.buffer as ArrayBuffer);
  return copy;
}

/** By its tag, not ArrayBuffer.isView: an array made in another realm (a test's) counts too. */
const isTypedArray = (value: unknown): value is TypedArray =>
  /^\[object (Float64|Float32|Int32|Uint8)Array\]$/.test(Object.prototype.toString.call(value));

async function copyValue(value: unknown, transfer: ArrayBuffer[]): Promise<unknown> {
  if (isTypedArray(value)) return copyArray(value, transfer);
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    for (const item of value) out.push(await copyValue(item, transfer));
    return out;
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) out[key] = await copyValue(item, transfer);
    return out;
  }
  return value;
}

/** A copy of `value` (plain objects, arrays, typed arrays) and the buffers to transfer with it. */
export async function copyForWorker<T>(value: T): Promise<{ copy: T; transfer: ArrayBuffer[] }> {
  const transfer: ArrayBuffer[] = [];
  const copy = (await copyValue(value, transfer)) as T;
  return { copy, transfer };
}
