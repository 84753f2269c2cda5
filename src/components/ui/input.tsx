import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Shared by Input and Textarea so both fields look and react alike. */
export const fieldClassName =
  'w-full rounded-md border border-border bg-surface px-3 text-base text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  // 16px text below sm stops iOS Safari zooming into the field on focus.
  return <input type={type} className={cn(fieldClassName, 'h-11 sm:h-10', className)} {...props} />;
}
