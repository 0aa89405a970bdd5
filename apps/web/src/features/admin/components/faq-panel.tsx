import type { Faq, FaqEntry } from '@ohp/contracts';
import {
  ActionIcon,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import { useAdminFaq, useSaveFaq } from '../api/admin-faq';

const faqLanguages = ['pt-BR', 'en', 'es'] as const;
type FaqLanguage = (typeof faqLanguages)[number];

/** Editing the Help screen's FAQ, one list of questions per language. */
export function FaqPanel() {
  const { t } = useTranslation();
  const { data } = useAdminFaq();
  const save = useSaveFaq();
  const [faq, setFaq] = useState<Faq | undefined>();
  const [language, setLanguage] = useState<FaqLanguage>('pt-BR');
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (data) setFaq(data);
  }, [data]);
  if (!faq) return null;

  const entries = faq[language];
  const change = (next: FaqEntry[]) => {
    setSaved(false);
    setFaq({ ...faq, [language]: next });
  };
  const edit = (index: number, part: keyof FaqEntry, value: string) =>
    change(entries.map((entry, i) => (i === index ? { ...entry, [part]: value } : entry)));
  const incomplete = faqLanguages.some((lang) =>
    faq[lang].some((e) => !e.question.trim() || !e.answer.trim()),
  );

  return (
    <Stack>
      <SegmentedControl
        aria-label={t('admin:faq.language')}
        value={language}
        onChange={(value) => setLanguage(value as FaqLanguage)}
        data={faqLanguages.map((lang) => ({ value: lang, label: t(`admin:faq.languages.${lang}`) }))}
      />
      {entries.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id; the position is the identity while editing.
        <Card key={index} withBorder data-testid="faq-entry">
          <Stack gap="xs">
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('admin:faq.question', { n: index + 1 })}
                value={entry.question}
                maxLength={300}
                required
                error={entry.question.trim() ? undefined : t('errors:required')}
                onChange={(event) => edit(index, 'question', event.currentTarget.value)}
              />
              <ActionIcon
                variant="light"
                color="red"
                size="lg"
                aria-label={t('admin:faq.remove', { n: index + 1 })}
                onClick={() => change(entries.filter((_, i) => i !== index))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <Textarea
              label={t('admin:faq.answer', { n: index + 1 })}
              value={entry.answer}
              rows={3}
              maxLength={4000}
              required
              error={entry.answer.trim() ? undefined : t('errors:required')}
              onChange={(event) => edit(index, 'answer', event.currentTarget.value)}
            />
          </Stack>
        </Card>
      ))}
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          onClick={() => change([...entries, { question: '', answer: '' }])}
          disabled={entries.length >= 50}
        >
          {t('admin:faq.add')}
        </Button>
        <Button
          disabled={incomplete}
          loading={save.isPending}
          onClick={() =>
            save.mutate(faq, {
              onSuccess: () => setSaved(true),
              onError: (error) => void showError(errorMessage(error)),
            })
          }
        >
          {t('admin:faq.save')}
        </Button>
        {saved ? (
          <Text c="teal" role="status">
            {t('admin:faq.saved')}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
