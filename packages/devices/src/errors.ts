/**
 * The one error type of the device layer. Every failure (device `Err:N` answers, connection
 * problems, framing and parse errors) is a DeviceError with a stable `code` and an i18n key in
 * the `devices` namespace, so the UI and the CLI translate it with `translate(lang, err.key, err.values)`.
 */
export type DeviceErrorCode =
  | 'device'
  | 'noPortSelected'
  | 'noDevice'
  | 'invalidDevice'
  | 'connectError'
  | 'usbError'
  | 'browserNotSupported'
  | 'portNotWritable'
  | 'portNotReadable'
  | 'prematureEnd'
  | 'incompleteAudio'
  | 'usbDeviceFailed'
  | 'timeout'
  | 'disconnected'
  | 'notConnected'
  | 'busy'
  | 'invalidAnswer'
  | 'incompleteAnswer'
  | 'answerTooLarge'
  | 'parse'
  | 'unsupported'
  | 'invalidValue';

export type DeviceErrorValues = Record<string, string | number>;

export class DeviceError extends Error {
  override readonly name = 'DeviceError';
  readonly code: DeviceErrorCode;
  /** Translation key, e.g. "devices:errors.err13". */
  readonly key: string;
  readonly values: DeviceErrorValues;
  /** For `Err:N` answers: N. */
  readonly deviceCode: number | undefined;

  constructor(
    code: DeviceErrorCode,
    key: string,
    values: DeviceErrorValues = {},
    options: { deviceCode?: number; cause?: unknown } = {},
  ) {
    super(`${key}${Object.keys(values).length ? ` ${JSON.stringify(values)}` : ''}`, {
      cause: options.cause,
    });
    this.code = code;
    this.key = key;
    this.values = values;
    this.deviceCode = options.deviceCode;
  }
}

/** SPEC §8 device error codes with their own message; any other code is shown as 'Erro'. */
export const knownDeviceErrorCodes = [2, 3, 5, 13, 19, 22, 23, 62, 140] as const;

export function deviceErrorKey(n: number): string {
  return (knownDeviceErrorCodes as readonly number[]).includes(n)
    ? `devices:errors.err${n}`
    : 'devices:errors.errUnknown';
}

/** The error for an `Err:N` answer. */
export function errAnswer(n: number): DeviceError {
  return new DeviceError('device', deviceErrorKey(n), { code: n }, { deviceCode: n });
}

/** Connection / protocol errors of SPEC §8 with their fixed keys. */
export const connectionErrorKeys = {
  noPortSelected: 'devices:connection.noPortSelected',
  noDevice: 'devices:connection.noDevice',
  invalidDevice: 'devices:connection.invalidDevice',
  connectError: 'devices:connection.connectError',
  usbError: 'devices:connection.usbError',
  browserNotSupported: 'devices:connection.browserNotSupported',
  portNotWritable: 'devices:connection.portNotWritable',
  portNotReadable: 'devices:connection.portNotReadable',
  prematureEnd: 'devices:connection.prematureEnd',
  incompleteAudio: 'devices:connection.incompleteAudio',
  usbDeviceFailed: 'devices:connection.usbDeviceFailed',
  timeout: 'devices:connection.timeout',
  disconnected: 'devices:connection.disconnected',
  notConnected: 'devices:connection.notConnected',
  busy: 'devices:connection.busy',
} as const satisfies Partial<Record<DeviceErrorCode, string>>;

export type ConnectionErrorCode = keyof typeof connectionErrorKeys;

export function connectionError(
  code: ConnectionErrorCode,
  values: DeviceErrorValues = {},
  cause?: unknown,
): DeviceError {
  return new DeviceError(code, connectionErrorKeys[code], values, { cause });
}

export function isDeviceError(value: unknown): value is DeviceError {
  return value instanceof DeviceError;
}

/** User-facing parse result (STYLE.md "Parsers"). */
export type ParseResult<T> = { ok: true; data: T } | { ok: false; reason: DeviceError };

/** Runs a throwing parser and turns a DeviceError into `{ ok: false }`; other errors are bugs. */
export function toResult<T>(run: () => T): ParseResult<T> {
  try {
    return { ok: true, data: run() };
  } catch (error) {
    if (error instanceof DeviceError) return { ok: false, reason: error };
    throw error;
  }
}
