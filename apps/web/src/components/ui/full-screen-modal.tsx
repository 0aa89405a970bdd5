import { ActionIcon, Portal } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogLayers } from '../../config/layout';
import classes from './full-screen-modal.module.css';

interface FullScreenModalProps {
  opened: boolean;
  onClose: () => void;
  /** Accessible name of the overlay. */
  label: string;
  children: ReactNode;
}

/** Full-screen modal overlay with the close icon at the top left (SPEC §2 Layout). */
export function FullScreenModal({ opened, onClose, label, children }: FullScreenModalProps) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, onClose]);
  if (!opened) return null;
  return (
    <Portal>
      <div
        role="dialog"
        aria-modal="true"
        aria-label={label}
        className={classes.root}
        style={{ zIndex: dialogLayers.overlayZIndex, animationDuration: `${dialogLayers.showAnimationMs}ms` }}
      >
        <ActionIcon
          variant="subtle"
          size="xl"
          radius="xl"
          className={classes.close}
          aria-label={t('common:actions.close')}
          onClick={onClose}
        >
          <IconX size={28} />
        </ActionIcon>
        <div className={classes.content}>{children}</div>
      </div>
    </Portal>
  );
}
