import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** True when the request's If-None-Match names `etag` (strong or weak). */
export function matchesEtag(req: FastifyRequest, etag: string) {
  const match = req.headers['if-none-match'];
  return !!match && match.split(',').some((m) => m.trim() === etag || m.trim() === `W/${etag}`);
}

interface Entry {
  version: string;
  etag: string;
  gzip: Buffer;
}

/**
 * Large JSON answers kept serialized and gzip-compressed per key (a client) while their data version
 * holds (a client's 5,000 debt documents are ~1.5 MB of JSON; writing and compressing them
 * again on every request is most of the answer's time). The version comes from the database on each
 * request (the caller's access is checked before), so every instance serves what is stored now; a
 * change of the data changes the version and the next request builds the answer again. At most
 * `maxBytes` of compressed answers are kept; the least recently used go first.
 */
export function createVersionedJsonCache(opts: { maxBytes?: number } = {}) {
  const maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const drop = (key: string) => {
    const e = entries.get(key);
    if (e) bytes -= e.gzip.length;
    entries.delete(key);
  };

  async function entryOf(key: string, version: string, build: () => Promise<unknown>): Promise<Entry> {
    const hit = entries.get(key);
    if (hit && hit.version === version) {
      // most recently used last
      entries.delete(key);
      entries.set(key, hit);
      return hit;
    }
    const json = Buffer.from(JSON.stringify(await build()));
    const entry: Entry = {
      version,
      etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
      gzip: gzipSync(json),
    };
    drop(key);
    if (entry.gzip.length <= maxBytes) {
      entries.set(key, entry);
      bytes += entry.gzip.length;
      for (const k of entries.keys()) {
        if (bytes <= maxBytes) break;
        drop(k);
      }
    }
    return entry;
  }

  return {
    /**
     * Sends the answer of `key` at `version` (built by `build` when not kept): 304 when the
     * browser's copy is current, gzip when the client accepts it, else plain JSON. The answer is
     * private and revalidated on every use.
     */
    async send(req: FastifyRequest, reply: FastifyReply, key: string, version: string, build: () => Promise<unknown>) {
      const e = await entryOf(key, version, build);
      reply.header('etag', e.etag).header('cache-control', 'private, no-cache').header('vary', 'accept-encoding');
      if (matchesEtag(req, e.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      if (/\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(e.gzip);
      return reply.send(gunzipSync(e.gzip));
    },
    /** How many answers and compressed bytes are kept (tests). */
    size: () => ({ entries: entries.size, bytes }),
  };
}
export type VersionedJsonCache = ReturnType<typeof createVersionedJsonCache>;
