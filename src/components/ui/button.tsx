import { Slot } from '@radix-ui/react-slot';
import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { useHydrated } from '@/lib/use-hydrated';
import { buttonVariants } from './styles';

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the single child (e.g. a router Link) with the button's looks instead of a <button>. */
    asChild?: boolean;
  };

export function Button({ className, variant, size, asChild = false, type, disabled, ...props }: ButtonProps) {
  // Every form is handled by the app's code: on a prerendered page a submit button waits for it
  // (docs/decisions/019-prerendered-public-pages.md) instead of sending the form to the address bar.
  const hydrated = useHydrated();
  if (asChild) {
    return <Slot className={cn(buttonVariants({ variant, size }), className)} {...props} {...{ disabled }} />;
  }
  return (
    <button
      // A bare <button> inside a form submits it; make that an explicit choice.
      type={type ?? 'button'}
      disabled={disabled === true || (type === 'submit' && !hydrated)}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
