import { Share, SquarePlus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { IOS_GUIDE } from '../content';
import { IOS_GUIDE_DISMISSED_KEY, needsIosInstallGuide } from '../logic';

const STEP_ICONS = [Share, SquarePlus];

function shouldShow(): boolean {
  const standalone =
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia('(display-mode: standalone)').matches;
  if (
    !needsIosInstallGuide({
      userAgent: navigator.userAgent,
      maxTouchPoints: navigator.maxTouchPoints,
      standalone,
    })
  )
    return false;
  try {
    return localStorage.getItem(IOS_GUIDE_DISMISSED_KEY) === null;
  } catch {
    return true;
  }
}

/**
 * iOS offers no install prompt, so Safari's visitors get two steps to add the app to the Home
 * Screen, on the dashboard, until they dismiss it (remembered on the device) or open the app from
 * there (docs/decisions/030-installable-and-offline.md). Nothing anywhere else.
 */
export function IosInstallGuide() {
  const [shown, setShown] = useState(shouldShow);
  if (!shown) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(IOS_GUIDE_DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Not remembered: it comes back on the next visit, which is no harm.
    }
    setShown(false);
  };
  return (
    <section aria-labelledby="ios-install-guide" className="relative">
      <Card>
        <CardHeader className="pr-14">
          <CardTitle asChild>
            <h2 id="ios-install-guide" className="text-base">
              {IOS_GUIDE.title}
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <ol className="grid gap-2">
            {IOS_GUIDE.steps.map((step, index) => {
              const Icon = STEP_ICONS[index]!;
              return (
                <li key={step} className="flex items-center gap-3">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary">
                    <Icon aria-hidden className="size-4" />
                  </span>
                  <span>
                    <span className="sr-only">Step {index + 1}: </span>
                    {step}
                  </span>
                </li>
              );
            })}
          </ol>
          <p className="text-muted-foreground">{IOS_GUIDE.outcome}</p>
        </CardContent>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="absolute top-2 right-2"
          aria-label={IOS_GUIDE.dismiss}
          onClick={dismiss}
        >
          <X aria-hidden />
        </Button>
      </Card>
    </section>
  );
}
