import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type CryptoKey, type JWTPayload } from 'jose';

export interface MintOptions {
  /** Sign with a key the issuer does not publish (a forged token). */
  foreignKey?: boolean;
  /** Seconds from now; negative for an expired token. Default 3600. */
  expiresIn?: number;
  /** Override the audience (default: the client id given to startGoogleIssuer). */
  audience?: string;
  /** Override the issuer (default: this fake's issuer URL). */
  issuer?: string;
}

export interface GoogleIssuer {
  /** The `iss` of minted tokens; put it in GOOGLE_ISSUERS. */
  issuer: string;
  /** The key set URL; put it in GOOGLE_JWKS_URL. */
  jwksUrl: string;
  clientId: string;
  /** The env variables that point the server at this fake. */
  env: Record<string, string>;
  /** An RS256 ID token shaped like Google's; claims override the defaults (sub, email, email_verified, name, picture). */
  mint(claims?: JWTPayload & Record<string, unknown>, options?: MintOptions): Promise<string>;
  /** An unsigned token (`alg: none`) with the same claims. */
  mintUnsigned(claims?: JWTPayload & Record<string, unknown>): string;
  /** How many times the key set was fetched. */
  jwksRequests(): number;
  close(): Promise<void>;
}

/** A Google-style OpenID issuer on 127.0.0.1: serves its discovery document and JWKS, and mints ID tokens. */
export async function startGoogleIssuer(clientId = 'test-client.apps.googleusercontent.com'): Promise<GoogleIssuer> {
  const kid = randomUUID();
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  let fetches = 0;

  const server = http.createServer((req, res) => {
    if (req.url === '/oauth2/v3/certs') {
      fetches += 1;
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    if (req.url === '/.well-known/openid-configuration') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ issuer, jwks_uri: jwksUrl, id_token_signing_alg_values_supported: ['RS256'] }));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const jwksUrl = `${issuer}/oauth2/v3/certs`;

  const claimsOf = (claims: Record<string, unknown>) => ({
    sub: '10769150350006150715113082367',
    email: 'learner@gmail.com',
    email_verified: true,
    name: 'Google Learner',
    picture: 'https://lh3.googleusercontent.com/a/test-picture',
    azp: clientId,
    ...claims,
  });

  return {
    issuer,
    jwksUrl,
    clientId,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_JWKS_URL: jwksUrl, GOOGLE_ISSUERS: issuer },
    async mint(claims = {}, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      const key: CryptoKey = options.foreignKey ? foreign.privateKey : privateKey;
      return new SignJWT(claimsOf(claims))
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(options.issuer ?? issuer)
        .setAudience(options.audience ?? clientId)
        .setIssuedAt(now - 10)
        .setExpirationTime(now + (options.expiresIn ?? 3600))
        .sign(key);
    },
    mintUnsigned(claims = {}) {
      const now = Math.floor(Date.now() / 1000);
      const encode = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const payload = { ...claimsOf(claims), iss: issuer, aud: clientId, iat: now, exp: now + 3600 };
      return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.`;
    },
    jwksRequests: () => fetches,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections(); // jose's fetch keeps connections alive
      }),
  };
}
