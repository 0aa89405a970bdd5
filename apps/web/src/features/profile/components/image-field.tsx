import { Button, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import type { User } from '@ohp/contracts';
import { IconBuildingFactory2, IconTrash, IconUpload, IconUserCircle } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../components/ui/alert-dialog/alert-store';
import { errorMessage } from '../../../lib/api-client';
import {
  type ImageSlot,
  imageAccept,
  useRemoveUserImage,
  useUploadUserImage,
  useUserImage,
} from '../api/user-image';
import { useObjectUrl } from '../../../lib/account-image';
import classes from './profile.module.css';

const texts = {
  photo: { label: 'auth:profile.images.photo', alt: 'auth:profile.images.photoAlt', testId: 'photo' },
  companyLogo: {
    label: 'auth:profile.images.companyLogo',
    alt: 'auth:profile.images.companyLogoAlt',
    testId: 'company-logo',
  },
} as const;

/** One image of the account: preview (fetched with the token, shown from a blob: URL), upload, removal. */
export function ImageField({ slot, user }: { slot: ImageSlot; user: User }) {
  const { t } = useTranslation();
  const has = slot === 'photo' ? user.hasPhoto : user.hasCompanyLogo;
  const image = useUserImage(slot, has);
  const url = useObjectUrl(has ? image.data : undefined);
  const upload = useUploadUserImage();
  const remove = useRemoveUserImage();
  const { label, alt, testId } = texts[slot];
  const busy = upload.isPending || remove.isPending;
  // Clears the file input after each pick, so that picking the same file again is seen.
  const resetInput = useRef<() => void>(null);

  const onFile = (file: File | null) => {
    if (!file) return;
    resetInput.current?.();
    upload.mutate(
      { slot, file },
      {
        onSuccess: () => void showSuccess(t('auth:profile.images.uploaded')),
        onError: (error) => void showError(errorMessage(error)),
      },
    );
  };

  const onRemove = () =>
    remove.mutate(slot, {
      onSuccess: () => void showSuccess(t('auth:profile.images.removed')),
      onError: (error) => void showError(errorMessage(error)),
    });

  const Placeholder = slot === 'photo' ? IconUserCircle : IconBuildingFactory2;
  let preview = <Placeholder size={44} stroke={1.2} aria-hidden="true" />;
  if (url) preview = <img src={url} alt={t(alt)} data-testid={`${testId}-preview`} />;
  else if (has && image.isLoading) preview = <Loader size="sm" />;

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t(label)}
      </Text>
      <div className={slot === 'photo' ? `${classes.preview} ${classes.photo}` : classes.preview}>
        {preview}
      </div>
      {!has ? (
        <Text size="xs" c="dimmed" ta="center">
          {t('auth:profile.images.none')}
        </Text>
      ) : null}
      <Group gap="xs" justify="center">
        <FileButton
          onChange={onFile}
          accept={imageAccept}
          resetRef={resetInput}
          disabled={busy}
          inputProps={{ 'aria-label': t(label), ...{ 'data-testid': `${testId}-input` } }}
        >
          {(props) => (
            <Button
              {...props}
              size="xs"
              variant="light"
              loading={upload.isPending}
              leftSection={<IconUpload size={16} stroke={1.6} />}
            >
              {t(has ? 'auth:profile.images.change' : 'auth:profile.images.upload')}
            </Button>
          )}
        </FileButton>
        {has ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={remove.isPending}
            disabled={busy}
            onClick={onRemove}
            leftSection={<IconTrash size={16} stroke={1.6} />}
          >
            {t('auth:profile.images.remove')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
