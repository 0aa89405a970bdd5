import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { alertStore } from '../components/ui/alert-dialog/alert-store';
import { downloadBlob } from '../lib/download-blob';
import { downloadReportPdf, useReportDescription } from './use-report-pdf';

vi.mock('../lib/download-blob', () => ({ downloadBlob: vi.fn() }));

describe('useReportDescription', () => {
  it('answers the trimmed description and shows no reason', () => {
    const { result } = renderHook(() => useReportDescription('  Sala 2  '));
    let text: string | undefined;
    act(() => {
      text = result.current.checkDescription();
    });
    expect(text).toBe('Sala 2');
    expect(result.current.descriptionError).toBeUndefined();
  });

  it('refuses an empty or too long description, and typing clears the reason', () => {
    const { result } = renderHook(() => useReportDescription('   '));
    let text: string | undefined = 'x';
    act(() => {
      text = result.current.checkDescription();
    });
    expect(text).toBeUndefined();
    expect(result.current.descriptionError).toBeTruthy();
    act(() => result.current.setDescription('a'.repeat(141)));
    expect(result.current.descriptionError).toBeUndefined();
    act(() => {
      text = result.current.checkDescription();
    });
    expect(text).toBeUndefined();
    expect(result.current.descriptionError).toContain('140');
  });
});

describe('downloadReportPdf', () => {
  it('downloads the PDF under its name', async () => {
    const blob = new Blob(['%PDF']);
    await downloadReportPdf(async () => ({ blob, name: 'r.pdf' }));
    expect(downloadBlob).toHaveBeenCalledWith(blob, 'r.pdf');
  });

  it('shows a failure in the alert dialog and downloads nothing when there is no PDF', async () => {
    vi.mocked(downloadBlob).mockClear();
    await downloadReportPdf(async () => undefined);
    expect(downloadBlob).not.toHaveBeenCalled();
    await downloadReportPdf(async () => {
      throw new Error('no fonts');
    });
    expect(alertStore.current()?.text).toContain('no fonts');
  });
});
