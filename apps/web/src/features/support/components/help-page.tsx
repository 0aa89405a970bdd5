import { Accordion, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeviceImage } from '../../../components/ui/device-image';
import { paths } from '../../../config/paths';
import { useDocuments } from '../api/get-documents';
import { useFaq } from '../api/get-help';
import { equipmentPages } from '../lib/equipment';
import { SupportLinkList } from './support-link-list';

/**
 * /help (SPEC §2 "Help: drivers and FAQ"): the FAQ admins edit per language, the documents an
 * admin filed as drivers (of every device family), and the way to each equipment page.
 */
export function HelpPage() {
  const { t } = useTranslation();
  const faq = useFaq();
  const drivers = useDocuments(undefined, 'driver');
  return (
    <Stack p="md" gap="lg">
      <Title order={1} size="h2">
        {t('admin:help.title')}
      </Title>

      <section aria-labelledby="help-faq">
        <Title order={2} size="h3" id="help-faq" mb="sm">
          {t('admin:help.faqTitle')}
        </Title>
        <Accordion variant="separated">
          {(faq.data ?? []).map((entry) => (
            <Accordion.Item key={entry.question} value={entry.question}>
              <Accordion.Control>{entry.question}</Accordion.Control>
              <Accordion.Panel>
                <Text style={{ whiteSpace: 'pre-line' }}>{entry.answer}</Text>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </section>

      <section aria-labelledby="help-drivers">
        <Title order={2} size="h3" id="help-drivers" mb="xs">
          {t('admin:help.driversTitle')}
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {t('admin:help.driversText')}
        </Text>
        <SupportLinkList
          items={drivers.data ?? []}
          loading={drivers.isLoading}
          empty={t('admin:help.noDrivers')}
          testId="help-driver"
          showFamily
        />
      </section>

      <section aria-labelledby="help-equipment">
        <Title order={2} size="h3" id="help-equipment" mb="sm">
          {t('admin:help.equipmentTitle')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }}>
          {equipmentPages.map((page) => (
            <Card
              key={page.slug}
              withBorder
              component={Link}
              to={paths.app.equipment.getHref(page.slug)}
              padding="sm"
            >
              <Stack align="center" gap="xs">
                <DeviceImage family={page.image} />
                <Text fw={600} ta="center" size="sm">
                  {t(`admin:equipment.pages.${page.slug}.title`)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
