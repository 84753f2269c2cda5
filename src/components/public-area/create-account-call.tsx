import { ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SignUpLink } from './sign-up-link';

/** The public lessons' and calculators' call to action: what an account adds, and the way in. */
export function CreateAccountCall({ title, description }: { title: string; description: string }) {
  return (
    <aside className="grid gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4 sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-6">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
        <p className="text-sm text-muted-foreground">{description}</p>
      </div>
      <Button asChild className="w-full shrink-0 sm:w-auto">
        <SignUpLink>
          Create a free account <ArrowRight aria-hidden />
        </SignUpLink>
      </Button>
    </aside>
  );
}
