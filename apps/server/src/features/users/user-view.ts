import type { User } from '@ohp/contracts';
import { isLanguage } from '@ohp/i18n';
import type { UserRow } from './user-repository.ts';

/** The user as the API answers it: no password hash, no storage keys. */
export function toPublicUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    lastName: row.lastName,
    document: row.document,
    phone: row.phone,
    country: row.country,
    temperatureUnit: row.temperatureUnit,
    darkMode: row.darkMode,
    newsletter: row.newsletter,
    language: isLanguage(row.language) ? row.language : 'pt-BR',
    role: row.role,
    hasPassword: row.passwordHash !== null,
    hasPhoto: row.photoKey !== null,
    hasCompanyLogo: row.companyLogoKey !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
