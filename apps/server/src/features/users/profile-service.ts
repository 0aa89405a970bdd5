import { randomBytes } from 'node:crypto';
import type { UpdateProfileRequest } from '@ohp/contracts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { AppError, notFound, unauthorized } from '../../http/app-error.ts';
import type { EmailCodeRepository } from '../auth/email-code-repository.ts';
import type { RefreshTokens } from '../auth/refresh-tokens.ts';
import { ownerFolder, ownerKey } from '../common/owner-scope.ts';
import type { FileStorage } from '../storage/storage.ts';
import { detectImageKind, type ImageSource, imageContentType, normaliseImage } from './images.ts';
import type { UserRepository, UserRow } from './user-repository.ts';

export type ImageSlot = 'photo' | 'companyLogo';
const keyColumn = { photo: 'photoKey', companyLogo: 'companyLogoKey' } as const;
const fileName = { photo: 'photo', companyLogo: 'company-logo' } as const;

type ProfileChanges = { [K in keyof UpdateProfileRequest]?: Exclude<UpdateProfileRequest[K], undefined> };

/** The signed-in user's own account: data, images, password, deletion. */
export function createProfileService(deps: {
  users: UserRepository;
  storage: FileStorage;
  refreshTokens: RefreshTokens;
  emailCodes: EmailCodeRepository;
  dummyHash: Promise<string>;
  /** Bounds how many images are decoded at once (default: no bound). */
  decoding?: { run<T>(task: () => Promise<T>): Promise<T> };
}) {
  const decode = (upload: ImageSource) =>
    deps.decoding ? deps.decoding.run(() => normaliseImage(upload)) : normaliseImage(upload);
  async function load(userId: string): Promise<UserRow> {
    const user = await deps.users.findById(userId);
    if (!user) throw unauthorized('auth:sessionExpired');
    return user;
  }

  /** Wrong or missing passwords cost the same argon2id verification. */
  async function checkPassword(user: UserRow, password: string): Promise<void> {
    const valid = await verifyPassword(user.passwordHash ?? (await deps.dummyHash), password);
    if (!user.passwordHash) throw new AppError(400, 'auth:passwordNotSet');
    if (!valid) throw new AppError(400, 'auth:wrongPassword');
  }

  return {
    load,

    async update(userId: string, changes: ProfileChanges): Promise<UserRow> {
      await load(userId);
      const user = await deps.users.update(userId, changes);
      if (!user) throw unauthorized('auth:sessionExpired');
      return user;
    },

    async putImage(userId: string, slot: ImageSlot, upload: ImageSource): Promise<UserRow> {
      const user = await load(userId);
      const image = await decode(upload);
      const key = ownerKey(
        { ownerId: userId },
        `${fileName[slot]}-${randomBytes(6).toString('hex')}.${image.kind === 'png' ? 'png' : 'jpg'}`,
      );
      await deps.storage.put(key, image.data);
      const updated = await deps.users.update(userId, { [keyColumn[slot]]: key });
      const previous = user[keyColumn[slot]];
      if (previous) await deps.storage.delete(previous);
      if (!updated) throw unauthorized('auth:sessionExpired');
      return updated;
    },

    async getImage(userId: string, slot: ImageSlot): Promise<{ contentType: string; data: Buffer }> {
      const key = (await load(userId))[keyColumn[slot]];
      const data = key ? await deps.storage.get(key) : undefined;
      const kind = data ? detectImageKind(data) : undefined;
      if (!data || !kind) throw notFound();
      return { contentType: imageContentType(kind), data };
    },

    async deleteImage(userId: string, slot: ImageSlot): Promise<UserRow> {
      const user = await load(userId);
      const key = user[keyColumn[slot]];
      const updated = await deps.users.update(userId, { [keyColumn[slot]]: null });
      if (key) await deps.storage.delete(key);
      if (!updated) throw unauthorized('auth:sessionExpired');
      return updated;
    },

    /** Checks the current password, sets the new one and ends every other session. */
    async changePassword(userId: string, sessionId: string, password: string, newPassword: string) {
      const user = await load(userId);
      await checkPassword(user, password);
      await deps.users.update(userId, {
        passwordHash: await hashPassword(newPassword),
        mustChangePassword: false,
      });
      await deps.refreshTokens.revokeUser(userId, sessionId);
    },

    /** Deletes the account, its rows (ON DELETE CASCADE) and every stored file under users/<id>/ (no anonymised copy). */
    async deleteAccount(userId: string, password: string): Promise<void> {
      const user = await load(userId);
      await checkPassword(user, password);
      await deps.users.delete(userId);
      await deps.emailCodes.deleteAll(user.email);
      // Every feature stores an owner's files under its owner folder (photo, logo, measurements, reports).
      await deps.storage.deleteFolder(ownerFolder({ ownerId: userId }));
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
