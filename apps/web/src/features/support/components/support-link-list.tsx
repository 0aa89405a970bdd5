import { familyDisplayName } from '@ohp/devices';
import type { SupportItem } from '@ohp/contracts';
import { Anchor, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconPlayerPlay } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { documentFileUrl } from '../api/get-documents';

/**
 * Support documents and videos as a list of links (Help, equipment pages): a document opens its
 * PDF in a new tab, a video its player page. Says `empty` once loaded with nothing to show.
 */
export function SupportLinkList({
  items,
  loading = false,
  empty,
  testId,
  showFamily = false,
}: {
  items: readonly SupportItem[];
  loading?: boolean;
  empty: string;
  /** `data-testid` of each link. */
  testId: string;
  /** Names the device family beside an item that has one (a list that mixes families). */
  showFamily?: boolean;
}) {
  if (!loading && items.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="xs">
      {items.map((item) => {
        const family = showFamily && item.family ? ` (${familyDisplayName(item.family)})` : null;
        return item.kind === 'document' ? (
          <Anchor
            key={item.id}
            href={documentFileUrl(item.id)}
            target="_blank"
            rel="noopener"
            data-testid={testId}
          >
            <IconFileTypePdf size={16} aria-hidden="true" /> {item.title}
            {family}
          </Anchor>
        ) : (
          <Anchor
            key={item.id}
            component={Link}
            to={paths.app.videoPlayer.getHref(item.id)}
            data-testid={testId}
          >
            <IconPlayerPlay size={16} aria-hidden="true" /> {item.title}
            {family}
          </Anchor>
        );
      })}
    </Stack>
  );
}
