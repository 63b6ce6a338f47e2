import { useEffect, useState } from 'react';
import { fetchExpertCategories, type Category } from '../api';

/** Expert categories for the filter and the forms; a failure is only logged and leaves the list empty. */
export function useExpertCategories(): { categories: Category[]; loaded: boolean } {
  const [state, setState] = useState<{ categories: Category[]; loaded: boolean }>({ categories: [], loaded: false });
  useEffect(() => {
    let current = true;
    fetchExpertCategories()
      .then((categories) => current && setState({ categories, loaded: true }))
      .catch((error: unknown) => {
        console.error('Failed to load categories', error);
        if (current) setState({ categories: [], loaded: true });
      });
    return () => {
      current = false;
    };
  }, []);
  return state;
}
