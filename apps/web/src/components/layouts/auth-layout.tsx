import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconCloudFog, IconEar, IconTemperature, IconWaveSine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigation } from 'react-router';
import { BrandLogo, BrandMark } from '../ui/brand-logo';
import { PageLoader } from '../ui/page-loader';
import classes from './auth-layout.module.css';
import { LanguageSwitch } from './language-switch';
import { ThemeSwitch } from './theme-switch';

const families = [
  { key: 'noise', Icon: IconEar },
  { key: 'heat', Icon: IconTemperature },
  { key: 'vibration', Icon: IconWaveSine },
  { key: 'co2', Icon: IconCloudFog },
] as const;

/** Layout of login, registration and password recovery: product panel and the form. */
export function AuthLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className={classes.root} data-testid="auth-layout">
      {/* Every part sits in a landmark (axe "region"): the product panel is complementary, the
          toolbar the banner, the form the main content. */}
      <aside className={classes.hero} aria-label={t('common:brand.name')}>
        <div className={classes.heroInner}>
          <Group gap="sm" wrap="nowrap">
            <BrandMark size={44} />
            <div>
              <Text className={classes.heroName}>{t('common:brand.name')}</Text>
              <Text className={classes.heroTag}>{t('common:brand.tagline')}</Text>
            </div>
          </Group>
          <div className={classes.heroBody}>
            <h2 className={classes.headline}>{t('app:auth.hero.headline')}</h2>
            <Text className={classes.lead}>{t('app:auth.hero.lead')}</Text>
            <ul className={classes.families}>
              {families.map(({ key, Icon }) => (
                <li key={key}>
                  <ThemeIcon size={38} radius="md" variant="light" className={classes.familyIcon}>
                    <Icon size={20} stroke={1.7} />
                  </ThemeIcon>
                  <div>
                    <Text className={classes.familyName}>{t(`app:auth.hero.families.${key}.name`)}</Text>
                    <Text className={classes.familyText}>{t(`app:auth.hero.families.${key}.text`)}</Text>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <svg className={classes.wave} viewBox="0 0 600 120" preserveAspectRatio="none" aria-hidden="true">
            <path d="M0 80 C 60 80, 70 30, 120 40 S 200 110, 250 70 S 330 10, 380 50 S 470 100, 520 60 S 580 40, 600 50" />
            <path d="M0 95 C 80 90, 110 60, 170 70 S 260 105, 320 85 S 420 55, 480 75 S 560 90, 600 80" />
          </svg>
        </div>
      </aside>
      <div className={classes.panel}>
        <header className={classes.toolbar}>
          <div className={classes.mobileBrand}>
            <BrandLogo />
          </div>
          <Group gap={4} wrap="nowrap" ml="auto">
            <LanguageSwitch />
            <ThemeSwitch />
          </Group>
        </header>
        <main className={classes.scroll} data-testid="auth-main">
          <div className={classes.formBox}>
            {navigation.state === 'loading' ? <PageLoader /> : <Outlet />}
          </div>
          <Text className={classes.footer}>{t('app:auth.footer')}</Text>
        </main>
      </div>
    </div>
  );
}
