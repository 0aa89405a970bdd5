import { createHash, randomBytes } from 'node:crypto';

/** Invitations stay valid for 7 days. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** 256 random bits, URL-safe: the only copy leaves in the e-mail. */
export const newInvitationToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a token: its sha256, so a leaked table cannot accept invitations. */
export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** The in-app path of SPEC §2's invitation screen (the invited user's notification opens it). */
export const invitationPath = (token: string): string => `/company/user/invite/${encodeURIComponent(token)}`;

/** The link of SPEC §2's invitation screen. */
export const invitationLink = (publicUrl: string, token: string): string =>
  `${publicUrl.replace(/\/+$/, '')}${invitationPath(token)}`;
