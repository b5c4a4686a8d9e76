import jsQR from 'jsqr';
import { createQrDecoder, MAX_FRAME_SIDE } from './qr-decoder';

jest.mock('jsqr', () => ({ __esModule: true, default: jest.fn() }));
const mockedJsQR = jsQR as jest.MockedFunction<typeof jsQR>;

const video = (videoWidth: number, videoHeight: number) => ({ videoWidth, videoHeight }) as HTMLVideoElement;

afterEach(() => {
  delete (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  jest.restoreAllMocks();
  mockedJsQR.mockReset();
});

describe('createQrDecoder', () => {
  it("uses the browser's BarcodeDetector when it reads QR codes", async () => {
    const detect = jest.fn(async () => [{ rawValue: 'https://chowk.in/customer/shop/SHOP-1234' }]);
    const constructed: unknown[] = [];
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      static getSupportedFormats = async () => ['ean_13', 'qr_code'];
      constructor(options: unknown) {
        constructed.push(options);
      }
      detect = detect;
    };
    const decode = await createQrDecoder();
    const frame = video(640, 480);
    expect(await decode(frame)).toBe('https://chowk.in/customer/shop/SHOP-1234');
    expect(detect).toHaveBeenCalledWith(frame);
    expect(constructed).toEqual([{ formats: ['qr_code'] }]);
    expect(mockedJsQR).not.toHaveBeenCalled();
  });

  it('falls back to jsQR on a frame scaled to at most 480 px a side when the detector has no QR format', async () => {
    (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector = class {
      static getSupportedFormats = async () => ['ean_13'];
      detect = jest.fn();
    };
    const pixels = new Uint8ClampedArray(4);
    const context = {
      drawImage: jest.fn(),
      getImageData: jest.fn((_x: number, _y: number, width: number, height: number) => ({ data: pixels, width, height })),
    };
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    mockedJsQR.mockReturnValueOnce({ data: 'hello' } as ReturnType<typeof jsQR>).mockReturnValueOnce(null);
    const decode = await createQrDecoder();
    expect(await decode(video(1280, 720))).toBe('hello');
    expect(context.drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, MAX_FRAME_SIDE, 270);
    expect(mockedJsQR).toHaveBeenCalledWith(pixels, MAX_FRAME_SIDE, 270, { inversionAttempts: 'dontInvert' });
    expect(await decode(video(1280, 720))).toBeNull();
    // No picture yet (the camera is still starting): nothing read.
    expect(await decode(video(0, 0))).toBeNull();
  });
});
