import { randomUUID } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { DriveConfig } from '../config.js';
import type { Db } from '../db/db.js';
import { isAllowedFile } from '../files/file-kinds.js';
import { FileTypeNotAllowedError, type IncomingFile, receiveFile } from '../files/receive-file.js';
import { FileTooLargeError } from '../files/size-limit.js';
import { type FileStorage, newStorageKey } from '../files/storage.js';
import { AppError } from '../http/errors.js';
import type { Lang } from '../i18n/language.js';
import {
  type NewGroup,
  type UploadRequestRow,
  type UploadRequestStatus,
  type UploadedDocument,
  createUploadRequests,
} from './upload-requests.js';

/** The spec's types when a group names none. */
export const DEFAULT_ACCEPTED_TYPES = ['pdf', 'jpeg', 'jpg', 'png'] as const;
const BYTES_PER_MB = 1_048_576;
const MAX_NAME_LENGTH = 255;

export interface DriveDeps {
  db: Db;
  clock: Clock;
  storage: FileStorage;
  config: DriveConfig;
}

/** The status a person sees: a created request whose time is up reads as expired. */
export function effectiveStatus(request: UploadRequestRow, now: Date): UploadRequestStatus {
  if (request.status === 'created' && request.expiresAt.getTime() <= now.getTime()) {
    return 'expired';
  }
  return request.status;
}

/** `5` for 5,242,880 bytes; `2.5` for 2,621,440. */
export function megabytes(bytes: number): number {
  return Math.round((bytes / BYTES_PER_MB) * 100) / 100;
}

/** The name as people will see it: no folders (some browsers send them), no control bytes. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned === '' ? 'document' : cleaned).slice(-MAX_NAME_LENGTH);
}

const notFound = () => new AppError(404, 'NOT_FOUND', 'drive.requestNotFound');
const closed = () => new AppError(409, 'CONFLICT', 'drive.requestClosed');

/**
 * The document drive: applicants read an upload request, add and remove files while it is
 * open, and complete it once every group has a document. The link's uuid is the only key, so
 * every change is refused once the request is completed or expired, and limited per request.
 */
