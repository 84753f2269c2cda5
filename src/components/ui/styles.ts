import { cva } from 'class-variance-authority';

// The looks of the ui components as plain class names, without tailwind-merge (8 kB): the pages
// that paint first (the landing page) use them directly; the components add `cn` for callers'
// overrides.

export const buttonVariants = cva(
  'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-primary-soft text-primary hover:bg-emerald-100',
        outline: 'border border-border bg-surface text-foreground hover:bg-primary-soft',
        ghost: 'text-foreground hover:bg-primary-soft',
        destructive: 'bg-destructive text-white hover:bg-destructive-hover',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      // Below the sm breakpoint every size keeps at least a 44px touch target.
      size: {
        default: 'h-11 px-4 text-sm sm:h-10',
        sm: 'h-11 px-3 text-sm sm:h-9',
        lg: 'h-12 px-6 text-base',
        icon: 'size-11 sm:size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export const cardClass = 'rounded-lg border border-border bg-surface text-foreground shadow-sm';
