import { Button } from '@mantine/core';
import { useState } from 'react';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { downloadExport } from '../api/esocial-api';

/** A button that downloads one export; a refusal shows the server's translated message. */
export function ExportButton({ path, fileName, label }: { path: string; fileName: string; label: string }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await downloadExport(path, fileName);
    } catch (error) {
      void showError(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" size="xs" loading={busy} onClick={() => void run()}>
      {label}
    </Button>
  );
}
