import type { AuthServices } from '../auth/auth-services.ts';
import { maxImageBytes } from '../../http/upload-receiver.ts';
import type { FeatureDeps } from '../feature-deps.ts';
import { createProfileService } from './profile-service.ts';
import { createRecoveryService } from './recovery-service.ts';
import { createRegistrationService } from './registration-service.ts';

// The account services, apart from their registration so that the route files can name their type
// without importing register-users.ts (which imports them).

export function createUserServices({ storage, mail, uploads, config }: FeatureDeps, auth: AuthServices) {
  const { users, codes, limiter, refreshTokens, sessions } = auth;
  return {
    uploads,
    maxImageBytes: Math.min(maxImageBytes, config.bodyLimitBytes),
    sessions,
    registration: createRegistrationService({ users, codes, mail }),
    recovery: createRecoveryService({ users, codes, mail, refreshTokens, limiter }),
    profile: createProfileService({
      users,
      storage,
      refreshTokens,
      emailCodes: auth.emailCodeRepository,
      dummyHash: auth.dummyHash,
      // A decoded image takes far more memory than its file: the same slots as parsing readings.
      decoding: uploads.parsing,
    }),
  };
}

export type UserServices = ReturnType<typeof createUserServices>;
