import { familyDisplayName } from '@ohp/devices';
import { type DeviceFamily, type DocumentCategory, deviceFamilies, documentCategories } from '@ohp/contracts';
import {
  Button,
  Card,
  FileInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import {
  type ContentKind,
  contentLanguages,
  type ContentLanguage,
  useUploadContent,
} from '../api/support-content';

const accept: Record<ContentKind, string> = {
  document: 'application/pdf,.pdf',
  video: 'video/mp4,video/webm,.mp4,.webm',
};
const empty = (): Record<ContentLanguage, string> => ({ 'pt-BR': '', en: '', es: '' });

/**
 * Publishing a support document or video: the file, its device family (none: every device), a
 * document's category (Help lists the drivers) and the title and description in each language.
 * The server checks the file's type by its first bytes.
 */
export function ContentUploadForm() {
  const { t } = useTranslation();
  const upload = useUploadContent();
  const [kind, setKind] = useState<ContentKind>('document');
  const [file, setFile] = useState<File | null>(null);
  const [family, setFamily] = useState<DeviceFamily | undefined>();
  const [category, setCategory] = useState<DocumentCategory>('manual');
  const [titles, setTitles] = useState(empty);
  const [descriptions, setDescriptions] = useState(empty);
  const [uploaded, setUploaded] = useState<string | undefined>();
  const complete = file !== null && contentLanguages.every((language) => titles[language].trim() !== '');

  function submit() {
    if (!file) return;
    setUploaded(undefined);
    upload.mutate(
      { kind, file, family, category, titles, descriptions },
      {
        onSuccess: () => {
          setUploaded(titles['pt-BR']);
          setFile(null);
          setTitles(empty());
          setDescriptions(empty());
        },
        onError: (error) => void showError(errorMessage(error)),
      },
    );
  }

  return (
    <Card withBorder component="section" aria-labelledby="content-upload">
      <Stack>
        <Title order={2} size="h4" id="content-upload">
          {t('admin:content.uploadTitle')}
        </Title>
        <SegmentedControl
          aria-label={t('admin:content.kind')}
          value={kind}
          onChange={(value) => {
            setKind(value as ContentKind);
            setFile(null);
          }}
          data={(['document', 'video'] as const).map((value) => ({
            value,
            label: t(`admin:content.${value}`),
          }))}
        />
        <FileInput
          label={t('admin:content.file')}
          description={t(`admin:content.fileHint.${kind}`)}
          leftSection={<IconUpload size={16} aria-hidden />}
          accept={accept[kind]}
          value={file}
          onChange={setFile}
          required
          clearable
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('admin:support.device')}
            placeholder={t('admin:support.allDevices')}
            clearable
            data={deviceFamilies.map((value) => ({ value, label: familyDisplayName(value) }))}
            value={family ?? null}
            onChange={(next) => setFamily((next as DeviceFamily | null) ?? undefined)}
          />
          {kind === 'document' ? (
            <Select
              label={t('admin:support.category')}
              allowDeselect={false}
              data={documentCategories.map((value) => ({
                value,
                label: t(`admin:support.categories.${value}`),
              }))}
              value={category}
              onChange={(next) => next && setCategory(next as DocumentCategory)}
            />
          ) : null}
        </SimpleGrid>
        {contentLanguages.map((language) => {
          const name = t(`admin:faq.languages.${language}`);
          return (
            <SimpleGrid key={language} cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('admin:content.title', { language: name })}
                value={titles[language]}
                maxLength={200}
                required
                onChange={(event) => setTitles({ ...titles, [language]: event.currentTarget.value })}
              />
              <Textarea
                label={t('admin:content.description', { language: name })}
                value={descriptions[language]}
                maxLength={2000}
                rows={2}
                onChange={(event) =>
                  setDescriptions({ ...descriptions, [language]: event.currentTarget.value })
                }
              />
            </SimpleGrid>
          );
        })}
        <Button
          onClick={submit}
          disabled={!complete}
          loading={upload.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('admin:content.upload')}
        </Button>
        {uploaded ? (
          <Text c="teal" role="status">
            {t('admin:content.uploaded', { title: uploaded })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
