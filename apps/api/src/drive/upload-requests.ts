import type { UploadRequestStatus, DocumentGroup } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import type { Lang } from '../i18n/language.js';

export type {
  UploadRequestStatus,
  DocumentGroup,
  UploadedDocument,
} from '@outlay/api-client/schema';

export interface UploadRequestRow {
  id: number;
  companyId: number;
  publicId: string;
  status: UploadRequestStatus;
  expiresAt: Date;
}

export interface GroupRow {
  id: number;
  companyId: number;
  requestId: number;
  maxFileSizeMb: number | null;
  acceptedFileTypes: string[] | null;
}

export interface NewDocument {
  publicId: string;
  companyId: number;
  requestId: number;
  groupId: number;
  originalName: string;
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  uploadedFrom: string;
  createdAt: Date;
}

export type Texts = Partial<Record<Lang, string>>;

export interface NewGroup {
  name: Texts;
  description: Texts;
  link?: string | null;
  maxFileSizeMb?: number | null;
  acceptedFileTypes?: string[] | null;
}

const textIn = (texts: Texts, lang: Lang) => texts[lang] ?? texts.en ?? '';

/**
 * SQL of the drive. Requests are found by their public id (the link); everything below a
 * request is then scoped by that request's id and company.
 */
export function createUploadRequests(db: Db) {
  return {
    async findByPublicId(publicId: string, tx: Db = db): Promise<UploadRequestRow | null> {
      const [row] = await tx.query<{
        id: number;
        company_id: number;
        public_id: string;
        status: UploadRequestStatus;
        expires_at: Date;
      }>(
        'SELECT id, company_id, public_id, status, expires_at FROM upload_requests WHERE public_id = $1',
        [publicId],
      );
      return row
        ? {
            id: row.id,
            companyId: row.company_id,
            publicId: row.public_id,
            status: row.status,
            expiresAt: new Date(row.expires_at),
          }
        : null;
    },

    async insertRequest(
      tx: Db,
      request: { publicId: string; companyId: number; createdAt: Date; expiresAt: Date },
      groups: readonly NewGroup[],
    ): Promise<void> {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO upload_requests (public_id, company_id, status, created_at, expires_at)
         VALUES ($1, $2, 'created', $3, $4) RETURNING id`,
        [request.publicId, request.companyId, request.createdAt, request.expiresAt],
      );
      if (!row) throw new Error('The upload request was not created');
      for (const [position, group] of groups.entries()) {
        await tx.query(
          `INSERT INTO upload_request_groups
             (company_id, request_id, position, name, description, link, max_file_size_mb,
              accepted_file_types)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            request.companyId,
            row.id,
            position,
            JSON.stringify(group.name),
            JSON.stringify(group.description),
            group.link ?? null,
            group.maxFileSizeMb ?? null,
            group.acceptedFileTypes ?? null,
          ],
        );
      }
    },

    /** Locks the request's row until the transaction ends: uploads and completion queue here. */
    async lock(tx: Db, request: UploadRequestRow): Promise<UploadRequestRow | null> {
      await tx.query(
        'SELECT id FROM upload_requests WHERE id = $1 AND company_id = $2 FOR UPDATE',
        [request.id, request.companyId],
      );
      return this.findByPublicId(request.publicId, tx);
    },

    async groupsOf(request: UploadRequestRow, lang: Lang, tx: Db = db): Promise<DocumentGroup[]> {
      const groups = await tx.query<{
        id: number;
        name: Texts;
        description: Texts;
        link: string | null;
        max_file_size_mb: string | null;
        accepted_file_types: string[] | null;
      }>(
        `SELECT id, name, description, link, max_file_size_mb, accepted_file_types
           FROM upload_request_groups WHERE request_id = $1 AND company_id = $2
          ORDER BY position`,
        [request.id, request.companyId],
      );
      const documents = await tx.query<{
        group_id: number;
        public_id: string;
        original_name: string;
      }>(
        `SELECT group_id, public_id, original_name FROM upload_request_documents
          WHERE request_id = $1 AND company_id = $2 ORDER BY created_at, id`,
        [request.id, request.companyId],
      );
      return groups.map((group) => ({
        id: group.id,
        name: textIn(group.name, lang),
        description: textIn(group.description, lang),
        link: group.link,
        maxFileSizeMb: group.max_file_size_mb === null ? null : Number(group.max_file_size_mb),
        acceptedFileTypes: group.accepted_file_types,
        documents: documents
          .filter((document) => document.group_id === group.id)
          .map((document) => ({ id: document.public_id, originalName: document.original_name })),
      }));
    },

    async findGroup(request: UploadRequestRow, groupId: number): Promise<GroupRow | null> {
      const [row] = await db.query<{
        id: number;
        max_file_size_mb: string | null;
        accepted_file_types: string[] | null;
      }>(
        `SELECT id, max_file_size_mb, accepted_file_types FROM upload_request_groups
          WHERE id = $1 AND request_id = $2 AND company_id = $3`,
        [groupId, request.id, request.companyId],
      );
      return row
        ? {
            id: row.id,
            companyId: request.companyId,
            requestId: request.id,
            maxFileSizeMb: row.max_file_size_mb === null ? null : Number(row.max_file_size_mb),
            acceptedFileTypes: row.accepted_file_types,
          }
        : null;
    },

    async countDocuments(group: GroupRow, tx: Db = db): Promise<number> {
      const [row] = await tx.query<{ count: number }>(
        'SELECT count(*)::integer AS count FROM upload_request_documents WHERE group_id = $1 AND company_id = $2',
        [group.id, group.companyId],
      );
      return row?.count ?? 0;
    },

    /** Groups of the request that have no document yet. */
    async countEmptyGroups(request: UploadRequestRow, tx: Db): Promise<number> {
      const [row] = await tx.query<{ count: number }>(
        `SELECT count(*)::integer AS count FROM upload_request_groups g
          WHERE g.request_id = $1 AND g.company_id = $2
            AND NOT EXISTS (SELECT 1 FROM upload_request_documents d WHERE d.group_id = g.id)`,
        [request.id, request.companyId],
      );
      return row?.count ?? 0;
    },

    async insertDocument(tx: Db, document: NewDocument): Promise<void> {
      await tx.query(
        `INSERT INTO upload_request_documents
           (public_id, company_id, request_id, group_id, original_name, storage_key,
            content_type, size_bytes, uploaded_from, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          document.publicId,
          document.companyId,
          document.requestId,
          document.groupId,
          document.originalName,
          document.storageKey,
          document.contentType,
          document.sizeBytes,
          document.uploadedFrom,
          document.createdAt,
        ],
      );
    },

    /** Deletes one document of the request; answers its storage key, or null when none. */
    async deleteDocument(
      tx: Db,
      request: UploadRequestRow,
      publicId: string,
    ): Promise<string | null> {
      const [row] = await tx.query<{ storage_key: string }>(
        `DELETE FROM upload_request_documents
          WHERE public_id = $1 AND request_id = $2 AND company_id = $3
         RETURNING storage_key`,
        [publicId, request.id, request.companyId],
      );
      return row?.storage_key ?? null;
    },

    async markCompleted(tx: Db, request: UploadRequestRow, at: Date): Promise<void> {
      await tx.query(
        `UPDATE upload_requests SET status = 'completed', completed_at = $3
          WHERE id = $1 AND company_id = $2`,
        [request.id, request.companyId, at],
      );
    },

    /** Records a change attempt and answers how many the request had since `since`. */
    async recordChange(
      request: UploadRequestRow,
      change: {
        action: 'upload' | 'delete' | 'complete';
        ipAddress: string;
        at: Date;
        since: Date;
      },
    ): Promise<number> {
      await db.query(
        `INSERT INTO upload_request_changes (company_id, request_id, action, ip_address, created_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [request.companyId, request.id, change.action, change.ipAddress, change.at],
      );
      const [row] = await db.query<{ count: number }>(
        `SELECT count(*)::integer AS count FROM upload_request_changes
          WHERE request_id = $1 AND company_id = $2 AND created_at > $3`,
        [request.id, request.companyId, change.since],
      );
      return row?.count ?? 0;
    },
  };
}

export type UploadRequests = ReturnType<typeof createUploadRequests>;
