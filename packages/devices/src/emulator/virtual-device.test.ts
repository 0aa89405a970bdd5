import { describe, expect, it } from 'vitest';
import { concatBytes, decodeText } from '../protocol/text.ts';
import { type DeviceOutput, VirtualDevice } from './virtual-device.ts';

// A record's answer leaves the virtual device in parts (its size line, its bytes, `OK`): joined
// into one buffer it was a copy of the whole record on every read (24 MB for a 10 h extended
// AxPro record, in the page for the demo device). What the link carries is unchanged.

function outputsOf(device: VirtualDevice, command: string): DeviceOutput[] {
  const outputs: DeviceOutput[] = [];
  device.attach((output) => outputs.push(output));
  device.receive(new TextEncoder().encode(`${command}\n`));
  return outputs;
}

const bytesOf = (outputs: DeviceOutput[]) =>
  concatBytes(outputs.flatMap((o) => (o.kind === 'bytes' ? [o.bytes] : [])));

describe('VirtualDevice record answer', () => {
  it('is the size line, the record and OK, sent in three parts, the record not copied', () => {
    const device = new VirtualDevice('axPro');
    const record = device.records[0];
    if (!record) throw new Error('the AxPro demo device has no record');
    const outputs = outputsOf(device, `r${record.register}`);
    expect(outputs).toHaveLength(3);
    const size = new TextEncoder().encode(record.text).length;
    expect(decodeText(bytesOf(outputs))).toBe(`#${size}\r\n${record.text}OK\r\n`);
    // The same bytes on the next read: the record's encoding, kept, not a new copy.
    const again = outputsOf(device, `r${record.register}`);
    const body = (o: DeviceOutput | undefined) => (o?.kind === 'bytes' ? o.bytes : undefined);
    expect(body(again[1])).toBe(body(outputs[1]));
  });

  it('a fault that cuts the answer still cuts the whole of it, once', () => {
    const device = new VirtualDevice('doseMaxV2');
    const record = device.records[0];
    if (!record) throw new Error('the DoseMax V2 demo device has no record');
    device.faults = { truncateAnswer: { command: 'r', bytes: 40 } };
    const cut = outputsOf(device, `r${record.register}`);
    expect(cut).toHaveLength(1);
    expect(decodeText(bytesOf(cut))).toBe(`#${record.text.length}\r\n${record.text}`.slice(0, 40));
    expect(outputsOf(device, `r${record.register}`)).toHaveLength(3);
    device.faults = { unplugDuringRead: { afterBytes: 100 } };
    const unplugged = outputsOf(device, `r${record.register}`);
    expect(unplugged.map((o) => o.kind)).toEqual(['bytes', 'unplug']);
    expect(bytesOf(unplugged)).toHaveLength(100);
  });
});
