/** A query function whose failure is logged before the query reports it (spec section 8: some are only logged). */
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
