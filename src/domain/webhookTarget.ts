import { lookup as systemLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

// Where regfeed may send a webhook. One module for both moments the question is asked: when a
// subscription is created, and again before every delivery (DNS answers change; a target that was
// public at creation may point into our network later). Everything here is pure except
// `vetWebhookTarget`, which resolves the host name through an injectable lookup.

export const MAX_WEBHOOK_URL_LENGTH = 2048;

export type TargetPolicy = {
  /** Development and tests only (`WEBHOOK_ALLOW_PRIVATE_TARGETS`): private networks and plain http. */
  allowPrivateTargets: boolean;
};

export type Verdict<T> = { ok: true; value: T } | { ok: false; reason: string };

const accept = <T>(value: T): Verdict<T> => ({ ok: true, value });
const refuse = <T>(reason: string): Verdict<T> => ({ ok: false, reason });

// ---------------------------------------------------------------- Addresses

/** Ranges that are someone's own network: allowed only by the development switch. */
const PRIVATE_NETWORK_RANGES = new Set(['loopback', 'private', 'linkLocal', 'uniqueLocal', 'carrierGradeNat']);

const RANGE_NAMES: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  linkLocal: 'a link-local address (where cloud metadata services live)',
  uniqueLocal: 'a unique-local address',
  carrierGradeNat: 'a shared (carrier-grade NAT) address',
  unspecified: 'the unspecified address',
  broadcast: 'the broadcast address',
  multicast: 'a multicast address',
  reserved: 'a reserved address',
};

