import { describe, expect, it } from 'vitest';
import { storageKeys } from '../../../config/storage-keys';
import { defaultChartSettings, readChartSettings, writeChartSettings } from './chart-settings';

describe('chart settings kept per chart (SPEC §3)', () => {
  it('defaults when nothing is stored', () => {
    expect(readChartSettings('soundLevel')).toEqual(defaultChartSettings.soundLevel);
    expect(readChartSettings('histogram')).toEqual({ unit: 'minutes' });
  });

  it('each chart has its own key under the shell names', () => {
    writeChartSettings('soundLevel', { showLimits: false, showPeaks: true, maxPoints: 4000 });
    writeChartSettings('octaves', { showValues: false });
    expect(JSON.parse(localStorage.getItem(storageKeys.chartSettings.dosimeterSoundLevel) ?? '')).toEqual({
      showLimits: false,
      showPeaks: true,
      maxPoints: 4000,
    });
    expect(readChartSettings('octaves')).toEqual({ showValues: false });
    expect(readChartSettings('histogram')).toEqual({ unit: 'minutes' });
  });

  it('ignores unreadable or wrongly typed values field by field', () => {
    localStorage.setItem(
      storageKeys.chartSettings.dosimeterSoundLevel,
      '{"showPeaks":"no","maxPoints":123456,"showLimits":false}',
    );
    expect(readChartSettings('soundLevel')).toEqual({ showLimits: false, showPeaks: true, maxPoints: 2000 });
    localStorage.setItem(storageKeys.chartSettings.dosimeterHistogram, 'not json');
    expect(readChartSettings('histogram')).toEqual({ unit: 'minutes' });
    localStorage.setItem(storageKeys.chartSettings.dosimeterHistogram, '{"unit":"hours"}');
    expect(readChartSettings('histogram')).toEqual({ unit: 'minutes' });
  });
});
