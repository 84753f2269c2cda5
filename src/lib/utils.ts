import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names conditionally; later Tailwind utilities win over conflicting earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// Tailwind Merge builds its class map on its first call: 50 to 100 ms on a phone's CPU, inside
// hydration when a page's first `cn()` is there. In a task of its own once this module is loaded
// instead; src/main.tsx hydrates a few tasks after the page's modules are.
setTimeout(() => cn('p-0'));
