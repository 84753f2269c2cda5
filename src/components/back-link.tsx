import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** "Back to …" at the top of a page: a quiet button whose arrow lines up with the content. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button asChild variant="ghost" className="-ml-3 justify-self-start">
      <Link to={to}>
        <ArrowLeft aria-hidden /> {children}
      </Link>
    </Button>
  );
}
