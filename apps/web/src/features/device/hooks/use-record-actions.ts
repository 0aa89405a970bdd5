import { DeviceError, type ReadState, type RegisterEntry } from '@ohp/devices';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showAlert, showError, showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { i18next } from '../../../lib/i18n';
import { canSaveToCloud, cloudRecordName, cloudSaveErrorMessage, recordFileName } from '../lib/cloud-save';
import { deviceErrorMessage, escapeHtml, showDeviceError } from '../lib/device-errors';
import type { CloudSaved, RecordReadResult, SaveRecordToCloud } from '../lib/record-read';
import { type ConnectedDevice, deviceStore } from '../stores/device-store';
import { recordCache } from '../stores/record-cache';

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

  /** Reads the record over the serial link; undefined (error shown) when it does not parse. */
  const readFromDevice = async (item: RegisterEntry): Promise<RecordReadResult | undefined> => {
    setReading({ label: item.label, state: { state: 'started', progress: 0 } });
    try {
      const result = await device.session.readRecord(item.register, (state) =>
        setReading({ label: item.label, state }),
      );
      if (!result.parsed.ok) {
        void showError(escapeHtml(deviceErrorMessage(result.parsed.reason)));
        return undefined;
      }
      const read: RecordReadResult = {
        fileName: recordFileName(device.identity, item),
        family: device.family,
        text: result.text,
        record: result.parsed.data,
        deviceId: device.id,
        register: item.register,
      };
      recordCache.set(device, item, read);
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
        if (!saveRecord || !canSaveToCloud(device.family)) return;
        setSaved(undefined);
        // Already read (e.g. opened in the viewer, then back to the list): not read again.
        const result = recordCache.get(device, item) ?? (await readFromDevice(item));
        if (!result) return;
        setSaving(item.label);
        try {
          const measurement = await saveRecord({
            ...result,
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
      recordCache.forget(device);
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
      recordCache.forget(device);
      setSaved(undefined);
      await refresh();
      void showSuccess(escapeHtml(i18next.t('devices:screens.records.deleteAll.done')));
    });
  };

  const locked =
    busy || saving !== undefined || reading?.state.state === 'started' || reading?.state.state === 'reading';
  return { reading, saving, saved, locked, read, saveToCloud, remove, removeAll };
}
