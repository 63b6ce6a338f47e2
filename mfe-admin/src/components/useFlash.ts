import { useEffect, useState } from 'react';

/** How long an approval's success message stays. */
export const FLASH_MS = 3000;

/** A success message that clears itself after 3 seconds. */
export function useFlash(): [string | null, (message: string) => void] {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => setMessage(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}
