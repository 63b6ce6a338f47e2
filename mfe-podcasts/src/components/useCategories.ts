import { useEffect, useState } from 'react';
import { fetchCategories, type Category } from '../api';

/** Podcast categories for selects and filters; a failure is only logged and leaves the list empty (spec 8). */
export function useCategories(): { categories: Category[]; loaded: boolean } {
  const [state, setState] = useState<{ categories: Category[]; loaded: boolean }>({ categories: [], loaded: false });
  useEffect(() => {
    let current = true;
    fetchCategories()
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
