import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A placeholder shape; hidden from assistive technology, so announce loading on a container instead. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-neutral-200', className)} {...props} />
  );
}
