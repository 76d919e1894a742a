import test from 'ava';
import { checkAddress, checkHostAddresses, checkWebhookUrl, vetWebhookTarget, type Lookup } from '../../src/domain/webhookTarget.js';

// Assertions on refusals only: nothing here sends a packet anywhere.

const strict = { allowPrivateTargets: false };
const development = { allowPrivateTargets: true };

/** Each refused range, as an address a client could be pointed at. */
const REFUSED_ADDRESSES: [string, RegExp][] = [
  ['127.0.0.1', /loopback/],
  ['127.255.0.9', /loopback/],
  ['::1', /loopback/],
  ['10.0.0.1', /private/],
  ['172.16.5.4', /private/],
  ['192.168.1.1', /private/],
  ['169.254.169.254', /link-local.*metadata/],
  ['fe80::1', /link-local/],
  ['fd00::1', /unique-local/],
  ['fd00:ec2::254', /unique-local/],
  ['100.64.0.1', /carrier-grade NAT/],
  ['0.0.0.0', /unspecified/],
  ['::', /unspecified/],
  ['255.255.255.255', /broadcast/],
  ['224.0.0.1', /multicast/],
  ['ff02::1', /multicast/],
  ['240.0.0.1', /reserved/],
  ['192.0.2.10', /reserved/],
  ['::ffff:127.0.0.1', /127\.0\.0\.1 is a loopback/],
  ['::ffff:169.254.169.254', /169\.254\.169\.254 is a link-local/],
  ['::127.0.0.1', /loopback/],
  ['::7f00:1', /reserved/],
  ['64:ff9b::7f00:1', /special-purpose/],
  ['2002:7f00:1::', /special-purpose/],
];

for (const [address, reason] of REFUSED_ADDRESSES) {
  test(`the address ${address} is refused`, (t) => {
    const verdict = checkAddress(address, strict);
    t.false(verdict.ok);
    if (!verdict.ok) t.regex(verdict.reason, reason);
  });
}

test('public unicast addresses pass, in canonical form', (t) => {
  t.deepEqual(checkAddress('93.184.215.14', strict), { ok: true, value: '93.184.215.14' });
  t.deepEqual(checkAddress('2606:4700:0:0::1', strict), { ok: true, value: '2606:4700::1' });
  t.deepEqual(checkAddress('::ffff:93.184.215.14', strict), { ok: true, value: '93.184.215.14' });
});

test('the development switch opens own networks, never the addresses nobody can serve from', (t) => {
  for (const address of ['127.0.0.1', '::1', '10.0.0.1', '192.168.1.1', '169.254.169.254', 'fd00::1', 'fe80::1', '100.64.0.1']) {
    t.true(checkAddress(address, development).ok, address);
  }
  for (const address of ['0.0.0.0', '::', '224.0.0.1', '255.255.255.255', '240.0.0.1']) {
    t.false(checkAddress(address, development).ok, address);
  }
});

const refusedUrl = (t: import('ava').ExecutionContext, raw: string, reason: RegExp, policy = strict) => {
  const verdict = checkWebhookUrl(raw, policy);
  t.false(verdict.ok, raw);
  if (!verdict.ok) t.regex(verdict.reason, reason, raw);
};

test('literal hosts in every spelling meet the range check', (t) => {
  refusedUrl(t, 'https://127.0.0.1/hook', /loopback/);
  refusedUrl(t, 'https://[::1]:8443/hook', /loopback/);
  refusedUrl(t, 'https://[::ffff:127.0.0.1]/', /loopback/);
  refusedUrl(t, 'https://[::ffff:7f00:1]/', /loopback/);
  refusedUrl(t, 'https://2130706433/', /loopback/);
  refusedUrl(t, 'https://0x7f000001/', /loopback/);
  refusedUrl(t, 'https://0177.0.0.1/', /loopback/);
  refusedUrl(t, 'https://127.1/', /loopback/);
  refusedUrl(t, 'https://127.0.0.1./', /loopback/);
  refusedUrl(t, 'https://0/', /unspecified/);
  refusedUrl(t, 'https://169.254.169.254/latest/meta-data/', /metadata/);
  refusedUrl(t, 'https://[fd00:ec2::254]/latest/meta-data/', /unique-local/);
});

