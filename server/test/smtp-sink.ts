import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server inside the test process. Messages are parsed before the server answers
 * "250 OK", so when the sender's sendMail resolves the message is already in `messages`.
 * stop() and start() (same port) simulate an outage.
 */
export interface SmtpSink {
  readonly url: string;
  readonly messages: ParsedMail[];
  /** Messages addressed to one recipient. */
  to(address: string): ParsedMail[];
  clear(): void;
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let port = 0;

  const listen = async () => {
    const next = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      disableReverseLookup: true,
      // stop() drops open connections at once, as a crashed mail server would.
      closeTimeout: 50,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (parsed) => {
            messages.push(parsed);
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => resolve());
    });
    port = (next.server.address() as AddressInfo).port;
    server = next;
  };

  const stop = async () => {
    const current = server;
    server = undefined;
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return {
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    messages,
    to: (address) =>
      messages.filter((m) => {
        const to = Array.isArray(m.to) ? m.to : m.to ? [m.to] : [];
        return to.some((entry) =>
          entry.value.some((v) => v.address?.toLowerCase() === address.toLowerCase()),
        );
      }),
    clear: () => {
      messages.length = 0;
    },
    stop,
    start: async () => {
      if (!server) await listen();
    },
    close: stop,
  };
}
