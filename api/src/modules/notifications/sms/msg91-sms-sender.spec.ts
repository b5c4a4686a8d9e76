import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Msg91SmsSender } from './msg91-sms-sender';

/** A local stand-in for MSG91: records the request, answers what the test says. */
async function fakeProvider(answer: { status: number; body: unknown }) {
  const seen: { method?: string; url?: string; authkey?: string }[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, authkey: String(req.headers.authkey) });
    req.resume();
    req.on('end', () => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, baseUrl: `http://127.0.0.1:${port}`, close: () => new Promise((r) => server.close(r)) };
}

describe('Msg91SmsSender', () => {
  it('sends the code through the OTP API with the auth key, the template and the +91 number', async () => {
    const provider = await fakeProvider({ status: 200, body: { type: 'success', request_id: 'abc' } });
    try {
      await new Msg91SmsSender({ authKey: 'key-1', templateId: 'tpl-9', baseUrl: provider.baseUrl }).sendOtp(
        '9876543210',
        '123456',
      );
      expect(provider.seen).toHaveLength(1);
      const [request] = provider.seen;
      expect(request?.method).toBe('POST');
      expect(request?.authkey).toBe('key-1');
      const url = new URL(String(request?.url), provider.baseUrl);
      expect(url.pathname).toBe('/api/v5/otp');
      expect(Object.fromEntries(url.searchParams)).toEqual({ template_id: 'tpl-9', mobile: '919876543210', otp: '123456' });
    } finally {
      await provider.close();
    }
  });

  it('rejects when the provider refuses', async () => {
    const provider = await fakeProvider({ status: 200, body: { type: 'error', message: 'Invalid authkey' } });
    try {
      await expect(
        new Msg91SmsSender({ authKey: 'bad', templateId: 't', baseUrl: provider.baseUrl }).sendOtp('9876543210', '123456'),
      ).rejects.toThrow('MSG91 refused the OTP message: HTTP 200 Invalid authkey');
    } finally {
      await provider.close();
    }
  });
});