test('localhost and names under it are refused without asking a resolver', (t) => {
  for (const host of ['localhost', 'LOCALHOST', 'localhost.', 'api.localhost', 'a.b.localhost.']) {
    refusedUrl(t, `https://${host}:8443/hook`, /loopback name/);
  }
});

test('only https, unless the development switch also allows plain http', (t) => {
  refusedUrl(t, 'http://hooks.example.com/', /must be an https:\/\/ URL/);
  refusedUrl(t, 'ftp://hooks.example.com/', /must be an https:\/\/ URL/);
  refusedUrl(t, 'file:///etc/passwd', /must be an https:\/\/ URL/);
  refusedUrl(t, 'ftp://hooks.example.com/', /http:\/\/ or https:\/\//, development);
  t.true(checkWebhookUrl('http://127.0.0.1:9/hook', development).ok);
  t.true(checkWebhookUrl('http://localhost:9/hook', development).ok);
});

test('no credentials, no relative URLs, at most 2,048 characters', (t) => {
  refusedUrl(t, 'https://user:secret@hooks.example.com/', /credentials/);
  refusedUrl(t, 'https://user@hooks.example.com/', /credentials/);
  refusedUrl(t, '/v1/hook', /absolute URL/);
  refusedUrl(t, 'hooks.example.com/hook', /absolute URL/);
  refusedUrl(t, '', /absolute URL/);
  const base = 'https://hooks.example.com/';
  t.true(checkWebhookUrl(base + 'a'.repeat(2048 - base.length), strict).ok);
  refusedUrl(t, base + 'a'.repeat(2049 - base.length), /at most 2048 characters/);
  // Percent-encoding makes the stored form longer than what was sent: the stored form counts too.
  refusedUrl(t, base + 'ä'.repeat(700), /at most 2048 characters/);
});

test('an accepted URL comes back normalized', (t) => {
  const verdict = checkWebhookUrl('HTTPS://Hooks.Example.COM:443/a/../b?x=1', strict);
  t.true(verdict.ok);
  if (verdict.ok) t.is(verdict.value.href, 'https://hooks.example.com/b?x=1');
});

test('a name that resolves to loopback is refused (localhost, through the system resolver)', async (t) => {
  const verdict = await checkHostAddresses('localhost', strict);
  t.false(verdict.ok);
  if (!verdict.ok) t.regex(verdict.reason, /^localhost resolves to (127\.0\.0\.1|::1), a loopback address/);
});

test('one refused answer among several refuses the host: a client may pick any of them', async (t) => {
  const resolver: Lookup = async () => ['93.184.215.14', '10.1.2.3'];
  const verdict = await vetWebhookTarget('https://hooks.example.com/', strict, resolver);
  t.false(verdict.ok);
  if (!verdict.ok) t.regex(verdict.reason, /hooks\.example\.com resolves to 10\.1\.2\.3, a private address/);
});

test('a name with only public answers yields the vetted addresses to connect to', async (t) => {
  const resolver: Lookup = async () => ['93.184.215.14', '::ffff:93.184.215.15'];
  const verdict = await vetWebhookTarget('https://hooks.example.com/', strict, resolver);
  t.deepEqual(verdict.ok && verdict.value.addresses, ['93.184.215.14', '93.184.215.15']);
});

test('a name that does not resolve is accepted, with no addresses yet', async (t) => {
  const failing: Lookup = async () => {
    throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
  };
  const verdict = await vetWebhookTarget('https://hooks.example.invalid/', strict, failing);
  t.true(verdict.ok);
  t.deepEqual(verdict.ok && verdict.value.addresses, []);
});

test('a literal host needs no resolver and yields its own address', async (t) => {
  const verdict = await vetWebhookTarget('https://[2606:4700::1]/', strict, async () => t.fail('resolved') as never);
  t.deepEqual(verdict.ok && verdict.value.addresses, ['2606:4700::1']);
});
