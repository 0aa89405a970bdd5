import type { MeasurementDomain } from '@ohp/contracts';
import { DeviceError, type ReadState, type RegisterEntry } from '@ohp/devices';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert, showError, showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { escapeHtml } from '../../../lib/escape-html';
import { i18next } from '../../../lib/i18n';
import { openDeviceRecordOffThread } from '../../../lib/reading/open-reading-off-thread';
import { canSaveToCloud, cloudRecordName, cloudSaveErrorMessage, recordFileName } from '../lib/cloud-save';
import { showDeviceError } from '../lib/device-errors';
import type { CloudSaved, RecordReadResult, SaveRecordToCloud } from '../lib/record-read';
import { type DeviceReading, readingStore } from '../../../stores/reading-store';
import { type ConnectedDevice, deviceStore } from '../stores/device-store';

/** A confirmation in the alert dialog: Cancel, then the (red) action; resolves true for the action. */
function confirm(title: string, text: string, action: string): Promise<boolean> {
  return showAlert({
    title,
    text,
    icon: 'warning',
    buttons: [
      { label: i18next.t('common:actions.cancel'), variant: 'default' },
      { label: action, variant: 'danger' },
    ],
  }).then((index) => index === 1);
}

export const recordsKey = (id: string) => ['device', id, 'records'] as const;

/** A save that finished: which record, and the measurement it became. */
export interface CloudSaveDone extends CloudSaved {
  label: string;
}

export interface RecordActions {
  /** The read in progress or last finished (rendered by ReadProgress). */
  reading: { label: string; state: ReadState } | undefined;
  /** Label of the record being sent to the cloud. */
  saving: string | undefined;
  saved: CloudSaveDone | undefined;
  /** A read, save or deletion is running: the other actions wait. */
  locked: boolean;
  read: (item: RegisterEntry) => Promise<void>;
  saveToCloud: (item: RegisterEntry) => Promise<void>;
  remove: (item: RegisterEntry) => Promise<void>;
  removeAll: () => Promise<void>;
}

/**
 * The actions of the record list over the device session: read (with progress), save to the cloud
 * (reading first unless the record is still in memory), delete one, delete all. Every failure is
 * shown translated in the alert dialog; an unplug has its own alert (useDeviceLostRedirect).
 */
export function useRecordActions(
  device: ConnectedDevice,
  onRecordRead: (result: RecordReadResult) => void,
  saveRecord: SaveRecordToCloud | undefined,
  cloudDomains: readonly MeasurementDomain[] = ['noise'],
): RecordActions {
  const queryClient = useQueryClient();
  const [reading, setReading] = useState<RecordActions['reading']>();
  const [saving, setSaving] = useState<string>();
  const [saved, setSaved] = useState<CloudSaveDone>();
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: recordsKey(device.id) });

  const task = async (work: () => Promise<void>, onError = showDeviceError) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      void onError(error);
    } finally {
      setBusy(false);
    }
  };

  const originOf = (item: RegisterEntry) => ({
    deviceId: device.id,
    session: device.session,
    register: item.register,
    date: item.date,
  });

  /**
   * Reads the record over the serial link and makes it the current reading; undefined (error shown)
   * when it does not parse.
   */
  const readFromDevice = async (item: RegisterEntry): Promise<RecordReadResult | undefined> => {
    setReading({ label: item.label, state: { state: 'started', progress: 0 } });
    try {
      const result = await device.session.readRecordText(item.register, (state) =>
        setReading({ label: item.label, state }),
      );
      // Parsed once, with this device's family module (as the session's readRecord does), in the
      // open-reading worker: a 10-h extended AxPro record (24 MB) was a 100-ms task on the page.
      // Its bytes go there (the text is kept); they are not used here after.
      const parsed = await openDeviceRecordOffThread(result, device.family);
      if (!parsed.ok) {
        void showError(escapeHtml(i18next.t(parsed.key, parsed.values)));
        return undefined;
      }
      const read: DeviceReading = {
        fileName: recordFileName(device.identity, item),
        text: result.text,
        reading: parsed.reading,
        source: 'device',
        origin: originOf(item),
      };
      readingStore.set(read);
      return read;
    } finally {
      if (!deviceStore.find(device.id)) setReading(undefined);
    }
  };

  const read = (item: RegisterEntry) =>
    task(async () => {
      const result = await readFromDevice(item);
      if (result) onRecordRead(result);
    });

  const saveToCloud = (item: RegisterEntry) =>
    task(
      async () => {
        if (!saveRecord || !canSaveToCloud(device.family, cloudDomains)) return;
        setSaved(undefined);
        // Already read (e.g. opened in the viewer, then back to the list): not read again.
        const result = readingStore.fromDevice(originOf(item)) ?? (await readFromDevice(item));
        if (!result) return;
        setSaving(item.label);
        try {
          const measurement = await saveRecord({
            deviceId: device.id,
            register: item.register,
            fileName: result.fileName,
            text: result.text,
            family: device.family,
            description: cloudRecordName(device.identity, item),
            serialNumber: device.identity.serialNumber,
          });
          setSaved({ ...measurement, label: item.label });
        } finally {
          setSaving(undefined);
        }
      },
      (error) => {
        // An unplug has its own attention alert and redirect (SPEC §4).
        if (error instanceof DeviceError && error.code === 'disconnected') return undefined;
        return showError(escapeHtml(cloudSaveErrorMessage(error)));
      },
    );

  const remove = async (item: RegisterEntry) => {
    const ok = await confirm(
      i18next.t('devices:screens.records.deleteOne.title'),
      i18next.t('devices:screens.records.deleteOne.text', { label: item.label }),
      i18next.t('devices:screens.records.deleteOne.confirm'),
    );
    if (!ok) return;
    await task(async () => {
      await device.session.deleteRecord(item.register);
      readingStore.forgetDevice(device.id);
      setSaved(undefined);
      await refresh();
      void showSuccess(
        escapeHtml(i18next.t('devices:screens.records.deleteOne.done', { label: item.label })),
      );
    });
  };

  const removeAll = async () => {
    const ok = await confirm(
      i18next.t('devices:screens.records.deleteAll.title'),
      i18next.t('devices:screens.records.deleteAll.text'),
      i18next.t('devices:screens.records.deleteAll.confirm'),
    );
    if (!ok) return;
    await task(async () => {
      await device.session.deleteAll();
      readingStore.forgetDevice(device.id);
      setSaved(undefined);
      await refresh();
      void showSuccess(escapeHtml(i18next.t('devices:screens.records.deleteAll.done')));
    });
  };

  const locked =
    busy || saving !== undefined || reading?.state.state === 'started' || reading?.state.state === 'reading';
  return { reading, saving, saved, locked, read, saveToCloud, remove, removeAll };
}
