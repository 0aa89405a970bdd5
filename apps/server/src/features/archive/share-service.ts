import { archiveMessageKeys } from '@ohp/contracts';
import { type Language, resolveLanguage, translate } from '@ohp/i18n';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, notFound } from '../../http/app-error.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { ArchiveService } from './archive-service.ts';
import type { ShareRepository } from './share-repository.ts';

/**
 * Sharing (SPEC §5): only the owner shares; a share names one user (by e-mail) or one group of a
 * company the owner has access to, and bits 1..3. Whoever it reaches is told in the app and by
 * e-mail; a failed notice never undoes the share.
 */
export function createShareService(deps: {
  archive: ArchiveService;
  shares: ShareRepository;
  notifier: Notifier;
  mail: MailQueue;
  publicUrl: string | undefined;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { archive, shares } = deps;

  async function tell(
    ownerId: string,
    name: string,
    entryId: string,
    target: { userId: string } | { groupId: string },
  ) {
    const [recipients, owner] = await Promise.all([
      shares.recipients(ownerId, target),
      shares.ownerName(ownerId),
    ]);
    const link = `/archive?folder=${entryId}`;
    const params = { owner, name };
    for (const user of recipients) {
      await deps.notifier.notify(user.id, {
        kind: 'archiveShared',
        titleKey: 'archive:notifications.sharedTitle',
        textKey: 'archive:notifications.sharedText',
        params,
        link,
      });
      const language: Language = resolveLanguage(user.language, undefined);
      const url = `${deps.publicUrl ?? ''}${link}`;
      const text = translate(language, 'archive:notifications.mailText', { ...params, link: url });
      await deps.mail.enqueue({
        to: user.email,
        subject: translate(language, 'archive:notifications.mailSubject', params),
        text,
        html: `<!doctype html><html><body><p>${text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</p></body></html>`,
      });
    }
  }

  return {
    async list(userId: string, archiveId: string) {
      await archive.owned(userId, archiveId);
      return shares.list(archiveId);
    },

    async create(
      userId: string,
      archiveId: string,
      input: { email?: string | undefined; groupId?: string | undefined; value: number },
    ) {
      const entry = await archive.owned(userId, archiveId);
      let target: { userId: string } | { groupId: string };
      if (input.email !== undefined) {
        const user = await shares.userByEmail(input.email);
        if (!user) throw badRequest(archiveMessageKeys.userNotFound);
        if (user.id === userId) throw badRequest(archiveMessageKeys.shareWithSelf);
        target = { userId: user.id };
      } else if (input.groupId !== undefined) {
        if (!(await shares.groupOfOwner(userId, input.groupId)))
          throw badRequest(archiveMessageKeys.groupNotFound);
        target = { groupId: input.groupId };
      } else throw badRequest(archiveMessageKeys.shareNeedsTarget);
      const share = await shares.upsert(archiveId, target, input.value);
      await tell(userId, entry.name, entry.id, target).catch((error: unknown) =>
        deps.log.warn({ err: error }, 'archive share notice failed'),
      );
      return share;
    },

    async remove(userId: string, archiveId: string, shareId: string): Promise<void> {
      await archive.owned(userId, archiveId);
      if (!(await shares.remove(archiveId, shareId))) throw notFound(archiveMessageKeys.notFound);
    },
  };
}

export type ShareService = ReturnType<typeof createShareService>;
