import { create, toDataURL, type QRCodeOptions } from 'qrcode';

/** The light border a scanner needs around the symbol, in modules (4 in the QR standard). */
const QUIET_ZONE = 4;
const OPTIONS: QRCodeOptions = { errorCorrectionLevel: 'M' };
const PNG_WIDTH = 1024;

export interface QrSymbol {
  /** Width and height in modules, quiet zone included: the SVG viewBox. */
  size: number;
  /** One SVG path of the dark modules, each horizontal run as one rectangle. */
  path: string;
}

export function qrSymbol(text: string): QrSymbol {
  const { modules } = create(text, OPTIONS);
  const dark = (row: number, col: number) => col < modules.size && modules.get(row, col) === 1;
  let path = '';
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!dark(row, col)) continue;
      const start = col;
      while (dark(row, col + 1)) col++;
      const run = col - start + 1;
      path += `M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${run}v1h-${run}z`;
    }
  }
  return { size: modules.size + 2 * QUIET_ZONE, path };
}

/** Saves the same symbol as a PNG large enough to print. */
export async function downloadQrPng(text: string, fileName: string): Promise<void> {
  const anchor = document.createElement('a');
  anchor.href = await toDataURL(text, { ...OPTIONS, margin: QUIET_ZONE, width: PNG_WIDTH });
  anchor.download = fileName;
  anchor.click();
}
