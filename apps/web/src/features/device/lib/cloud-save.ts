import type { MeasurementDomain } from '@ohp/contracts';
import {
  DeviceError,
  type DeviceFamily,
  type DeviceIdentity,
  domainOf,
  type RegisterEntry,
} from '@ohp/devices';
import { ApiError } from '../../../lib/api-client';
import { i18next } from '../../../lib/i18n';
import { deviceErrorMessage } from './device-errors';
import { registerDate, registerHour } from './format';

// "Save to cloud" from the record list: which families can, the default name, the messages.

/**
 * A saved measurement needs a viewer to open it: the domains with a web module (the app layer
 * gives them, docs/web-domains.md; noise when it does not).
 */
export function canSaveToCloud(
  family: DeviceFamily,
  domains: readonly MeasurementDomain[] = ['noise'],
): boolean {
  return domains.includes(domainOf(family));
}

/** The server's limit for a measurement description. */
const maxDescription = 140;

/**
 * Default name of a record saved from the list: device, serial and the record's start on the device
 * clock, then the description the device holds (cut to the server's 140 characters).
 * e.g. "DoseMaxV2 2409000310AA 10/03/2026 07:00 Turno caldeiraria".
 */
export function cloudRecordName(
  identity: Pick<DeviceIdentity, 'model' | 'serialNumber'>,
  entry: RegisterEntry,
): string {
  const when = `${registerDate(entry.date)} ${registerHour(entry.date).slice(0, 5)}`;
  const parts = [identity.model, identity.serialNumber, when, entry.description.trim()].filter(
    (p) => p !== '',
  );
  return parts.join(' ').slice(0, maxDescription).trim();
}

/** File name of a record read from the device (what the viewer shows and the cloud keeps). */
export function recordFileName(
  identity: Pick<DeviceIdentity, 'model' | 'serialNumber'>,
  entry: RegisterEntry,
): string {
  return `${identity.model}_${identity.serialNumber}_${entry.label}.txt`;
}

/**
 * The translated message of a failed save: device failures with the device's messages (SPEC §8),
 * a lost sign-in and an unreachable server with their own, any other server answer with the
 * server's (already translated) message.
 */
export function cloudSaveErrorMessage(error: unknown): string {
  if (error instanceof DeviceError) return deviceErrorMessage(error);
  if (error instanceof ApiError) {
    if (error.status === 401) return i18next.t('devices:screens.records.cloud.signedOut');
    if (error.status === 0) return i18next.t('devices:screens.records.cloud.offline');
    return i18next.t('devices:screens.records.cloud.failed', { reason: error.message });
  }
  return i18next.t('devices:screens.records.cloud.failed', {
    reason: error instanceof Error ? error.message : String(error),
  });
}
