import { Toaster as Sonner } from 'sonner';

/** Mount once near the root; show toasts through `notify` from '@/lib/toast'. */
export function Toaster() {
  return <Sonner position="top-center" richColors closeButton />;
}
