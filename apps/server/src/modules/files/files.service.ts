import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '@vitrina/domain/common/errors';
import { MSG } from '@vitrina/domain/common/messages';
import type { Clock } from '@vitrina/domain/common/clock';
import type { CountryId } from '@vitrina/domain/countries/countries';
import { FILES_MSG, KIND_RULES, extensionOf, type FileKind } from '@vitrina/domain/files/files.rules';
import type { FileRow } from '../../db/schema/index';
import type { FileStorage } from '../../lib/storage';
import type { LinkSigner } from '../../lib/signed-links';
import type { Access } from '../access/scope';
import { requireTenantFile, requireUsableFile, uploadClientOf, usableFiles } from '../access/require-files';
import type { FilesRepo } from './files.repo';
import { UploadCheck } from '../../lib/upload-check';
import { pipePart } from '../../lib/multipart';
import { fileToken } from '../../lib/file-service';
import { cleanFileName } from '@vitrina/domain/common/text';
import { requireValidLink } from '../access/require-links';

export interface Caller {
  userId: string;
}

const notFound = () => new AppError('not_found', 404, MSG.notFound);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The file service: stores uploads after checking their bytes and size while they stream, answers
 * their metadata, signs expiring download links and deletes them. Every file belongs to a client;
 * users of other clients get 404 (nothing revealed); see access `usableFiles` for who reads and deletes.
 */
export function createFilesService(d: {
  repo: FilesRepo;
  access: Access;
  storage: FileStorage;
  clock: Clock;
  bucket: string;
  links: LinkSigner;
  publicUrl: string;
}) {
  const { repo, storage, clock } = d;

  /** The client an upload belongs to (access uploadClientOf): the chosen company or the caller's first writable one. */
  const uploadClient = async (caller: Caller, companyId?: string) => uploadClientOf(await d.access.loadScope(caller), companyId);

  /**
   * Streams one upload to storage through the type and size check; records it when complete.
   * On a refusal nothing is kept and the rest of the part is drained.
   */
  async function store(caller: Caller, clientId: string, kind: FileKind, originalName: string, source: Readable) {
    // kept and shown without control or invisible format characters (a disguised extension)
    const name = cleanFileName(originalName);
    const claimed = extensionOf(name);
    if (!claimed || !KIND_RULES[kind].exts.includes(claimed)) {
      source.resume();
      throw new AppError('unsupported_file_type', 415, FILES_MSG.typeNotAllowed);
    }
    const id = randomUUID();
    const now = clock.now();
    const path = `${clientId}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${id}.${claimed}`;
    const check = new UploadCheck(kind, name, KIND_RULES[kind].maxBytes);
    await storage.put(d.bucket, path, pipePart(source, check));
    try {
      return await repo.insert({
        id,
        client_id: clientId,
        uploaded_by: caller.userId,
        bucket: d.bucket,
        path,
        original_name: name.slice(0, 255),
        extension: check.ext,
        mime: check.mime,
        size_bytes: check.size,
        sha256: check.sha256,
        kind,
        created_at: now,
      });
    } catch (err) {
      await storage.remove(d.bucket, path);
      throw err;
    }
  }

  /** What the access rules read of this repository: a file's records, a client's country (asked once per call). */
  function fileReads() {
    const countries = new Map<string, string | undefined>();
    const countryOf = async (clientId: string) => {
      if (!countries.has(clientId)) countries.set(clientId, await repo.clientCountry(clientId));
      return countries.get(clientId);
    };
    return { linksOf: repo.linksOf, countryOf };
  }

  /** A live file the caller may read (or delete), or 404 (access requireUsableFile). */
  const owned = async (caller: Caller, file: FileRow | undefined, op: 'read' | 'write' = 'read') =>
    requireUsableFile(await d.access.loadScope(caller), file, op, fileReads());

  async function metadata(caller: Caller, id: string) {
    return { data: fileToken(await owned(caller, await repo.byId(id))) };
  }

  async function remove(caller: Caller, id: string) {
    const file = await owned(caller, await repo.byId(id), 'write');
    // the operator's files (common expenses) are not the tenant's to delete
    requireTenantFile(file);
    if (await repo.isLinked(file.id)) throw new AppError('file_in_use', 409, FILES_MSG.fileInUse);
    await repo.markDeleted(file.id, clock.now());
    await storage.remove(file.bucket, file.path);
    return { message: FILES_MSG.deleted, data: { token: file.id } };
  }

  /** A signed, expiring download link of a stored file (GET /download checks it). */
  function link(file: FileRow) {
    const { expires, signature } = d.links.sign(file.bucket, file.path);
    const q = new URLSearchParams({ bucket: file.bucket, path: file.path, expires: String(expires), signature });
    return { signal_url: `${d.publicUrl}/api/fo/files/download?${q}`, expires_at: new Date(expires * 1000).toISOString() };
  }

  /** POST /signal/{country}: a signed link to a file of the caller's clients in that country. */
  async function sign(caller: Caller, country: CountryId, body: { bucket?: string; path: string }) {
    const file = await owned(caller, await repo.byLocation(body.bucket || d.bucket, body.path));
    if ((await repo.clientCountry(file.client_id)) !== country) throw notFound();
    return { data: link(file) };
  }

  /**
   * Signed links of files by id, for answers that show stored images (brand and company logos):
   * id → link, only for live files of the caller's clients (nothing for a missing or foreign one).
   */
  async function signedUrls(caller: Caller, ids: (string | null | undefined)[]) {
    // a value that is no file id (an old logo path) names no stored file
    const wanted = [...new Set(ids.filter((id): id is string => !!id && UUID.test(id)))];
    if (!wanted.length) return new Map<string, string>();
    const files = await usableFiles(await d.access.loadScope(caller), await repo.byIds(wanted), 'read', fileReads());
    return new Map(files.map((f) => [f.id, link(f).signal_url]));
  }
  /** The signed link of one file by id (see signedUrls), or null. */
  const signedUrl = async (caller: Caller, id: string | null | undefined) =>
    id ? ((await signedUrls(caller, [id])).get(id) ?? null) : null;

  /** GET /download: the file of a valid, unexpired signed link. */
  async function download(q: { bucket: string; path: string; expires: number; signature: string }) {
    requireValidLink(d.links.verify(q.bucket, q.path, q.expires, q.signature), { code: 'link_invalid', message: FILES_MSG.linkInvalid });
    const file = await repo.byLocation(q.bucket, q.path);
    if (!file) throw notFound();
    return { file, body: await storage.get(file.bucket, file.path) };
  }

  return { uploadClient, store, metadata, remove, sign, signedUrls, signedUrl, download, storage };
}

export type FilesService = ReturnType<typeof createFilesService>;
