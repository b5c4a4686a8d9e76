import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { SmtpEmailSender } from './smtp-email-sender';

interface Received {
  from: string;
  to: string[];
  user?: string;
  data: string;
}

/** A local SMTP server (no TLS): records what it is sent, refuses what the test says. */
async function localSmtp(options: { refuseRecipient?: string; users?: Record<string, string> } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: options.users ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.users,
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (options.users?.[auth.username ?? ''] === auth.password) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address === options.refuseRecipient) return callback(new Error('No such mailbox'));
      return callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('SmtpEmailSender', () => {
  it('sends the code from MAIL_FROM to the address, signing in with the URL credentials', async () => {
    const smtp = await localSmtp({ users: { mailer: 's3cret' } });
    const sender = new SmtpEmailSender({ url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, from: 'Chowk <no-reply@chowk.in>' });
    try {
      await sender.sendOtp('asha@example.com', '482913');
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail).toMatchObject({ from: 'no-reply@chowk.in', to: ['asha@example.com'], user: 'mailer' });
      expect(mail?.data).toMatch(/^From: Chowk <no-reply@chowk\.in>$/m);
      expect(mail?.data).toMatch(/^To: asha@example\.com$/m);
      expect(mail?.data).toMatch(/^Subject: 482913 is your Chowk verification code$/m);
      expect(mail?.data).toContain('Your Chowk verification code is 482913.');
      expect(mail?.data).toContain('It expires in 10 minutes.');
    } finally {
      sender.onModuleDestroy();
      await smtp.close();
    }
  });

  it('rejects when the server refuses the recipient, or the credentials', async () => {
    const smtp = await localSmtp({ refuseRecipient: 'gone@example.com', users: { mailer: 's3cret' } });
    const sender = new SmtpEmailSender({ url: `smtp://mailer:s3cret@127.0.0.1:${smtp.port}`, from: 'no-reply@chowk.in' });
    const wrong = new SmtpEmailSender({ url: `smtp://mailer:wrong@127.0.0.1:${smtp.port}`, from: 'no-reply@chowk.in' });
    try {
      await expect(sender.sendOtp('gone@example.com', '123456')).rejects.toThrow(/No such mailbox/);
      await expect(wrong.sendOtp('asha@example.com', '123456')).rejects.toThrow(/Invalid username or password/);
      expect(smtp.received).toEqual([]);
    } finally {
      sender.onModuleDestroy();
      wrong.onModuleDestroy();
      await smtp.close();
    }
  });

  it('rejects when no server answers', async () => {
    const smtp = await localSmtp();
    const { port } = smtp;
    await smtp.close();
    const sender = new SmtpEmailSender({ url: `smtp://127.0.0.1:${port}`, from: 'no-reply@chowk.in' });
    try {
      await expect(sender.sendOtp('asha@example.com', '123456')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      sender.onModuleDestroy();
    }
  });
});
