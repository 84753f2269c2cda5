import { useEffect, type CSSProperties } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { attachToaster } from '@/lib/toast';

// Sonner's own rich colours miss WCAG AA contrast (green text 4.25:1, red 4.35:1 on their tints);
// the app's success and destructive tokens pass.
const richColors = {
  '--success-bg': 'var(--color-success-soft)',
  '--success-border': 'color-mix(in oklab, var(--color-success) 30%, transparent)',
  '--success-text': 'var(--color-success)',
  '--error-bg': 'var(--color-destructive-soft)',
  '--error-border': 'color-mix(in oklab, var(--color-destructive) 30%, transparent)',
  '--error-text': 'var(--color-destructive)',
} as CSSProperties;

// A toast's button (Reload, Retry) in the primary button's colours and a size a finger can hit;
// sonner's own is a 24 px black pill. Inline, since sonner's stylesheet outranks a class.
const actionButtonStyle: CSSProperties = {
  background: '#047857',
  color: '#ffffff',
  height: '2.25rem',
  padding: '0 0.875rem',
  fontSize: '0.875rem',
  borderRadius: '0.375rem',
};

// On a phone a toast spans the width, so it starts below the header (at most 4 rem tall) and
// leaves the menu and account buttons within reach. Wider screens centre it between them.
const belowPhoneHeader = { top: '4.5rem' };

/**
 * Mount once near the root (lazily: see '@/lib/toast'); show toasts through `notify`. Its effect
 * runs after sonner's own, so toasts waiting for it find sonner listening.
 */
export function Toaster() {
  useEffect(() => attachToaster(toast), []);
  return (
    <Sonner
      position="top-center"
      mobileOffset={belowPhoneHeader}
      richColors
      closeButton
      style={richColors}
      toastOptions={{ actionButtonStyle }}
    />
  );
}
