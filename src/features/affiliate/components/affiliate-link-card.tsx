import { Copy, ExternalLink, Share2 } from 'lucide-react';
import { Fragment } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { copyAffiliateLink, shareLink } from '../link-actions';
import { linkSegments, qrLink } from '../logic';
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
          <div className="grid gap-2">
            <span id="affiliate-link-label" className="text-sm font-medium">
              Affiliate link
            </span>
            {/* Text, not a one-line input: the whole link stays visible on a phone; one click selects it.
                A paragraph cannot carry a name, so it is a group named by the label above. */}
            <p
              role="group"
              aria-labelledby="affiliate-link-label"
              className="rounded-md border border-border bg-background px-3 py-2.5 font-mono text-sm wrap-anywhere select-all"
            >
              {linkSegments(link).map((segment, i) => (
                <Fragment key={i}>
                  {i > 0 ? <wbr /> : null}
                  {segment}
                </Fragment>
              ))}
            </p>
          </div>
          <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
            <Button onClick={() => void shareLink(link)} className="col-span-2">
              <Share2 aria-hidden />
              Share link
            </Button>
            <Button variant="outline" onClick={() => void copyAffiliateLink(link)}>
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
        {/* The printed or shown code counts its own visits (source "qr"). */}
        <QrCode link={qrLink(link)} agentCode={agentCode} />
      </CardContent>
    </Card>
  );
}