export function createDrive(deps: DriveDeps) {
  const { db, clock, storage, config } = deps;
  const requests = createUploadRequests(db);

  async function openRequest(uuid: string): Promise<UploadRequestRow> {
    const request = await requests.findByPublicId(uuid);
    if (!request) throw notFound();
    if (effectiveStatus(request, clock.now()) !== 'created') throw closed();
    return request;
  }

  async function countChange(
    request: UploadRequestRow,
    action: 'upload' | 'delete' | 'complete',
    ipAddress: string,
  ) {
    const { max, timeWindowMs } = config.changesPerRequest;
    const now = clock.now();
    const count = await requests.recordChange(request, {
      action,
      ipAddress,
      at: now,
      since: new Date(now.getTime() - timeWindowMs),
    });
    if (count > max) {
      const minutes = Math.max(1, Math.ceil(timeWindowMs / 60_000));
      throw new AppError(
        429,
        'RATE_LIMITED',
        'drive.tooManyChanges',
        { minutes },
        { 'retry-after': String(minutes * 60) },
      );
    }
  }

  async function describe(uuid: string, lang: Lang) {
    const request = await requests.findByPublicId(uuid);
    if (!request) throw notFound();
    const status = effectiveStatus(request, clock.now());
    return { status, groups: status === 'created' ? await requests.groupsOf(request, lang) : [] };
  }

  return {
    describe,

    /**
     * Opens a request for a company and answers its link's uuid: random (UUID v4, 122 random
     * bits from the system's CSPRNG), since it is the only key to the request. The back
     * office that asks applicants for documents calls this; the public drive does not.
     */
    async open(companyId: number, groups: readonly NewGroup[], validForDays = 30): Promise<string> {
      const publicId = randomUUID();
      const now = clock.now();
      await db.transaction((tx) =>
        requests.insertRequest(
          tx,
          {
            publicId,
            companyId,
            createdAt: now,
            expiresAt: new Date(now.getTime() + validForDays * 86_400_000),
          },
          groups,
        ),
      );
      return publicId;
    },

    config: () => ({ maxUploadSizeInBytes: config.maxUploadSizeInBytes }),

    /**
     * Receives one file for one group: its bytes must show one of the group's types (and
     * agree with its name), and it must stay under the group's limit while it streams.
     */
    async upload(
      uuid: string,
      groupId: number,
      file: IncomingFile,
      ipAddress: string,
    ): Promise<UploadedDocument> {
      const request = await openRequest(uuid);
      await countChange(request, 'upload', ipAddress);
      const group = await requests.findGroup(request, groupId);
      if (!group) throw new AppError(404, 'NOT_FOUND', 'drive.groupNotFound');
      const full = () =>
        new AppError(409, 'CONFLICT', 'drive.groupFull', { max: config.maxDocumentsPerGroup });
      if ((await requests.countDocuments(group)) >= config.maxDocumentsPerGroup) throw full();

      const maxBytes =
        group.maxFileSizeMb === null
          ? config.maxUploadSizeInBytes
          : Math.round(group.maxFileSizeMb * BYTES_PER_MB);
      const accepted = group.acceptedFileTypes ?? [...DEFAULT_ACCEPTED_TYPES];
      const originalName = cleanFileName(file.filename);
      const key = newStorageKey(`drive/${request.publicId}`);

      let received;
      try {
        received = await receiveFile(file, {
          maxBytes,
          accepts: (detected) => isAllowedFile(detected?.mime, originalName, accepted),
          storage,
          key,
        });
      } catch (error) {
        if (error instanceof FileTooLargeError) {
          throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'drive.fileTooLarge', {
            size: megabytes(maxBytes),
          });
        }
        if (error instanceof FileTypeNotAllowedError) {
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'drive.fileType', {
            extensions: accepted.join(', '),
          });
        }
        throw error;
      }

      const publicId = randomUUID();
      try {
        // The request may have been completed (or the group filled) while the file streamed.
        await db.transaction(async (tx) => {
          const current = await requests.lock(tx, request);
          if (!current || effectiveStatus(current, clock.now()) !== 'created') throw closed();
          if ((await requests.countDocuments(group, tx)) >= config.maxDocumentsPerGroup) {
            throw full();
          }
          await requests.insertDocument(tx, {
            publicId,
            companyId: request.companyId,
            requestId: request.id,
            groupId: group.id,
            originalName,
            storageKey: received.key,
            contentType: received.type.mime,
            sizeBytes: received.bytes,
            uploadedFrom: ipAddress,
            createdAt: clock.now(),
          });
        });
      } catch (error) {
        await storage.remove(received.key);
        throw error;
      }
      return { id: publicId, originalName };
    },

    async deleteFile(uuid: string, fileId: string, ipAddress: string): Promise<void> {
      const request = await openRequest(uuid);
      await countChange(request, 'delete', ipAddress);
      const key = await db.transaction(async (tx) => {
        const current = await requests.lock(tx, request);
        if (!current || effectiveStatus(current, clock.now()) !== 'created') throw closed();
        return requests.deleteDocument(tx, request, fileId);
      });
      if (key === null) throw new AppError(404, 'NOT_FOUND', 'drive.fileNotFound');
      await storage.remove(key);
    },

    /** Closes the request once every group holds a document; again, it answers as it is. */
    async complete(uuid: string, lang: Lang, ipAddress: string) {
      const request = await requests.findByPublicId(uuid);
      if (!request) throw notFound();
      const status = effectiveStatus(request, clock.now());
      if (status === 'completed') return describe(uuid, lang);
      if (status === 'expired') throw closed();
      await countChange(request, 'complete', ipAddress);
      await db.transaction(async (tx) => {
        const current = await requests.lock(tx, request);
        if (!current) throw notFound();
        const now = clock.now();
        if (effectiveStatus(current, now) === 'completed') return;
        if (effectiveStatus(current, now) !== 'created') throw closed();
        if ((await requests.countEmptyGroups(current, tx)) > 0) {
          throw new AppError(422, 'BAD_REQUEST', 'drive.groupsMissing');
        }
        await requests.markCompleted(tx, current, now);
      });
      return describe(uuid, lang);
    },
  };
}

export type Drive = ReturnType<typeof createDrive>;
