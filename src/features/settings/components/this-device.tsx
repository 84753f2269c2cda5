import { Button } from '@/components/ui/button';
import type { PushSupport } from '@/features/notifications';
import { useSendTestNotification } from '../api';
import { testResultText } from '../logic';

/** Why this device cannot get notifications, when it cannot. */
const SUPPORT_TEXT: Record<Exclude<PushSupport, 'supported'>, string> = {
  unsupported:
    'This browser cannot show notifications. Choose Email here, or open the app in Chrome, Edge, Firefox or Safari.',
  'home-screen':
    'On an iPhone or iPad, notifications work in the app on your Home Screen: tap Share, then Add to Home Screen, and open the app from there.',
};

const BLOCKED_TEXT =
  'Notifications are blocked for this site. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then reload the page.';

/**
 * This device's part in notifications: whether it gets them, why it cannot, adding it, and "Send a
 * test notification" to every device of the person (docs/decisions/031-notifications.md).
 */
export function ThisDevice({
  support,
  blocked,
  subscribed,
  busy,
  onAdd,
}: {
  support: PushSupport;
  blocked: boolean;
  subscribed: boolean;
  busy: boolean;
  onAdd: () => void;
}) {
  const test = useSendTestNotification();
  const state =
    support !== 'supported'
      ? SUPPORT_TEXT[support]
      : blocked
        ? BLOCKED_TEXT
        : subscribed
          ? 'This device gets your notifications.'
          : 'This device does not get notifications yet. Choosing a notification above adds it, with your permission.';

  return (
    <section aria-labelledby="this-device" className="grid gap-3 rounded-md border border-border p-4">
      <h3 id="this-device" className="font-medium">
        This device
      </h3>
      <p className="text-sm text-muted-foreground">{state}</p>
      <div className="flex flex-wrap gap-2">
        {support === 'supported' && !blocked && !subscribed && (
          <Button variant="outline" disabled={busy} onClick={onAdd}>
            {busy ? 'Adding...' : 'Get notifications on this device'}
          </Button>
        )}
        <Button
          variant="outline"
          disabled={test.isPending}
          onClick={() => {
            test.mutate();
          }}
        >
          {test.isPending ? 'Sending...' : 'Send a test notification'}
        </Button>
      </div>
      <p role="status" className="text-sm empty:hidden">
        {test.data ? testResultText(test.data) : ''}
      </p>
    </section>
  );
}
