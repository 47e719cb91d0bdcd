import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { MSG } from '@vitrina/domain/common/messages';
import { signedInAreaPath } from '@vitrina/domain/countries/countries';
import { matchRoute } from '@vitrina/domain/auth/routes';
import type { AppConfig } from '../config';
import { isApiPath, routerPath } from './auth';

/** A route of the signed-in area and its page (the web build's signed-in-pages.json). */
interface SignedInPage {
  path: string;
  file: string;
}

/** The built web app, with the single-page fallback for its routes; the not-found answer of everything else. */
export async function registerWeb(app: FastifyInstance, config: AppConfig) {
  const hasWeb = existsSync(join(config.webDist, 'index.html'));
  // the signed-in area's pages: index.html that asks for that area's first chunks at once, and for
  // a route's page code too (built beside it; none in a build without them)
  const pagesFile = join(config.webDist, 'signed-in-pages.json');
  const signedInPages = existsSync(pagesFile)
    ? new Map((JSON.parse(readFileSync(pagesFile, 'utf8')) as SignedInPage[]).map((p) => [p.path, p.file]))
    : null;
  // the route the route table matches at that address (as the web app's guard finds it), else the area's page
  const signedInPageFor = (pages: Map<string, string>, path: string) => pages.get(matchRoute(path)?.path ?? '') ?? 'signed-in.html';
  if (hasWeb) {
    const staticOptions = {
      root: config.webDist,
      wildcard: false,
      index: ['index.html'],
      // the build's .br/.gz copies, sent as they are to a browser that accepts them (never as files of their own)
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // content-hashed chunks never change: kept a year without asking; the pages (and the
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
