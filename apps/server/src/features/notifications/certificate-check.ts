import type { NotificationRepository } from './notification-repository.ts';
import type { Notifier } from './notifier.ts';

/** A certificate due within this many days is announced (issue 15). */
export const certificateNoticeDays = 30;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The check of calibration certificates (a scheduled job, CERTIFICATE_CHECK_SCHEDULE): one
 * notification per device and due date when the date is within 30 days, and another once it is
 * overdue (the dedupe key, unique in the table, holds both), so running it again the same day, in
 * another instance at the same moment, or after a restart, stores nothing twice.
 */
export function createCertificateCheck(deps: {
  repository: NotificationRepository;
  notifier: Pick<Notifier, 'notify'>;
  now?: () => Date;
}) {
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

  /** One pass; a failure is thrown (the job is then retried). Calls made meanwhile share the pass. */
  function runOnce(): Promise<number> {
    running ??= check().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    runOnce,
    async stop(): Promise<void> {
      await running?.catch(() => {});
    },
  };
}

export type CertificateCheck = ReturnType<typeof createCertificateCheck>;
