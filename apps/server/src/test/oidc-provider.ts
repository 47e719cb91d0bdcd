import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/*
 * A real OpenID provider for tests (the oidc-provider package) on loopback: its development
 * sign-in page takes any login of the given users (the password is not checked) and consent is
 * granted by itself. Users and their groups can change between sign-ins.
 */

export interface TestIdpUser {
  /** what is typed at the provider's sign-in page (also the subject) */
  login: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups: string[];
}

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  users: Map<string, TestIdpUser>;
  close(): Promise<void>;
}

export async function startTestIdp(opts: {
  port?: number;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  users: TestIdpUser[];
  /** ID tokens' life, seconds */
  idTokenTtl?: number;
}): Promise<TestIdp> {
  const clientId = 'vitrina';
  const clientSecret = 'vitrina-test-secret-0123456789abcdef';
  const users = new Map(opts.users.map((u) => [u.login, { email_verified: true, ...u }]));
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const scopes = ['openid', 'email', 'profile', 'groups'];
  const config: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        post_logout_redirect_uris: opts.postLogoutRedirectUris ?? [],
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name', 'name'],
      groups: ['groups'],
    },
    scopes,
    pkce: { required: () => true },
    ttl: { IdToken: opts.idTokenTtl ?? 3600 },
    cookies: { keys: ['vitrina-test-idp-cookie-key'] },
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    async findAccount(_ctx, id) {
      const u = users.get(id);
      if (!u) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: u.email,
          email_verified: u.email_verified,
          given_name: u.given_name,
          family_name: u.family_name,
          name: [u.given_name, u.family_name].filter(Boolean).join(' ') || undefined,
          groups: [...u.groups],
        }),
      };
    },
    // first-party client: consent is granted without asking
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { provider, client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const existing = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (existing) {
        const g = await provider.Grant.find(existing);
        if (g) return g;
      }
      const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(scopes.join(' '));
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, config);
  // the development keys and interactions warn once each: not for tests' output
  provider.on('server_error', (_ctx, err) => console.error('test OIDC provider error', err));
  server.on('request', provider.callback());
  return {
    issuer,
    clientId,
    clientSecret,
    users,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A browser at the provider, without a browser: follows the authorization URL, signs in as
 * `login` at the development sign-in page and answers the URL the provider sends back to the
 * client's redirect URI (`<redirect_uri>?code=...&state=...&iss=...`).
 */
export async function signInAtIdp(authorizationUrl: string, login: string, redirectUri: string): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  let url = authorizationUrl;
  let body: URLSearchParams | undefined;
  for (let i = 0; i < 12; i++) {
    if (url.startsWith(redirectUri)) return url;
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      body,
      headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      redirect: 'manual',
    });
    keep(res);
    body = undefined;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
      continue;
    }
    const html = await res.text();
    if (res.status === 200 && html.includes('name="login"')) {
      body = new URLSearchParams({ prompt: 'login', login, password: 'x' });
      continue;
    }
    throw new Error(`the test OIDC provider answered ${res.status} at ${url}: ${html.slice(0, 300)}`);
  }
  throw new Error('too many redirects at the test OIDC provider');
}
