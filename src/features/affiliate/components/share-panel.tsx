import { Copy } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { copyLink } from '@/lib/clipboard';
import { SHARE_CALCULATOR_TITLES, SHARE_LESSON_TITLES } from '../content';
import { shareItems } from '../logic';
import { QrCode } from './qr-code';

/**
 * "Share": a lesson, a calculator or the quiz as a link with the agent's code, each counted under its
 * own source in the funnel, with a copy button, a QR code and a short message ready to paste
 * (docs/decisions/022-agent-funnel.md).
 */
export function SharePanel({ agentCode }: { agentCode: string }) {
  const items = useMemo(
    () =>
      shareItems(
        window.location.origin,
        agentCode,
        Object.entries(SHARE_LESSON_TITLES).map(([id, title]) => ({ id, title })),
        Object.entries(SHARE_CALCULATOR_TITLES).map(([slug, title]) => ({ slug, title })),
      ),
    [agentCode],
  );
  const [chosen, setChosen] = useState(items[0]!.id);
  const item = items.find((i) => i.id === chosen) ?? items[0]!;
  const linkId = useId();
  const messageId = useId();
  const titleId = useId();

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={titleId}>Share</h2>
        </CardTitle>
        <CardDescription>
          A free lesson, calculator or the quiz, with your code in the link. Anyone who opens it counts as a
          visit under that page in your funnel, and signs up as your referral.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[1fr_auto] md:items-start">
        <div className="grid gap-4">
          <SelectField
            label="What to share"
            value={chosen}
            onChange={setChosen}
            options={items.map((i) => ({ value: i.id, label: i.label }))}
          />
          <div className="grid gap-2">
            <span id={linkId} className="text-sm font-medium">
              Link
            </span>
            <p
              role="group"
              aria-labelledby={linkId}
              className="rounded-md border border-border bg-background px-3 py-2.5 font-mono text-sm wrap-anywhere select-all"
            >
              {item.url}
            </p>
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => void copyLink(item.url, 'Link')}
            >
              <Copy aria-hidden />
              Copy link
            </Button>
          </div>
          <div className="grid gap-2">
            <span id={messageId} className="text-sm font-medium">
              Message
            </span>
            <p
              role="group"
              aria-labelledby={messageId}
              className="rounded-md border border-border bg-background px-3 py-2.5 text-sm wrap-anywhere"
            >
              {item.message}
            </p>
            <Button
              variant="outline"
              className="justify-self-start"
              onClick={() => void copyLink(item.message, 'Message')}
            >
              <Copy aria-hidden />
              Copy message
            </Button>
          </div>
        </div>
        <QrCode
          link={item.url}
          agentCode={agentCode}
          label={`QR code of the link to ${item.label}`}
          fileName={`qr-${item.id.replace(/:/g, '-')}-${agentCode}.png`}
        />
      </CardContent>
    </Card>
  );
}
