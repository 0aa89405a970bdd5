import { Image, Skeleton, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSalesCard } from '../../features/archive/api/get-sales-card';
import classes from './home-screen.module.css';

/**
 * SPEC §9 offer banner (10 % off all product lines) from GET home/sales-card/{theme}, the image of
 * the current theme, cached for the session (SPEC §4, `get-sales-card.ts`). The text alternative
 * says the offer, so nothing is lost to a screen reader; nothing shows if the image fails.
 */
export function OfferBanner() {
  const { t } = useTranslation();
  const theme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const card = useSalesCard(theme);
  if (card.isError) return null;
  return (
    <section aria-label={t('archive:dashboard.offer.label')} data-testid="home-offer">
      {card.data ? (
        <Image
          src={card.data}
          alt={t('archive:dashboard.offer.alt')}
          radius="lg"
          className={classes.offer}
          data-testid="home-offer-image"
          data-theme={theme}
        />
      ) : (
        <Skeleton height={120} radius="lg" />
      )}
    </section>
  );
}
