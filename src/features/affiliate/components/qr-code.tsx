import { Download } from 'lucide-react';
import { useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { qrFileName } from '../logic';
import { downloadQrPng, qrSymbol } from '../qr';

/** The link as a QR code to show from a phone or print, with the same symbol as a PNG download. */
export function QrCode({
  link,
  agentCode,
  label = 'QR code of your affiliate link',
  fileName = qrFileName(agentCode),
}: {
  link: string;
  agentCode: string;
  label?: string;
  fileName?: string;
}) {
  const { size, path } = useMemo(() => qrSymbol(link), [link]);
  const download = () => {
    downloadQrPng(link, fileName).catch((error: unknown) => {
      console.error('Saving the QR code failed', error);
      notify.error('Failed to download the QR code. Please try again.');
    });
  };
  return (
    <figure className="grid justify-items-center gap-3">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
        className="size-44 rounded-md border border-border bg-white text-neutral-950"
      >
        <path d={path} fill="currentColor" />
      </svg>
      <figcaption className="text-center text-xs text-muted-foreground">Scan to open your link</figcaption>
      <Button variant="outline" size="sm" onClick={download}>
        <Download aria-hidden />
        Download QR code
      </Button>
    </figure>
  );
}
