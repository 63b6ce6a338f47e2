import { useEffect, useState } from 'react';

export type OwnProfileState<T> =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'failed' }
  | { status: 'loaded'; profile: T };

/** Loads the signed-in user's profile once; a null answer (404) means they have none yet. */
export function useOwnProfile<T>(load: () => Promise<T | null>, failureLog: string) {
  const [state, setState] = useState<OwnProfileState<T>>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    load()
      .then((profile) => current && setState(profile ? { status: 'loaded', profile } : { status: 'missing' }))
      .catch((error: unknown) => {
        console.error(failureLog, error);
        if (current) setState({ status: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [load, failureLog]);

  /** After an edit, show what the server saved. */
  const replace = (profile: T) => setState({ status: 'loaded', profile });
  return { state, replace };
}
