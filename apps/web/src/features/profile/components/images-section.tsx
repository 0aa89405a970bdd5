import { SimpleGrid, Text } from '@mantine/core';
import type { User } from '@ohp/contracts';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ImageField } from './image-field';
import { SectionCard } from './section-card';

/** Photo and company logo (PNG, JPG or JPEG; the server checks the content and resizes). */
export function ImagesSection({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <SectionCard
      title={t('auth:profile.images.title')}
      description={t('auth:profile.images.description')}
      icon={<IconPhoto size={20} stroke={1.6} />}
      testId="profile-images"
    >
      <SimpleGrid cols={2} spacing="md">
        <ImageField slot="photo" user={user} />
        <ImageField slot="companyLogo" user={user} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('auth:profile.images.formats')}
      </Text>
    </SectionCard>
  );
}
