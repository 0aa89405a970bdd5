import { Anchor, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileUpload, IconUsb } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { paths } from '../../../config/paths';
import { escapeHtml } from '../../../lib/escape-html';
import { openFileOffThread } from '../../../lib/reading/open-reading-off-thread';
import { showRefusedReading } from '../../../lib/reading/show-refused-reading';
import { readingStore } from '../../../stores/reading-store';
import type { DeviceFamily } from '@ohp/devices';
import { formatSize } from '@ohp/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { publicConfigQueryOptions, usePublicConfig } from '../../../lib/public-config';
import { checkReadingFile } from '../lib/read-file';
import classes from './upload.module.css';

/**
 * /upload (SPEC §2): drop or pick a reading file; empty, invalid and too large files are refused
 * (SPEC §8), an invalid DoseMax V2 file with the 'attention' alert (SPEC §4), a file that does not
 * read with its translated reason naming the line. A file that reads becomes the current reading.
 */
interface UploadFileProps {
  /**
   * Called when a file passed the first checks, with the family it names, while the worker reads
   * it: the app layer gets the viewer it opens in ready meanwhile.
   */
  prepareViewer?: ((family: DeviceFamily) => void) | undefined;
}

export function UploadFile({ prepareViewer }: UploadFileProps = {}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The server's limits (GET /api/config): the largest reading it reads, and what a save may send
  // compressed. No constant of the web: the box says and applies what the server enforces.
  const config = usePublicConfig();
  const limits = config.data;
  const input = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const [busy, setBusy] = useState(false);

  const accept = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const known =
        limits ?? (await queryClient.fetchQuery(publicConfigQueryOptions()).catch(() => undefined));
      const check = await checkReadingFile(file, known?.recordLimitBytes, i18n.language);
      if (!check.ok) {
        void showError(escapeHtml(t(check.key, check.values ?? {})));
        return;
      }
      prepareViewer?.(check.family);
      // Read in a worker (a week's record held the page otherwise); its text decoded when needed.
      const opened = await openFileOffThread(file, 'latin1');
      if (!opened.ok) {
        showRefusedReading(opened);
        return;
      }
      readingStore.set({ fileName: file.name, text: opened.file, reading: opened.reading, source: 'file' });
      void navigate(paths.app.uploadRead.getHref());
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setActive(false);
    void accept(event.dataTransfer.files[0]);
  };

  return (
    <Stack gap="lg" className={classes.page}>
      <div>
        <Title order={1} className={classes.title}>
          {t('app:screens.upload.title')}
        </Title>
        <Text c="dimmed" mt={4}>
          {t('devices:screens.upload.lead')}
        </Text>
      </div>
      <section
        className={classes.dropzone}
        data-active={active || undefined}
        data-testid="upload-dropzone"
        aria-label={t('devices:screens.upload.dropLabel')}
        onDragOver={(e) => {
          e.preventDefault();
          setActive(true);
        }}
        onDragLeave={() => setActive(false)}
        onDrop={onDrop}
      >
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconFileUpload size={34} stroke={1.4} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {t('devices:screens.upload.drop')}
        </Text>
        <Text size="sm" c="dimmed">
          {limits
            ? t('uploads:formats', {
                max: formatSize(i18n.language, limits.recordLimitBytes),
                saved: formatSize(i18n.language, limits.uploadLimitBytes),
              })
            : t('uploads:formatsUnknown')}
        </Text>
        <Button onClick={() => input.current?.click()} loading={busy}>
          {t('devices:screens.upload.pick')}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".txt,.csv,.dat,text/plain"
          className={classes.hidden}
          data-testid="upload-input"
          aria-label={t('devices:screens.upload.pick')}
          onChange={(e) => void accept(e.currentTarget.files?.[0])}
        />
      </section>
      <Group gap={6}>
        <IconUsb size={18} />
        <Anchor component={Link} to={paths.app.accessDevice.getHref()}>
          {t('devices:screens.upload.orDevice')}
        </Anchor>
      </Group>
    </Stack>
  );
}
