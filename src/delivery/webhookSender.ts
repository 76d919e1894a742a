import { retryAfterMs } from '../domain/retryAfter.js';
import { isIP } from 'node:net';
import { Agent, buildConnector, request } from 'undici';
import { checkAddress, checkHostAddresses, type TargetPolicy } from '../domain/webhookTarget.js';

export const USER_AGENT = 'regfeed-webhooks/0.1.0';
/** Enough of a receiver's answer to finish the exchange; the rest is never read. */
const MAX_RESPONSE_BYTES = 64 * 1024;

/** `retryAfterMs`: how long a 429 or 503 asked to wait (its Retry-After), else null. */
export type SendResult = {
  succeeded: boolean;
  statusCode: number | null;
  error: string | null;
  durationMs: number;
  retryAfterMs: number | null;
};

export type WebhookSender = {
  send: (url: string, body: string, headers: Record<string, string>) => Promise<SendResult>;
  close: () => Promise<void>;
};

/** The address to connect to for a host: a literal IP if it passes, or the first of its vetted addresses. */
async function vettedAddress(hostname: string, policy: TargetPolicy): Promise<string> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) {
    const verdict = checkAddress(host, policy);
    if (!verdict.ok) throw new Error(verdict.reason);
    return verdict.value;
  }
  const verdict = await checkHostAddresses(host, policy);
  if (!verdict.ok) throw new Error(verdict.reason);
  const [first] = verdict.value;
  if (!first) throw new Error(`${host} does not resolve`);
  return first;
}

/**
 * Posts deliveries. Every new connection checks its target again (DNS may have changed since the
 * subscription was made) and connects to the very address it checked; TLS still verifies the name.
 * Redirects are not followed; the timeout covers everything from connecting to the response's end.
 */
export function createWebhookSender(policy: TargetPolicy, timeoutMs: number): WebhookSender {
  const connect = buildConnector({ timeout: timeoutMs });
  const agent = new Agent({
    connect: (options, callback) => {
      vettedAddress(options.hostname, policy).then(
        (address) =>
          connect({ ...options, hostname: address, servername: isIP(options.hostname) ? undefined : options.hostname }, callback),
        (error: Error) => callback(error, null),
      );
    },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    keepAliveTimeout: 4_000,
    connections: 64,
  });

  const send = async (url: string, body: string, headers: Record<string, string>): Promise<SendResult> => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const response = await request(url, {
        method: 'POST',
        dispatcher: agent,
        body,
        headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, ...headers },
        signal: AbortSignal.timeout(timeoutMs),
      });
      let read = 0;
      for await (const chunk of response.body) {
        read += (chunk as Buffer).length;
        if (read >= MAX_RESPONSE_BYTES) {
          response.body.destroy();
          break;
        }
      }
      const succeeded = response.statusCode >= 200 && response.statusCode < 300;
      const retryAfter = response.headers['retry-after'];
      return {
        succeeded,
        statusCode: response.statusCode,
        error: succeeded ? null : `HTTP ${response.statusCode}`,
        durationMs: elapsed(),
        retryAfterMs: retryAfterMs(response.statusCode, Array.isArray(retryAfter) ? retryAfter[0] : retryAfter, Date.now()),
      };
    } catch (error) {
      return { succeeded: false, statusCode: null, error: describe(error), durationMs: elapsed(), retryAfterMs: null };
    }
  };

  return { send, close: () => agent.close() };
}

/** A short, stable account of a transport failure, for the delivery's record. */
function describe(error: unknown): string {
  const e = error as { name?: string; code?: string; message?: string; cause?: { code?: string; message?: string } };
  if (
    e?.name === 'TimeoutError' ||
    e?.name === 'AbortError' ||
    e?.code === 'UND_ERR_HEADERS_TIMEOUT' ||
    e?.code === 'UND_ERR_BODY_TIMEOUT'
  ) {
    return 'timeout';
  }
  const code = e?.code ?? e?.cause?.code;
  const message = (e?.message ?? e?.cause?.message ?? String(error)).slice(0, 300);
  return code && !message.includes(code) ? `${code}: ${message}` : message;
}
