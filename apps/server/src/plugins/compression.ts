import { constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';

/**
 * Responses of 1 KB or more in br or gzip, as the client accepts (routes registered from here on).
 * JSON and text only: the event stream (text/event-stream, and hijacked anyway) is never held back,
 * and uploaded files, spreadsheets, PDFs and images are sent as they are. Request bodies are not
 * decompressed (the body limit stays a limit on what arrives).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: 1024,
    // up to 64 KB compressed in one call instead of through a zlib stream per response: the
    // library's default on two cores is 8 KB, and a stream's setup and scheduling cost more than
    // compressing a month of daily sales (~12 KB) itself (a CPU profile of the month query)
    syncThreshold: 65_536,
    // brotli at quality 2 for the JSON made per request (the built files are compressed at build
    // time at the highest quality): a month of daily sales in 75 µs instead of 110 µs at the
    // library's 4, 1,101 bytes instead of 1,086
    brotliOptions: {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2, [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT },
    },
    encodings: ['br', 'gzip'],
    customTypes: /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)/u,
    globalDecompression: false,
  });
}
