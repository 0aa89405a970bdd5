import { paths } from '../../../config/paths';
import { readSession, removeSession, writeSession } from '../../../lib/storage';

/**
 * The invitation a visitor opened before signing in or registering: kept in sessionStorage (this
 * tab only) so that, once signed in, the app opens the invitation again.
 */
export const pendingInvitationKey = 'ohp.pendingInvitation';

export const rememberInvitation = (token: string): void => writeSession(pendingInvitationKey, token);

/** The invitation screen to open after signing in, once (the token is forgotten here). */
export function takePendingInvitationHref(): string | undefined {
  const token = readSession(pendingInvitationKey);
  if (!token) return undefined;
  removeSession(pendingInvitationKey);
  return paths.app.companyInvite.getHref(token);
}
