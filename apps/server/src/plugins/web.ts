import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '@vitrina/domain/common/messages';
import { signedInAreaPath } from '@vitrina/domain/countries/countries';
import type { AppConfig } from '../config';
import { isApiPath, routerPath } from './auth';

/** A route of the signed-in area and its page (the web build's signed-in-pages.json). */
interface SignedInPage {
  path: string;
  file: string;
}

/**
 * The page for an address of the signed-in area (its path below /{country}/shopping): the page of
 * the route the web app's route table would render there, as its router ranks them (a fixed
 * segment before a parameter), else signed-in.html.
 */
function signedInPageFor(pages: SignedInPage[], path: string): string {
  const segments = path ? path.split('/') : [];
  let best: { file: string; score: number } | undefined;
  for (const page of pages) {
    const pattern = page.path.split('/');
    if (pattern.length !== segments.length) continue;
    // a fixed segment that is the same counts 10, a parameter 3 (any segment but an empty one)
    const scores = pattern.map((p, i) => (p.startsWith(':') ? (segments[i] ? 3 : -1) : p === segments[i] ? 10 : -1));
    const score = scores.includes(-1) ? -1 : scores.reduce((a, b) => a + b, 0);
    if (score >= 0 && (!best || score > best.score)) best = { file: page.file, score };
  }
  return best?.file ?? 'signed-in.html';
}

/** The built web app, with the single-page fallback for its routes; the not-found answer of everything else. */
export async function registerWeb(app: FastifyInstance, config: AppConfig) {
  const hasWeb = existsSync(join(config.webDist, 'index.html'));
  // the signed-in area's pages: index.html that asks for that area's first chunks at once, and for
  // a route's page code too (built beside it; none in a build without them)
  const pagesFile = join(config.webDist, 'signed-in-pages.json');
  const signedInPages = existsSync(pagesFile) ? (JSON.parse(readFileSync(pagesFile, 'utf8')) as SignedInPage[]) : null;
  if (hasWeb) {
    const staticOptions = {
      root: config.webDist,
      wildcard: false,
      index: ['index.html'],
      // the build's .br/.gz copies, sent as they are to a browser that accepts them (never as files of their own)
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // content-hashed chunks never change: kept a year without asking; the two pages (and the
      // single-page fallback) revalidated on every visit (ETag / Last-Modified → 304), so a deploy
      // is seen at once; the other public files (login media) kept an hour
      cacheControl: false,
      setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
        const file = relative(config.webDist, path).split(sep).join('/');
        reply.header(
          'cache-control',
          file.startsWith('assets/')
            ? 'public, max-age=31536000, immutable'
            : /^(?:index|signed-in|signed-in\/\d+)\.html(?:\.br|\.gz)?$/.test(file)
              ? 'no-cache'
              : 'public, max-age=3600',
        );
      },
    };
    // the web app's files are public (marked here: the auth hook guards every other route)
    await app.register(async (web) => {
      web.addHook('onRoute', (r) => {
        r.config = { ...r.config, access: 'public' };
      });
      await web.register(fastifyStatic, { ...staticOptions, decorateReply: false });
    });
    // reply.sendFile for the single-page fallback below (same compression and cache headers)
    await app.register(fastifyStatic, { ...staticOptions, serve: false });
  }
  app.setNotFoundHandler((req, reply) => {
    // the path as the router reads it: an encoded /%61pi/... is an API path too
    if (isApiPath(req.url) || req.method !== 'GET') {
      return reply.code(404).send({ statusCode: 404, code: 'not_found', message: MSG.notFound });
    }
    if (!hasWeb) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('La aplicación web no está construida: ejecuta `npm run build` o `npm start`.');
    }
    // a missing built file (an old chunk asked for by a tab opened before a deploy) is a 404, not the page as JS
    if (routerPath(req.url).startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send(MSG.notFound);
    }
    const path = signedInAreaPath(routerPath(req.url));
    return reply.sendFile(signedInPages && path !== null ? signedInPageFor(signedInPages, path) : 'index.html');
  });
}
