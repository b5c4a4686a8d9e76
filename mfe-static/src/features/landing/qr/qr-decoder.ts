/**
 * Reads a QR code from the camera's current frame. The browser's own BarcodeDetector where it
 * has one for QR codes (Chrome on Android: native, fast, nothing to download); elsewhere jsQR,
 * loaded only then, on a frame scaled down to at most 480 px a side (a QR code on a counter
 * fills much of the view; fewer pixels keep a low-end phone responsive).
 */
export type QrDecode = (video: HTMLVideoElement) => Promise<string | null>;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

export const MAX_FRAME_SIDE = 480;

async function nativeDecoder(): Promise<QrDecode | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const formats = (await Detector.getSupportedFormats?.()) ?? [];
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return async (video) => {
      const found = await detector.detect(video);
      return found.find((b) => b.rawValue)?.rawValue ?? null;
    };
  } catch {
    return null;
  }
}

async function scriptDecoder(): Promise<QrDecode> {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return async (video) => {
    const w = video.videoWidth;
    const h = video.videoHeight;
    if (!context || !w || !h) return null;
    const scale = Math.min(1, MAX_FRAME_SIDE / Math.max(w, h));
    canvas.width = Math.round(w * scale);
    canvas.height = Math.round(h * scale);
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const frame = context.getImageData(0, 0, canvas.width, canvas.height);
    return jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}

export async function createQrDecoder(): Promise<QrDecode> {
  return (await nativeDecoder()) ?? scriptDecoder();
}
