import { ApiError, apiFetch } from './api-client';

/** Reads one public record: an unknown id is `null` (the page shows not-found), other errors throw. */
export async function fetchOrNull<Body, T>(path: string, pick: (body: Body) => T): Promise<T | null> {
  try {
    return pick(await apiFetch<Body>(path));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
