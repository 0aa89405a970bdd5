import { connectionError, DeviceError, type RegisterEntry } from '@ohp/devices';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { canSaveToCloud, cloudRecordName, cloudSaveErrorMessage, recordFileName } from './cloud-save';

const identity = { model: 'DoseMaxV2', serialNumber: '2409000310AA' };
const entry = (description: string): RegisterEntry => ({
  register: 1,
  label: '1',
  date: Date.UTC(2026, 2, 10, 7, 0, 5),
  fileSize: 1000,
  description,
});

describe('save to cloud from the record list', () => {
  it('is offered for the domains with a web module (noise alone by default)', () => {
    expect(['doseMax', 'dosePro', 'doseMaxV2'].every((f) => canSaveToCloud(f as 'doseMax'))).toBe(true);
    expect(canSaveToCloud('itemp')).toBe(false);
    expect(canSaveToCloud('axPro')).toBe(false);
    expect(canSaveToCloud('axPro', ['noise', 'vibration'])).toBe(true);
    expect(canSaveToCloud('itemp', ['noise', 'vibration'])).toBe(false);
    expect(canSaveToCloud('co2Pro')).toBe(false);
  });

  it('is offered for the families whose domain has a web module (given by the app layer)', () => {
    const domains = ['noise', 'heat', 'co2'] as const;
    expect(['doseMax', 'dosePro', 'doseMaxV2'].every((f) => canSaveToCloud(f as 'doseMax', domains))).toBe(
      true,
    );
    expect(canSaveToCloud('itemp', domains)).toBe(true);
    expect(canSaveToCloud('co2Pro', domains)).toBe(true);
    expect(canSaveToCloud('axPro', domains)).toBe(false);
    expect(canSaveToCloud('itemp', ['noise', 'co2'])).toBe(false);
    expect(canSaveToCloud('co2Pro', ['noise', 'heat'])).toBe(false);
    expect(canSaveToCloud('axPro', ['noise', 'heat', 'co2', 'vibration'])).toBe(true);
  });

  it('names the measurement by device, serial, start on the device clock and description', () => {
    expect(cloudRecordName(identity, entry('Turno caldeiraria'))).toBe(
      'DoseMaxV2 2409000310AA 10/03/2026 07:00 Turno caldeiraria',
    );
    expect(cloudRecordName(identity, entry('  '))).toBe('DoseMaxV2 2409000310AA 10/03/2026 07:00');
    expect(cloudRecordName(identity, entry('x'.repeat(300)))).toHaveLength(140);
    expect(recordFileName(identity, entry(''))).toBe('DoseMaxV2_2409000310AA_1.txt');
  });

  it('says why a save failed, translated, and that nothing was saved', () => {
    expect(cloudSaveErrorMessage(new ApiError('Unauthorized', 401))).toBe(
      'Sua sessão expirou: entre novamente para salvar na nuvem. Nada foi salvo.',
    );
    expect(cloudSaveErrorMessage(new ApiError('Failed to fetch', 0))).toContain('Nada foi salvo.');
    expect(cloudSaveErrorMessage(new ApiError('Espaço de armazenamento esgotado', 413))).toBe(
      'Não foi possível salvar na nuvem: Espaço de armazenamento esgotado',
    );
    expect(
      cloudSaveErrorMessage(new DeviceError('device', 'devices:errors.err5', {}, { deviceCode: 5 })),
    ).toBe('Erro de comunicação com o cartão SD');
    expect(cloudSaveErrorMessage(connectionError('prematureEnd'))).toContain('Premature end of data stream');
  });
});
