import { useState } from 'react';

/**
 * False until `value` is first true, then true for good: what is mounted on first use (a lazy
 * dialog, drawer or toast container) stays mounted, so its later openings keep their transitions.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
