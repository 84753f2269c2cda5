import { useRef, useState } from 'react';

/**
 * A dialog that exists only while open, opened by a plain button: a card in a long list then
 * carries one button instead of a dialog root. Radix returns focus to its own trigger, which
 * these dialogs do not use, so `returnFocus` hands it back to the button.
 */
export function useLazyDialog() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    trigger: {
      ref: triggerRef,
      'aria-haspopup': 'dialog' as const,
      onClick: () => {
        setOpen(true);
      },
    },
    returnFocus: (event: Event) => {
      event.preventDefault();
      triggerRef.current?.focus();
    },
  };
}
