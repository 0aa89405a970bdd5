import { Button, FocusTrap, Group, Portal, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { alertSizes, dialogLayers } from '../../../config/layout';
import { type AlertButton, type AlertIcon, alertStore } from './alert-store';
import { AlertText } from './alert-text';
import classes from './alert-dialog.module.css';

const icons: Record<AlertIcon, { Icon: typeof IconAlertTriangle; color: string }> = {
  success: { Icon: IconCircleCheck, color: 'teal' },
  error: { Icon: IconCircleX, color: 'red' },
  warning: { Icon: IconAlertTriangle, color: 'yellow' },
};

function buttonProps(button: AlertButton) {
  switch (button.variant) {
    case 'danger':
      // red-9: white text at 5.4:1 (Mantine's red-6 is 3.3:1, under WCAG AA; axe, issue 25).
      return { variant: 'filled', color: 'red.9' } as const;
    case 'default':
      return { variant: 'default' } as const;
    default:
      return { variant: 'filled' } as const;
  }
}

/** Renders the alert on top of everything (layers 10000/10001, 150 ms show animation). */
export function AlertDialog() {
  const alert = useSyncExternalStore(alertStore.subscribe, alertStore.current, alertStore.current);
  if (!alert) return null;
  const { Icon, color } = icons[alert.icon ?? 'warning'];
  const size = alert.bottomContent ? alertSizes.withBottomContent : alertSizes.normal;
  const buttons = alert.buttons ?? [];
  const titleId = `alert-title-${alert.id}`;
  return (
    <Portal>
      <div
        className={classes.overlay}
        style={{ zIndex: dialogLayers.overlayZIndex }}
        data-testid="alert-overlay"
      />
      <div className={classes.layer} style={{ zIndex: dialogLayers.dialogZIndex }}>
        <FocusTrap active>
          <div
            role="alertdialog"
            aria-modal="true"
            aria-labelledby={titleId}
            data-icon={alert.icon}
            className={classes.dialog}
            style={{
              maxWidth: size.maxWidth,
              // In the page's scaled rem (the root is 40–62.5 %: 35rem alone was 224 px on a phone,
              // which hid a long message's Ok button), never taller than the screen.
              maxHeight: `min(calc(${size.maxHeight} * var(--mantine-scale)), 100%)`,
              animationDuration: `${dialogLayers.showAnimationMs}ms`,
            }}
          >
            <ThemeIcon size={56} radius="xl" variant="light" color={color} className={classes.icon}>
              <Icon size={34} stroke={1.6} aria-hidden="true" />
            </ThemeIcon>
            <Title order={3} id={titleId} className={classes.title}>
              {alert.title}
            </Title>
            {alert.text ? <AlertText text={alert.text} className={classes.text} /> : null}
            {alert.bottomContent ? <div className={classes.bottom}>{alert.bottomContent}</div> : null}
            <Group justify="center" gap="sm" className={classes.buttons}>
              {buttons.map((button, index) => (
                <Button
                  // Buttons are positional: the index is what the handler receives.
                  // biome-ignore lint/suspicious/noArrayIndexKey: buttons never reorder while shown.
                  key={index}
                  data-autofocus={index === buttons.length - 1 ? true : undefined}
                  {...buttonProps(button)}
                  onClick={() => alertStore.click(alert.id, index)}
                >
                  {button.label}
                </Button>
              ))}
            </Group>
          </div>
        </FocusTrap>
      </div>
    </Portal>
  );
}
