import type { UploadRequestStatus, DocumentGroup } from '@outlay/api-client/schema';
import type { Db } from '../db/db.js';
import { kyselyAcrossCompanies, kyselyOf } from '../db/kysely.js';
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
      // Public: the request's random uuid is its only key, whichever company asked.
      const row = await kyselyAcrossCompanies(tx)
        .selectFrom('upload_requests')
        .select(['id', 'company_id', 'public_id', 'status', 'expires_at'])
        .where('public_id', '=', publicId)
        .executeTakeFirst();
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
      const q = kyselyOf(tx);
      const row = await q
        .insertInto('upload_requests')
        .values({
          public_id: request.publicId,
          company_id: request.companyId,
          status: 'created',
          created_at: request.createdAt,
          expires_at: request.expiresAt,
        })
        .returning('id')
        .executeTakeFirst();
      if (!row) throw new Error('The upload request was not created');
      for (const [position, group] of groups.entries()) {
        await q
          .insertInto('upload_request_groups')
          .values({
            company_id: request.companyId,
            request_id: row.id,
            position,
            name: JSON.stringify(group.name),
            description: JSON.stringify(group.description),
            link: group.link ?? null,
            max_file_size_mb: group.maxFileSizeMb ?? null,
            accepted_file_types: group.acceptedFileTypes ?? null,
          })
          .execute();
      }
    },

    /** Locks the request's row until the transaction ends: uploads and completion queue here. */
    async lock(tx: Db, request: UploadRequestRow): Promise<UploadRequestRow | null> {
      await kyselyOf(tx)
        .selectFrom('upload_requests')
        .select('id')
        .where('id', '=', request.id)
        .where('company_id', '=', request.companyId)
        .forUpdate()
        .execute();
      return this.findByPublicId(request.publicId, tx);
    },

    async groupsOf(request: UploadRequestRow, lang: Lang, tx: Db = db): Promise<DocumentGroup[]> {
      const q = kyselyOf(tx);
      const groups = await q
        .selectFrom('upload_request_groups')
        .select((eb) => [
          'id',
          // Written from NewGroup's texts (create).
          eb.ref('name').$castTo<Texts>().as('name'),
          eb.ref('description').$castTo<Texts>().as('description'),
          'link',
          'max_file_size_mb',
          'accepted_file_types',
        ])
        .where('request_id', '=', request.id)
        .where('company_id', '=', request.companyId)
        .orderBy('position')
        .execute();
      const documents = await q
        .selectFrom('upload_request_documents')
        .select(['group_id', 'public_id', 'original_name'])
        .where('request_id', '=', request.id)
        .where('company_id', '=', request.companyId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
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
      const row = await kyselyOf(db)
        .selectFrom('upload_request_groups')
        .select(['id', 'max_file_size_mb', 'accepted_file_types'])
        .where('id', '=', groupId)
        .where('request_id', '=', request.id)
        .where('company_id', '=', request.companyId)
        .executeTakeFirst();
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
      const row = await kyselyOf(tx)
        .selectFrom('upload_request_documents')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('group_id', '=', group.id)
        .where('company_id', '=', group.companyId)
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /** Groups of the request that have no document yet. */
    async countEmptyGroups(request: UploadRequestRow, tx: Db): Promise<number> {
      const row = await kyselyOf(tx)
        .selectFrom('upload_request_groups as g')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('g.request_id', '=', request.id)
        .where('g.company_id', '=', request.companyId)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('upload_request_documents as d')
                .select('d.id')
                .whereRef('d.group_id', '=', 'g.id')
                .whereRef('d.company_id', '=', 'g.company_id'),
            ),
          ),
        )
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    async insertDocument(tx: Db, document: NewDocument): Promise<void> {
      await kyselyOf(tx)
        .insertInto('upload_request_documents')
        .values({
          public_id: document.publicId,
          company_id: document.companyId,
          request_id: document.requestId,
          group_id: document.groupId,
          original_name: document.originalName,
          storage_key: document.storageKey,
          content_type: document.contentType,
          size_bytes: document.sizeBytes,
          uploaded_from: document.uploadedFrom,
          created_at: document.createdAt,
        })
        .execute();
    },

    /** Deletes one document of the request; answers its storage key, or null when none. */
    async deleteDocument(
      tx: Db,
      request: UploadRequestRow,
      publicId: string,
    ): Promise<string | null> {
      const row = await kyselyOf(tx)
        .deleteFrom('upload_request_documents')
        .where('public_id', '=', publicId)
        .where('request_id', '=', request.id)
        .where('company_id', '=', request.companyId)
        .returning('storage_key')
        .executeTakeFirst();
      return row?.storage_key ?? null;
    },

    async markCompleted(tx: Db, request: UploadRequestRow, at: Date): Promise<void> {
      await kyselyOf(tx)
        .updateTable('upload_requests')
        .set({ status: 'completed', completed_at: at })
        .where('id', '=', request.id)
        .where('company_id', '=', request.companyId)
        .execute();
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
      const q = kyselyOf(db);
      await q
        .insertInto('upload_request_changes')
        .values({
          company_id: request.companyId,
          request_id: request.id,
          action: change.action,
          ip_address: change.ipAddress,
          created_at: change.at,
        })
        .execute();
      const row = await q
        .selectFrom('upload_request_changes')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('request_id', '=', request.id)
        .where('company_id', '=', request.companyId)
        .where('created_at', '>', change.since)
        .executeTakeFirst();
      return row?.count ?? 0;
    },
  };
}

export type UploadRequests = ReturnType<typeof createUploadRequests>;
