import { useRef } from 'react';

/**
 * A value made once per mounted component: useState's lazy first value, without useState, which the core does not
 * use (importing it here would put preact's state hook in every merchant's first view). State is a signal made so.
 */
export function useOnce<T>(make: () => T): T {
  const ref = useRef<T | null>(null);
  return (ref.current ??= make());
}
