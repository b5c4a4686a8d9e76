import { act, screen, waitFor, within } from '@testing-library/react';
import { mockHttp, ok, restoreHttp } from '@chowk/api-client/testing';
import { CUSTOMER_FAILURE } from '@chowk/contracts';
import { toast } from '@chowk/ui';
import { renderPage } from '../../../testing/render-page';
import { LandingPage } from '../components/landing-page';
import { QR_TEXT } from '../landing.messages';
import { createQrDecoder, type QrDecode } from './qr-decoder';
import { CAMERA_CONSTRAINTS } from './qr-scanner';

jest.mock('./qr-decoder', () => ({ createQrDecoder: jest.fn() }));
const mockedCreateDecoder = createQrDecoder as jest.MockedFunction<typeof createQrDecoder>;

/** A camera stream of one track, and a fake navigator.mediaDevices that gives it (or refuses). */
function fakeCamera(answer: 'grant' | { name: string }) {
  const track = { stop: jest.fn(), kind: 'video' };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = jest.fn(async () => {
    if (answer === 'grant') return stream;
    throw Object.assign(new Error('camera'), answer);
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return { track, stream, getUserMedia };
}

/** A decoder that reads, frame after frame, the texts given (then nothing). */
function decoderReading(...texts: string[]) {
  const decode = jest.fn<ReturnType<QrDecode>, Parameters<QrDecode>>(async () => texts.shift() ?? null);
  mockedCreateDecoder.mockResolvedValue(decode);
  return decode;
}

const location = () => screen.queryByTestId('location')?.textContent;

async function openScanner() {
  const view = renderPage(<LandingPage />);
  await view.user.click(screen.getByRole('button', { name: "I'm a Customer" }));
  await view.user.click(screen.getByRole('button', { name: 'Scan QR' }));
  return view;
}

beforeAll(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'readyState', { get: () => 4, configurable: true });
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { value: jest.fn(async () => undefined), configurable: true });
});
afterEach(() => {
  act(() => toast.clear());
  delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  mockedCreateDecoder.mockReset();
});

describe('QR scanner on the landing', () => {
  it('the Scan QR option says the camera permission is needed', async () => {
    const { user } = renderPage(<LandingPage />);
    await user.click(screen.getByRole('button', { name: "I'm a Customer" }));
    expect(screen.getByRole('button', { name: 'Scan QR' })).toHaveAccessibleDescription(/permission to use your camera/);
  });

  it('opens the back camera, says a code that is not Chowk, keeps scanning, and goes to the shop of a Chowk code', async () => {
    const camera = fakeCamera('grant');
    const decode = decoderReading('https://example.com/menu', '', 'https://chowk.in/customer/shop/SHOP-1234');
    const { store } = await openScanner();
    await waitFor(() => expect(camera.getUserMedia).toHaveBeenCalledWith(CAMERA_CONSTRAINTS));
    expect(CAMERA_CONSTRAINTS.video).toMatchObject({ facingMode: { ideal: 'environment' } });
    const video = await screen.findByLabelText(QR_TEXT.cameraLabel);
    expect((video as HTMLVideoElement).srcObject).toBe(camera.stream);
    expect(await screen.findByText(CUSTOMER_FAILURE.qrNotChowk)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(location()).toBe('/customer/shop/SHOP-1234'), { timeout: 3000 });
    expect(decode.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(camera.track.stop).toHaveBeenCalled();
    expect(store.getState().staticPages?.entryDialog).toBeNull();
  });

  it.each([
    ['refused', { name: 'NotAllowedError' }, CUSTOMER_FAILURE.cameraDenied],
    ['missing', { name: 'NotFoundError' }, CUSTOMER_FAILURE.cameraUnavailable],
    ['busy', { name: 'NotReadableError' }, CUSTOMER_FAILURE.cameraUnavailable],
  ])('a camera %s says so and shows the code form instead', async (_, error, message) => {
    fakeCamera(error);
    decoderReading();
    const { user } = await openScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    mockHttp({ 'GET /shops/by-code/SHOP-42': ok({ shop: { _id: 's42', code: 'SHOP-42' } }) });
    await user.type(await screen.findByLabelText('Enter shop code'), 'SHOP-42{Enter}');
    await waitFor(() => expect(location()).toBe('/customer/shop/SHOP-42'));
    restoreHttp();
  });

  it('a browser without camera access says no camera is available, with the code form', async () => {
    decoderReading();
    await openScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent(CUSTOMER_FAILURE.cameraUnavailable);
    expect(await screen.findByLabelText('Enter shop code')).toBeInTheDocument();
  });

  it('a scanner that cannot load its decoder says so and releases the camera', async () => {
    const camera = fakeCamera('grant');
    mockedCreateDecoder.mockRejectedValue(new Error('ChunkLoadError'));
    await openScanner();
    expect(await screen.findByRole('alert')).toHaveTextContent(QR_TEXT.loadFailed);
    expect(camera.track.stop).toHaveBeenCalled();
    expect(await screen.findByLabelText('Enter shop code')).toBeInTheDocument();
  });

  it('stops the camera when the dialog closes', async () => {
    const camera = fakeCamera('grant');
    decoderReading();
    const { user } = await openScanner();
    await screen.findByText(QR_TEXT.scanning);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(camera.track.stop).toHaveBeenCalled();
  });

  it('"Type the shop code instead" stops the camera and puts the focus in the code field', async () => {
    const camera = fakeCamera('grant');
    decoderReading();
    const { user } = await openScanner();
    await user.click(await screen.findByRole('button', { name: QR_TEXT.typeInstead }));
    expect(camera.track.stop).toHaveBeenCalled();
    expect(await screen.findByLabelText('Enter shop code')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Shop code' })).toHaveAttribute('aria-expanded', 'true');
  });
});
