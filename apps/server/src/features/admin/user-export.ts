import { Readable } from 'node:stream';
import type { Language } from '@ohp/i18n';
import { translate } from '@ohp/i18n';
import type { AdminUserRepository, UserListFilter } from './admin-user-repository.ts';
import { csvLine } from './csv-cells.ts';
import { zlibDeflater } from './zlib-deflater.ts';
import { xlsxStream } from '@ohp/reports/xlsx';

const headerKeys = ['name', 'email', 'company', 'createdAt', 'lastSignInAt', 'storageUsed', 'admin'] as const;

/**
 * The users as CSV, written batch by batch from the database: memory holds one batch, whatever the
 * number of users. A UTF-8 byte-order mark lets spreadsheets read the accents right.
 */
export function userCsvStream(
  users: AdminUserRepository,
  filter: UserListFilter,
  language: Language,
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine(headerKeys.map((key) => translate(language, `admin:columns.${key}`)))}`;
    for await (const batch of users.batches(filter)) {
      yield batch
        .map((user) =>
          csvLine([
            user.name,
            user.email,
            user.company,
            user.createdAt,
            user.lastSignInAt,
            user.storageUsed,
            user.admin,
          ]),
        )
        .join('');
    }
  }
  return Readable.from(lines());
}

/**
 * The same rows as an XLSX workbook, also streamed batch by batch (`@ohp/reports/xlsx`). Values
 * keep their types (storage as a number, admin as a yes/no); formula-looking text stays text.
 */
export function userXlsxStream(
  users: AdminUserRepository,
  filter: UserListFilter,
  language: Language,
): Readable {
  async function* rows() {
    for await (const batch of users.batches(filter)) {
      yield batch.map((user) => [
        user.name,
        user.email,
        user.company,
        user.createdAt,
        user.lastSignInAt,
        user.storageUsed,
        user.admin,
      ]);
    }
  }
  return Readable.from(
    xlsxStream({
      name: translate(language, 'admin:exportSheet'),
      header: headerKeys.map((key) => translate(language, `admin:columns.${key}`)),
      batches: rows(),
      deflater: zlibDeflater,
    }),
  );
}
