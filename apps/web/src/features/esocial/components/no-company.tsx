import { Anchor, Card, Text, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The Workers and GHE screens of a user in no company: workers and GHEs belong to a company, made
 * on /company (or joined by an owner's invitation).
 */
export function NoCompany() {
  const { t } = useTranslation();
  return (
    <Card
      withBorder
      padding="md"
      component="section"
      aria-labelledby="no-company-title"
      data-testid="no-company"
    >
      <Title order={2} size="h4" id="no-company-title">
        {t('esocial:web.noCompany.title')}
      </Title>
      <Text size="sm" mt="xs">
        <Trans
          i18nKey="esocial:web.noCompany.body"
          components={{ company: <Anchor component={Link} underline="always" to="/company" /> }}
        />
      </Text>
    </Card>
  );
}
