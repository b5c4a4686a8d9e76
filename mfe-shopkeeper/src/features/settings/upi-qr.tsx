import { QRCodeSVG } from 'qrcode.react';

/** QR settings, exported so tests can draw the same code for the expected link. */
export const UPI_QR = { size: 200, level: 'M', marginSize: 2 } as const;

/**
 * A UPI link as a QR code (SVG), named for a screen reader by what it pays. Its own module: the
 * QR library loads with it, when a QR is first shown (the settings' test QR), never with a page.
 */
export default function UpiQr({ link, label }: { link: string; label: string }) {
  return (
    <QRCodeSVG
      value={link}
      size={UPI_QR.size}
      level={UPI_QR.level}
      marginSize={UPI_QR.marginSize}
      role="img"
      aria-label={label}
      data-testid="upi-qr"
      style={{ display: 'block', maxWidth: '100%', height: 'auto', background: '#fff' }}
    />
  );
}
