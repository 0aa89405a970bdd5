import { z } from 'zod';

/** pg-boss job states (docs/reliability.md "Several instances"). */
export const jobStates = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof jobStates)[number];

/** The server's queues: e-mail, Web Push, stored notifications, the certificate check, the clean-up. */
export const jobQueues = ['mail', 'push', 'notification', 'certificate-check', 'cleanup'] as const;

/** One background job as an admin sees it: never its data (an e-mail holds a sign-in code). */
export const jobStatusSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.string(),
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  createdOn: z.string(),
  startAfter: z.string(),
  completedOn: z.string().nullable(),
  /** The last failed attempt's error (retried and failed jobs). */
  error: z.string().nullable(),
});
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** GET /api/admin/jobs: counts by state and the latest jobs, pending, retried and failed first. */
export const jobSummarySchema = z.object({
  counts: z.record(z.string(), z.number().int()),
  jobs: z.array(jobStatusSchema),
});
export type JobSummary = z.infer<typeof jobSummarySchema>;
