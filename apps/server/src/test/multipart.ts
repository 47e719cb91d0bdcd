import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readlinkSync } from 'node:fs';

/** A multipart/form-data body for app.inject: files under a field (default 'files'). */
export function multipartBody(files: { name: string; content: Buffer; field?: string; type?: string }[]) {
  const boundary = `----vitrina${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\n` +
          `Content-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
    );
    parts.push(f.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Bytes that are a PDF by their magic number, padded to `size`. */
export const pdfBytes = (size = 2048) => {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', 'latin1');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
};
/** A 1×1 PNG's header, padded. */
export const pngBytes = (size = 1024) => {
  const head = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length))]);
};

/** Every file under `dir` (recursively), relative. */
export const filesUnder = (dir: string) => (existsSync(dir) ? (readdirSync(dir, { recursive: true }) as string[]) : []);
/** This process's open file descriptors that point into `dir`. */
export const openFdsUnder = (dir: string) =>
  readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    })
    .filter((target) => target.startsWith(dir));
