import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { backToCareer } from '../content';

interface LinkActionWords {
  title: string;
  description: string;
  action: string;
  busy: string;
  doneTitle: string;
  invalidTitle: string;
  invalid: string;
  failed: string;
}

interface LinkActionProps {
  token: string | null;
  words: LinkActionWords;
  /** The change the link makes; resolves to what to say once done, or null when the token is not valid. */
  run: (token: string) => Promise<ReactNode | null>;
  variant?: 'default' | 'destructive';
}

type State = { kind: 'ready' | 'busy' | 'failed' } | { kind: 'invalid' } | { kind: 'done'; said: ReactNode };

/**
 * The page an e-mailed link opens: the change waits for a click, so a mail scanner that opens
 * every link confirms and deletes nothing. The heading of each outcome takes the focus.
 */
export function LinkAction({ token, words, run, variant = 'default' }: LinkActionProps) {
  const [state, setState] = useState<State>(token ? { kind: 'ready' } : { kind: 'invalid' });
  const heading = useRef<HTMLHeadingElement>(null);
  const settled = state.kind === 'done' || state.kind === 'invalid';

  useEffect(() => {
    if (settled) heading.current?.focus();
  }, [settled]);

  const act = () => {
    if (!token) return;
    setState({ kind: 'busy' });
    run(token).then(
      (said) => {
        setState(said === null ? { kind: 'invalid' } : { kind: 'done', said });
      },
      () => {
        setState({ kind: 'failed' });
      },
    );
  };

  const title =
    state.kind === 'done' ? words.doneTitle : state.kind === 'invalid' ? words.invalidTitle : words.title;

  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold tracking-tight outline-none">
            {title}
          </h1>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          {state.kind === 'done' ? (
            <>
              <CircleCheck aria-hidden className="size-12 text-success" />
              <p role="status">{state.said}</p>
            </>
          ) : state.kind === 'invalid' ? (
            <>
              <CircleX aria-hidden className="size-12 text-destructive" />
              <p role="alert">{words.invalid}</p>
            </>
          ) : (
            <>
              <p className="text-muted-foreground">{words.description}</p>
              {state.kind === 'failed' ? (
                <p role="alert" className="text-sm font-medium text-destructive">
                  {words.failed}
                </p>
              ) : null}
              <Button className="w-full" variant={variant} disabled={state.kind === 'busy'} onClick={act}>
                {state.kind === 'busy' ? words.busy : words.action}
              </Button>
            </>
          )}
          <Button asChild variant="outline" className="w-full">
            <Link to={paths.careerOpportunity}>{backToCareer}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
