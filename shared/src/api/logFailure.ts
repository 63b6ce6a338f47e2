/** A query function whose failure is logged under `message` before the query reports it. */
export function logFailure<T>(message: string, fetch: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await fetch();
    } catch (error) {
      console.error(message, error);
      throw error;
    }
  };
}
