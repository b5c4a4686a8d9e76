/** Images and uploads for the media specs: real PNG/JPEG bytes made with sharp, sent as raw bodies. */
import sharp from 'sharp';
import type { Reply, TestApp } from '../../testing/test-app';

/** A solid-colour image of the given size and format. */
export function makeImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
  exif?: { orientation: number },
): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  const encoded = format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.webp();
  return (exif ? encoded.withMetadata({ orientation: exif.orientation }) : encoded).toBuffer();
}

/** A raw-body request (the test app's `call` sends only text). */
export async function send(
  t: TestApp,
  method: 'PUT' | 'DELETE' | 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { token?: string; body?: Buffer | string; contentType?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.contentType) headers['content-type'] = options.contentType;
  const response = await t.app.inject({ method, url, headers, ...(options.body !== undefined ? { payload: options.body } : {}) });
  const type = String(response.headers['content-type'] ?? '');
  return {
    status: response.statusCode,
    body: type.includes('application/json') ? response.json() : response.rawPayload,
    headers: response.headers,
  };
}
