import { useAuth } from '@podbridge/shared/auth';

/** A query function that logs its failure under `message` before the query reports it (spec section 8). */
export function logged<T>(message: string, fetch: () => Promise<T>): () => Promise<T> {
  return () =>
    fetch().catch((error: unknown) => {
      console.error(message, error);
      throw error;
    });
}

/** Answers carry the viewer's own state (likes, their pending profile): each viewer has keys of their own. */
export function useViewerId(): number | null {
  return useAuth().user?.id ?? null;
}
