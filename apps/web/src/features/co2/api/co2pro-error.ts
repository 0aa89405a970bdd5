import { ApiError, failureMessage } from '../../../lib/api-client';

// The one error converter of the co2pro calls (SPEC §7): every failure is rethrown as an ApiError
// whose message is the answer's `error`, else the answer, else the exception's message. The API
// client already reads the answer that way; this also covers what fails outside it (a body that
// is not JSON, a thrown string) so that a screen only ever shows `error.message`.

/** The message of a failed co2pro call: the answer's `error`, else the answer, else the exception. */
export function co2proErrorOf(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error && typeof error === 'object' && 'response' in error) {
    const { response, message } = error as { response?: unknown; message?: unknown };
    const text = typeof response === 'string' ? response : response ? JSON.stringify(response) : '';
    return new ApiError(failureMessage(text, typeof message === 'string' ? message : ''), 0);
  }
  if (error instanceof Error) return new ApiError(error.message, 0);
  return new ApiError(typeof error === 'string' ? error : String(error), 0);
}

/** Runs a co2pro call; a failure is converted and rethrown. */
export async function co2proCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw co2proErrorOf(error);
  }
}

/** Query keys of the co2pro calls. */
export const co2proKeys = {
  all: ['co2pro'] as const,
  list: (page: number, pageSize: number) => ['co2pro', 'list', page, pageSize] as const,
  one: (id: string) => ['co2pro', 'one', id] as const,
  file: (id: string) => ['co2pro', 'file', id] as const,
};
