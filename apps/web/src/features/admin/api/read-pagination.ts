import { type Pagination, paginationHeader, paginationSchema } from '@ohp/contracts';

/** The X-Pagination header's JSON (docs/admin.md), or undefined when missing or malformed. */
export function readPagination(headers: Headers): Pagination | undefined {
  const text = headers.get(paginationHeader);
  if (!text) return undefined;
  try {
    const parsed = paginationSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
