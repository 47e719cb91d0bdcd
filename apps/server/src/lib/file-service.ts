import type { Readable } from 'node:stream';
import { sizeInKb, type FileKind } from '@vitrina/domain/files/files.rules';
import type { FileRow } from '../db/schema/index';

/**
 * The file service as the other modules use it (company and brand logos, sales evidence): built
 * once by modules/files and passed in through the app's wiring (app.ts), so that no module
 * imports the files module's internals.
 */
export interface FileService {
  /** Streams one upload to storage through the type and size check (lib/upload-check.ts); records it. */
  store(caller: { userId: string }, clientId: string, kind: FileKind, originalName: string, source: Readable): Promise<FileRow>;
  /** Deletes a file the caller may write (409 while it is linked). */
  remove(caller: { userId: string }, id: string): Promise<unknown>;
  /** Signed links of files by id (id → link), only for live files the caller may read. */
  signedUrls(caller: { userId: string }, ids: (string | null | undefined)[]): Promise<Map<string, string>>;
  /** The signed link of one file by id, or null. */
  signedUrl(caller: { userId: string }, id: string | null | undefined): Promise<string | null>;
}

/** The token answer of an uploaded file. */
export const fileToken = (f: FileRow) => ({
  token: f.id,
  ID: f.id,
  OriginalName: f.original_name,
  Extension: f.extension,
  Size: sizeInKb(f.size_bytes),
  bucket: f.bucket,
  path: f.path,
  mime: f.mime,
  CreatedAt: f.created_at.toISOString(),
});
