import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './brand-logo.module.css';

export function BrandMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" className={classes.mark}>
      <rect width="64" height="64" rx="14" className={classes.markBg} />
      <path
        d="M8 34h8l5-14 8 28 7-22 5 12 4-4h11"
        fill="none"
        className={classes.markLine}
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Product mark and name. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap" className={classes.logo}>
      <BrandMark />
      {compact ? null : (
        <div>
          <Text fw={700} lh={1.1} className={classes.name}>
            {t('common:brand.name')}
          </Text>
          <Text size="xs" className={classes.tagline} lh={1.2}>
            {t('common:brand.tagline')}
          </Text>
        </div>
      )}
    </Group>
  );
}
