import proxyAddr from '@fastify/proxy-addr';

/**
 * TRUST_PROXY (decision 0071): nothing, a number of proxy hops in front of the server, or the proxies' addresses.
 * `true` is refused: it trusted every X-Forwarded-For entry, the leftmost of which any client writes (issue 32).
 */
export type TrustProxySetting = false | { hops: number } | { addresses: string[] };

/** Fastify's `trustProxy` function: whether the address `hop` steps from the socket (0 = the peer) is a proxy. */
export type TrustFunction = (address: string, hop: number) => boolean;

export const TRUST_PROXY_TRUE_REFUSED =
  'true is no longer accepted: it trusted every X-Forwarded-For address, which a client writes itself. Set the ' +
  'number of proxies in front of the server (1 behind one reverse proxy, as compose.yaml does) or their addresses ' +
  '(e.g. 10.0.0.5,192.168.1.0/24, or loopback)';

/**
 * Parses the variable's text. A number counts hops; anything else is a comma-separated list for proxy-addr (IPv4/IPv6
 * addresses, CIDR ranges, `loopback`, `linklocal`, `uniquelocal`), checked by compiling it.
 */
export function parseTrustProxy(text: string | undefined): TrustProxySetting | { problem: string } {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return { problem: TRUST_PROXY_TRUE_REFUSED };
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch (error) {
    return { problem: `${(error as Error).message} (a number of hops, or addresses and CIDR ranges)` };
  }
  return { addresses };
}

/**
 * The trust function for Fastify and for the request id: `request.ip` is then the address the nearest trusted proxy
 * saw, whatever a client wrote to its left. With hops, the first `hops` addresses counted from the socket are
 * proxies: the server must be reachable only through them (compose.yaml publishes no instance port).
 */
export function trustFunction(setting: TrustProxySetting): TrustFunction | false {
  if (setting === false) return false;
  if ('hops' in setting) {
    const { hops } = setting;
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(setting.addresses);
}
