import { ApiError } from '../errors/api-error.ts';

/** The answer, or null when the platform says there is nothing there (any 404). */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
