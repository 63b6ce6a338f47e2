import { useEffect, useState } from 'react';
import { fetchExpert, type ExpertProfile } from '../api';

export type ExpertLoad =
  | { status: 'loading' }
  | { status: 'loaded'; expert: ExpertProfile }
  | { status: 'failed'; error: unknown };

/** One expert profile by its route id; the page decides what a failure means. */
export function useExpert(id: string | undefined): ExpertLoad {
  const [load, setLoad] = useState<ExpertLoad & { id?: string }>({ status: 'loading' });

  useEffect(() => {
    if (!id) return undefined;
    let current = true;
    fetchExpert(id)
      .then((expert) => current && setLoad({ status: 'loaded', expert, id }))
      .catch((error: unknown) => current && setLoad({ status: 'failed', error, id }));
    return () => {
      current = false;
    };
  }, [id]);

  // A new id shows loading at once instead of the previous expert.
  return load.id === id ? load : { status: 'loading' };
}