/** The address as an IP, unwrapping IPv4-mapped IPv6 (`::ffff:127.0.0.1` is 127.0.0.1). */
const parseAddress = (address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined =>
  ipaddr.isValid(address) ? ipaddr.process(address) : undefined;

// ipaddr.js calls ::/96 (the deprecated IPv4-compatible form, `::127.0.0.1`) unicast; some stacks
// still route it to the embedded IPv4 address, so it is refused like the other special ranges.
const isIpv4Compatible = (address: ipaddr.IPv4 | ipaddr.IPv6): boolean =>
  address.kind() === 'ipv6' && (address as ipaddr.IPv6).parts.slice(0, 6).every((part) => part === 0);

function rangeOf(address: ipaddr.IPv4 | ipaddr.IPv6): string {
  const range = address.range();
  return range === 'unicast' && isIpv4Compatible(address) ? 'reserved' : range;
}

/** Why an address is refused, or nothing when regfeed may connect to it. */
function refusedAs(address: ipaddr.IPv4 | ipaddr.IPv6, policy: TargetPolicy): string | undefined {
  const range = rangeOf(address);
  if (range === 'unicast') return undefined;
  if (policy.allowPrivateTargets && PRIVATE_NETWORK_RANGES.has(range)) return undefined;
  return RANGE_NAMES[range] ?? 'a special-purpose address';
}

const PUBLIC_ONLY = 'webhooks go to public addresses only';

/**
 * Whether regfeed may connect to this IP address (v4 or v6 text). Only plain public unicast passes:
 * every special-purpose range (loopback, private, link-local and metadata, unique-local, CGNAT,
 * unspecified, multicast, reserved, NAT64, 6to4, Teredo…) is refused, the own-network ones unless
 * the policy allows private targets. Yields the address in canonical form.
 */
export function checkAddress(address: string, policy: TargetPolicy): Verdict<string> {
  const parsed = parseAddress(address);
  if (!parsed) return refuse(`${address} is not an IP address`);
  const refusal = refusedAs(parsed, policy);
  return refusal ? refuse(`${parsed.toString()} is ${refusal}; ${PUBLIC_ONLY}`) : accept(parsed.toString());
}

// ---------------------------------------------------------------- URLs

/** RFC 6761: `localhost` and every name under it are loopback, whatever a resolver says. */
const isLocalhostName = (host: string): boolean => /(^|\.)localhost\.?$/i.test(host);

/** The URL's host without IPv6 brackets; an IP literal when it is one. */
function hostOf(url: URL): { name: string; literal: boolean } {
  const name = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return { name, literal: ipaddr.isValid(name) };
}

/**
 * The checks that need no network: an absolute http(s) URL (https only unless private targets are
 * allowed), at most 2,048 characters, no credentials, and a host that is not `localhost` or an IP
 * literal in a refused range. WHATWG URL parsing has already turned `http://2130706433` and other
 * numeric spellings into dotted IPv4, so they meet the same range check. Yields the normalized URL.
 */
export function checkWebhookUrl(raw: string, policy: TargetPolicy): Verdict<URL> {
  if (raw.length > MAX_WEBHOOK_URL_LENGTH) return refuse(`must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('must be an absolute URL such as https://hooks.example.com/regfeed');
  }
  const schemes = policy.allowPrivateTargets ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol)) return refuse(`must be an ${policy.allowPrivateTargets ? 'http:// or https://' : 'https://'} URL`);
  if (url.href.length > MAX_WEBHOOK_URL_LENGTH) return refuse(`must be at most ${MAX_WEBHOOK_URL_LENGTH} characters`);
  if (url.username || url.password) return refuse('must not contain credentials (user:password@)');
  const host = hostOf(url);
  if (host.literal) {
    const verdict = checkAddress(host.name, policy);
    return verdict.ok ? accept(url) : verdict;
  }
  if (isLocalhostName(host.name) && !policy.allowPrivateTargets) return refuse(`${host.name} is a loopback name; ${PUBLIC_ONLY}`);
  return accept(url);
}

// ---------------------------------------------------------------- Resolution (the impure edge)

export type Lookup = (hostname: string) => Promise<string[]>;

export const systemResolver: Lookup = async (hostname) =>
  (await systemLookup(hostname, { all: true, verbatim: true })).map(({ address }) => address);

/** A slow resolver must not hold a request; what does not answer in time counts as not resolving. */
const RESOLVE_TIMEOUT_MS = 2_000;

async function resolveOrNothing(resolve: Lookup, hostname: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string[]>((done) => {
    timer = setTimeout(() => done([]), RESOLVE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([resolve(hostname).catch(() => []), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Every address the name resolves to must pass `checkAddress`: one bad answer refuses the host, since
 * a client may pick any of them. A name that does not resolve yields no addresses and is accepted,
 * as decided; the check before each delivery catches it later.
 */
export async function checkHostAddresses(
  hostname: string,
  policy: TargetPolicy,
  resolve: Lookup = systemResolver,
): Promise<Verdict<string[]>> {
  const addresses: string[] = [];
  for (const answer of await resolveOrNothing(resolve, hostname)) {
    const parsed = parseAddress(answer);
    const refusal = parsed ? refusedAs(parsed, policy) : 'not an IP address';
    if (!parsed || refusal) return refuse(`${hostname} resolves to ${answer}, ${refusal}; ${PUBLIC_ONLY}`);
    addresses.push(parsed.toString());
  }
  return accept(addresses);
}

export type WebhookTarget = {
  url: URL;
  /** The vetted addresses; empty when the name does not resolve (yet). */
  addresses: string[];
};

/**
 * The full check of a webhook URL: `checkWebhookUrl`, then `checkHostAddresses` for a host name.
 * Deliveries should connect to one of the returned addresses rather than resolve the name again,
 * so that the address checked is the address reached.
 */
export async function vetWebhookTarget(
  raw: string,
  policy: TargetPolicy,
  resolve: Lookup = systemResolver,
): Promise<Verdict<WebhookTarget>> {
  const checked = checkWebhookUrl(raw, policy);
  if (!checked.ok) return checked;
  const url = checked.value;
  const host = hostOf(url);
  if (host.literal) return accept({ url, addresses: [ipaddr.process(host.name).toString()] });
  const resolved = await checkHostAddresses(host.name, policy, resolve);
  return resolved.ok ? accept({ url, addresses: resolved.value }) : resolved;
}
