import { Copy, ExternalLink, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { copyLink, shareLink } from '../link-actions';
import { QrCode } from './qr-code';

/** The link to share (docs/product-spec.md §2), plus Share and a QR code for phones. */
export function AffiliateLinkCard({ link, agentCode }: { link: string; agentCode: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Your Affiliate Link</h2>
        </CardTitle>
        <CardDescription>Everyone who signs up through this link counts as your referral.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-[1fr_auto] md:items-start">
        <div className="grid gap-3">
          <FormField label="Affiliate link">
            <Input
              readOnly
              value={link}
              onFocus={(e) => {
                e.currentTarget.select();
              }}
              className="font-mono"
            />
          </FormField>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <Button onClick={() => void shareLink(link)} className="col-span-2">
              <Share2 aria-hidden />
              Share link
            </Button>
            <Button variant="outline" onClick={() => void copyLink(link)}>
              <Copy aria-hidden />
              Copy link
            </Button>
            <Button asChild variant="outline">
              <a href={link} target="_blank" rel="noopener noreferrer">
                <ExternalLink aria-hidden />
                Open<span className="sr-only"> link in a new tab</span>
              </a>
            </Button>
          </div>
        </div>
        <QrCode link={link} agentCode={agentCode} />
      </CardContent>
    </Card>
  );
}
