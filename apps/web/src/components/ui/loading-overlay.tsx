import { Loader, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogLayers } from '../../config/layout';
import { isLoading } from '../../lib/loading-store';
import { useLoading } from '../../lib/use-loading';
import classes from './loading-overlay.module.css';

const PercentBar = lazy(() => import('./percent-bar').then((m) => ({ default: m.PercentBar })));

/** Global overlay shown while any request is in flight (SPEC §4), with an optional percent. */
export function GlobalLoadingOverlay() {
  const { t } = useTranslation();
  const state = useLoading();
  if (!isLoading(state)) return null;
  return (
    <div
      className={classes.overlay}
      style={{ zIndex: dialogLayers.overlayZIndex - 1 }}
      role="progressbar"
      aria-busy="true"
      aria-label={t('common:loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={state.percent ?? undefined}
      data-testid="loading-overlay"
    >
      <div className={classes.box}>
        <Loader size="lg" />
        {state.percent !== null ? (
          <>
            <Suspense fallback={null}>
              <PercentBar percent={state.percent} />
            </Suspense>
            <Text fw={600}>{`${state.percent}%`}</Text>
          </>
        ) : null}
      </div>
    </div>
  );
}
