// Public API of @ohp/devices (docs/protocol.md describes the wire formats).
export * from './catalogue.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './config/fields.ts';
export * from './config/model.ts';
export * from './config/schedule.ts';
export * from './config/schemas.ts';
export * from './config/validate.ts';
export * from './protocol/audio.ts';
export * from './protocol/commands.ts';
export * from './protocol/framers.ts';
export * from './protocol/line-framer.ts';
export * from './protocol/register-list.ts';
export * from './protocol/text.ts';
export * from './protocol/version.ts';
export * from './records/parse-record.ts';
export * from './families/dosimeter/types.ts';
export * from './families/dosimeter/parse.ts';
export * from './families/dosimeter/format.ts';
export * from './families/dosimeter/to-noise-series.ts';
export * from './families/dosimeter/load-noise-file.ts';
export * from './families/itemp/record.ts';
export * from './families/axpro/record.ts';
export * from './families/co2pro/record.ts';
export * from './transport/transport.ts';
export * from './transport/web-serial.ts';
export * from './transport/node-serial.ts';
export * from './transport/emulator-transport.ts';
export * from './session/clock.ts';
export * from './session/progress.ts';
export * from './session/session.ts';
export * from './emulator/faults.ts';
export * from './emulator/virtual-device.ts';
export * from './emulator/profiles.ts';
export * from './emulator/factory-settings.ts';
export * from './emulator/large-record.ts';
export { createRandom } from './emulator/prng.ts';
export * from './emulator/web-serial-port.ts';
export * from './emulator/index.ts';
export { generateNoiseShift, deviceSummary } from './emulator/data/noise.ts';
export {
  generateHotAfternoon,
  generateOfficeCo2,
  generateToolVibration,
} from './emulator/data/environment.ts';
