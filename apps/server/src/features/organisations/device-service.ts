import { type CertificateInput, calibrationState, type UserDevice } from '@ohp/contracts';
import { catalogueEntry, deviceTypeFromSerial } from '@ohp/devices';
import { AppError, badRequest, notFound } from '../../http/app-error.ts';
import type { StreamedFile } from '../../http/stream-upload.ts';
import { type OwnerScope, ownerKey } from '../common/owner-scope.ts';
import { isPdfFile } from '../common/pdf-file.ts';
import type { FileStorage, StoredRead } from '../storage/storage.ts';
import type { DeviceRepository, UserDeviceRow } from './device-repository.ts';

/** Today as yyyy-MM-dd (UTC), the day the due states are computed for. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

export function deviceView(row: UserDeviceRow, today: string): UserDevice {
  const entry = catalogueEntry(deviceTypeFromSerial(row.serialNumber));
  const complete =
    row.laboratory !== null &&
    row.calibrationDate !== null &&
    row.certificateNumber !== null &&
    row.nextCalibrationDate !== null;
  return {
    id: row.id,
    serialNumber: row.serialNumber,
    model: entry.name,
    family: entry.family,
    imageFolder: entry.imageFolder,
    certificate: complete
      ? {
          laboratory: row.laboratory ?? '',
          calibrationDate: row.calibrationDate ?? '',
          certificateNumber: row.certificateNumber ?? '',
          nextCalibrationDate: row.nextCalibrationDate ?? '',
          hasFile: row.certificateKey !== null,
        }
      : null,
    calibrationState: calibrationState(complete ? row.nextCalibrationDate : null, today),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The devices a user registered (SPEC §7 user-device) and their calibration certificates. */
export function createDeviceService(deps: {
  devices: DeviceRepository;
  storage: FileStorage;
  now?: () => Date;
}) {
  const { devices, storage } = deps;
  const today = () => isoDay((deps.now ?? (() => new Date()))());

  async function owned(scope: OwnerScope, id: string): Promise<UserDeviceRow> {
    const row = await devices.find(scope, id);
    if (!row) throw notFound('organisations:deviceNotFound');
    return row;
  }

  return {
    async list(scope: OwnerScope): Promise<UserDevice[]> {
      const day = today();
      return (await devices.list(scope)).map((row) => deviceView(row, day));
    },

    /** A serial registered by another account is refused without telling whose. */
    async register(scope: OwnerScope, serialNumber: string): Promise<UserDevice> {
      const row = await devices.insert(scope, serialNumber);
      if (row) return deviceView(row, today());
      const existing = await devices.findBySerial(serialNumber);
      if (existing?.userId === scope.ownerId) throw new AppError(409, 'organisations:deviceAlreadyYours');
      throw new AppError(409, 'organisations:deviceRegisteredElsewhere');
    },

    /** null when I have not registered it, whoever has (a connected device asks on every screen). */
    async bySerial(scope: OwnerScope, serialNumber: string): Promise<UserDevice | null> {
      const row = await devices.findBySerial(serialNumber);
      if (!row || row.userId !== scope.ownerId) return null;
      return deviceView(row, today());
    },

    async updateCertificate(scope: OwnerScope, input: CertificateInput): Promise<UserDevice> {
      const { id, ...certificate } = input;
      const row = await devices.update(scope, id, certificate);
      if (!row) throw notFound('organisations:deviceNotFound');
      return deviceView(row, today());
    },

    /** The PDF was streamed to disk: checked by its first and last bytes, then moved to storage. */
    async putCertificateFile(
      scope: OwnerScope,
      id: string,
      file: Pick<StreamedFile, 'path' | 'size' | 'head'>,
    ): Promise<UserDevice> {
      await owned(scope, id);
      if (!(await isPdfFile(file))) throw badRequest('organisations:certificateNotPdf');
      const key = ownerKey(scope, 'devices', id, 'certificate.pdf');
      await storage.putFile(key, file.path);
      const row = await devices.update(scope, id, { certificateKey: key });
      if (!row) {
        // Removed meanwhile: its file must not stay behind.
        await storage.delete(key);
        throw notFound('organisations:deviceNotFound');
      }
      return deviceView(row, today());
    },

    /** The certificate PDF as a stream from storage (a request holds a read buffer, never the file). */
    async certificateFile(scope: OwnerScope, id: string): Promise<StoredRead> {
      const row = await owned(scope, id);
      const opened = row.certificateKey ? await storage.openRead(row.certificateKey) : undefined;
      if (!opened) throw notFound('organisations:certificateFileNotFound');
      return opened;
    },

    async remove(scope: OwnerScope, id: string): Promise<void> {
      const row = await devices.remove(scope, id);
      if (!row) throw notFound('organisations:deviceNotFound');
      if (row.certificateKey) await storage.delete(row.certificateKey);
    },
  };
}

export type DeviceService = ReturnType<typeof createDeviceService>;
