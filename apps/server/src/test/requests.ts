import type { TestContext } from './harness';

/**
 * A test file's request maker: `req(method, url, who?, payload?, headers?)` injects the request as
 * the user `who`, with the token its beforeAll stored in `tok`. The context is read at each call
 * (the file's beforeAll makes it).
 */
export const requestsAs =
  (ctx: () => TestContext, tok: Record<string, string>) =>
  (method: string, url: string, who?: string, payload?: unknown, headers: Record<string, string> = {}) =>
    ctx().app.inject({
      method: method as 'GET',
      url,
      headers: { ...(who ? ctx().auth(tok[who]!) : {}), ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
