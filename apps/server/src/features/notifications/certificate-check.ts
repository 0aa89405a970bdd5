import type { FastifyBaseLogger } from 'fastify';
import type { NotificationRepository } from './notification-repository.ts';
import type { Notifier } from './notifier.ts';

export const certificateCheckIntervalMs = 24 * 60 * 60 * 1000;
/** A certificate due within this many days is announced (issue 15). */
export const certificateNoticeDays = 30;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The daily check of calibration certificates: one notification per device and due date when the
 * date is within 30 days, and another once it is overdue (the dedupe key holds both), so running
 * it again the same day, or after a restart, sends nothing twice.
 */
export function createCertificateCheck(deps: {
  repository: NotificationRepository;
  notifier: Notifier;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  now?: () => Date;
}) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<number> | undefined;

  async function check(): Promise<number> {
    const today = (deps.now ?? (() => new Date()))();
    const until = new Date(today.getTime() + certificateNoticeDays * 86_400_000);
    let sent = 0;
    for (const device of await deps.repository.dueCertificates(isoDate(until))) {
      const due = device.nextCalibrationDate;
      if (!due) continue;
      const overdue = due < isoDate(today);
      const kind = overdue ? 'certificateOverdue' : 'certificateDue';
      const notified = await deps.notifier.notify(device.userId, {
        kind,
        titleKey: `notifications:${kind}.title`,
        textKey: `notifications:${kind}.text`,
        params: { serialNumber: device.serialNumber, date: due },
        link: '/devices',
        dedupeKey: `${kind}:${device.serialNumber}:${due}`,
      });
      if (notified) sent += 1;
    }
    return sent;
  }

  function runOnce(): Promise<number> {
    running ??= check()
      .catch((error: unknown) => {
        deps.log.warn({ err: error }, 'certificate check failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    runOnce,
    start(): void {
      if (timer) return;
      void runOnce();
      timer = setInterval(() => void runOnce(), certificateCheckIntervalMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

export type CertificateCheck = ReturnType<typeof createCertificateCheck>;
