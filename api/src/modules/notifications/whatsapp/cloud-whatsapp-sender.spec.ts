import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { CloudWhatsAppSender } from './cloud-whatsapp-sender';
import { newOrderAlertText, type NewOrderAlert } from './whatsapp-sender';

/** A local stand-in for the Cloud API: records the request, answers what the test says (or never). */
async function fakeProvider(answer: { status: number; body: unknown } | 'hang') {
  const seen: { method?: string; url?: string; authorization?: string; body?: unknown }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization, body: JSON.parse(raw) });
      if (answer !== 'hang')
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    seen,
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const alert: NewOrderAlert = {
  to: '9876543210',
  orderNumber: 'ORD-261124-0007',
  shopName: 'Sharma\n Tea\tStall',
  items: 3,
  totalPaise: 6300,
  deliveryType: 'delivery',
  customer: 'Ravi   Kumar',
};
const settings = (baseUrl: string) => ({ token: 'tok-1', phoneNumberId: 'PN 1', template: 'new_order_alert', baseUrl });

describe('CloudWhatsAppSender', () => {
  it('posts the template to {base}/{phone number id}/messages with the bearer token and one-line parameters', async () => {
    const provider = await fakeProvider({ status: 200, body: { messages: [{ id: 'wamid.1' }] } });
    try {
      await new CloudWhatsAppSender(settings(provider.baseUrl)).sendNewOrder(alert);
      expect(provider.seen).toEqual([
        {
          method: 'POST',
          url: '/v21.0/PN%201/messages',
          authorization: 'Bearer tok-1',
          body: {
            messaging_product: 'whatsapp',
            to: '919876543210',
            type: 'template',
            template: {
              name: 'new_order_alert',
              language: { code: 'en' },
              components: [
                {
                  type: 'body',
                  parameters: ['ORD-261124-0007', 'Sharma Tea Stall', '3 items', '₹63.00', 'delivery', 'Ravi Kumar'].map(
                    (text) => ({ type: 'text', text }),
                  ),
                },
              ],
            },
          },
        },
      ]);
    } finally {
      await provider.close();
    }
  });

  it("rejects with the provider's message when it refuses", async () => {
    const provider = await fakeProvider({
      status: 400,
      body: { error: { message: '(#132001) Template name does not exist in the translation', code: 132001 } },
    });
    try {
      await expect(new CloudWhatsAppSender(settings(provider.baseUrl)).sendNewOrder(alert)).rejects.toThrow(
        'WhatsApp Cloud API refused the alert: HTTP 400 (#132001) Template name does not exist in the translation',
      );
    } finally {
      await provider.close();
    }
  });

  it('rejects when a 200 carries no message id', async () => {
    const provider = await fakeProvider({ status: 200, body: {} });
    try {
      await expect(new CloudWhatsAppSender(settings(provider.baseUrl)).sendNewOrder(alert)).rejects.toThrow(
        'WhatsApp Cloud API refused the alert: HTTP 200',
      );
    } finally {
      await provider.close();
    }
  });

  it('gives up on a provider that does not answer within its timeout', async () => {
    const provider = await fakeProvider('hang');
    try {
      const started = Date.now();
      await expect(new CloudWhatsAppSender(settings(provider.baseUrl), 300).sendNewOrder(alert)).rejects.toThrow(
        'WhatsApp Cloud API unreachable: no answer within 300 ms',
      );
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await provider.close();
    }
  });
});

describe('newOrderAlertText', () => {
  it('is one short line with the facts', () => {
    expect(newOrderAlertText({ ...alert, items: 1, deliveryType: 'pickup', customer: '' })).toBe(
      'New order ORD-261124-0007 at Sharma Tea Stall: 1 item, ₹63.00, pickup, a customer',
    );
  });
});
