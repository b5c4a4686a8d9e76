import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { CUSTOMER_FAILURE, shopCodeFromQr } from '@chowk/contracts';
import { Button, useMessage } from '@chowk/ui';
import { useText } from '../../../i18n';
import { createQrDecoder, type QrDecode } from './qr-decoder';

type Phase = 'starting' | 'scanning' | 'denied' | 'unavailable' | 'failed';

/** The back camera where there is one, at a modest size: plenty for a QR code, light on a cheap phone. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 640 }, height: { ideal: 480 } },
};
/** A frame read four times a second: quick enough to feel instant, easy on the battery. */
export const SCAN_EVERY_MS = 250;

const DENIED = new Set(['NotAllowedError', 'SecurityError', 'PermissionDeniedError']);

const cameraApi = () => (typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined);

/**
 * The landing's QR scanner: the camera's frames read until a Chowk shop code shows
 * (a storefront URL, as on the shop's poster), which goes to `onCode`. Another QR code says it
 * is not a Chowk code and scanning goes on. No camera, or the permission refused: says which,
 * and shows `fallback` (the shop-code form) instead. The camera is released as soon as a code is
 * found and whenever the scanner goes away (the dialog closed, another option chosen).
 *
 * Loaded on its own when "Scan QR" is chosen, so the landing's first load does not carry it.
 */
export default function QrScanner({
  onCode,
  onTypeCode,
  fallback,
}: {
  onCode: (code: string) => void;
  /** Switch to typing the code (also for those who cannot aim a camera). */
  onTypeCode: () => void;
  /** Shown when the camera cannot be used. */
  fallback: ReactNode;
}) {
  const { t } = useText();
  const tm = useMessage();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [phase, setPhase] = useState<Phase>(() => (cameraApi()?.getUserMedia ? 'starting' : 'unavailable'));
  const [notChowk, setNotChowk] = useState(false);
  const latestOnCode = useRef(onCode);
  useLayoutEffect(() => {
    latestOnCode.current = onCode;
  });

  useEffect(() => {
    const media = cameraApi();
    if (!media?.getUserMedia) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastText = '';
    const stop = () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
      stream = null;
      if (videoRef.current) videoRef.current.srcObject = null;
    };
    // The decoder loads while the browser asks for the camera: one wait, not two, on a slow network.
    const decoder: Promise<QrDecode | null> = createQrDecoder().catch(() => null);

    const start = async () => {
      let camera: MediaStream;
      try {
        camera = await media.getUserMedia(CAMERA_CONSTRAINTS);
      } catch (e) {
        if (!stopped) setPhase(DENIED.has((e as { name?: string })?.name ?? '') ? 'denied' : 'unavailable');
        return;
      }
      if (stopped) {
        camera.getTracks().forEach((track) => track.stop());
        return;
      }
      stream = camera;
      const video = videoRef.current;
      if (!video) return stop();
      video.srcObject = camera;
      await video.play()?.catch(() => undefined);
      const decode = await decoder;
      if (stopped) return;
      if (!decode) {
        stop();
        setPhase('failed');
        return;
      }
      setPhase('scanning');
      const tick = async () => {
        if (stopped) return;
        let text: string | null = null;
        if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) text = await decode(video).catch(() => null);
        if (stopped) return;
        if (text) {
          const code = shopCodeFromQr(text);
          if (code) {
            stop();
            latestOnCode.current(code);
            return;
          }
          if (text !== lastText) {
            lastText = text;
            setNotChowk(true);
          }
        }
        timer = setTimeout(() => void tick(), SCAN_EVERY_MS);
      };
      void tick();
    };
    void start();
    return stop;
  }, []);

  if (phase === 'denied' || phase === 'unavailable' || phase === 'failed') {
    const message =
      phase === 'denied'
        ? tm(CUSTOMER_FAILURE.cameraDenied)
        : phase === 'failed'
          ? t('landing.qr.loadFailed')
          : tm(CUSTOMER_FAILURE.cameraUnavailable);
    return (
      <div className="qr-scanner">
        <p className="entry-note" role="alert" style={{ marginBottom: 12 }}>
          {message}
        </p>
        {fallback}
      </div>
    );
  }

  return (
    <div className="qr-scanner" style={{ display: 'grid', gap: 10 }}>
      <video
        ref={videoRef}
        aria-label={t('landing.qr.cameraLabel')}
        muted
        playsInline
        autoPlay
        style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: '#1c1917', borderRadius: 10 }}
      />
      <p className="entry-note" role="status" style={{ margin: 0 }}>
        {notChowk ? tm(CUSTOMER_FAILURE.qrNotChowk) : phase === 'starting' ? t('landing.qr.starting') : t('landing.qr.scanning')}
      </p>
      <Button variant="secondary" onClick={onTypeCode}>
        {t('landing.qr.typeInstead')}
      </Button>
    </div>
  );
}
