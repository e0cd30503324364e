import type {
  ApiError,
  DocumentGroup,
  Language,
  UploadedDocument,
  UploadRequest,
} from '@outlay/api-client';

export interface UploadPortalInput {
  /** The link's uuid: the request's only key. */
  uuid: string;
  /** The link's language, asked of the drive for the groups' names. */
  language: Language;
}

/** Why a file was refused before it left the device (the server checks again). */
export type FileRejection =
  | { fileName: string; reason: 'size'; limitMb: number }
  | { fileName: string; reason: 'type'; extensions: readonly string[] };

/** A file on its way to the drive. */
export interface PendingUpload {
  /** Also the id of its upload actor: `upload.<key>`. */
  key: string;
  groupId: number;
  fileName: string;
  /** 0 to 1. */
  progress: number;
}

/** What went wrong with the last call, for the banner ('Upload was unsuccessful' …). */
export interface PortalNotice {
  kind: 'upload' | 'delete' | 'complete';
  fileName: string | null;
  error: ApiError;
}

export interface UploadPortalContext {
  uuid: string;
  language: Language;
  /** The request as the drive answered it, kept up to date as files come and go. */
  request: UploadRequest | null;
  /** The drive's limit for groups that set none. */
  maxUploadSizeInBytes: number;
  uploads: PendingUpload[];
  /** Ids of documents being deleted. */
  deletions: string[];
  /** The last refusal per group id, shown under its zone. */
  rejections: Record<number, FileRejection[]>;
  notice: PortalNotice | null;
  /** Numbers the upload actors: `upload.f1`, `upload.f2`… */
  uploadsStarted: number;
}

export type UploadPortalEvent =
  | { type: 'files.selected'; groupId: number; files: readonly File[] }
  | { type: 'document.deleteRequested'; documentId: string }
  | { type: 'request.saved' }
  | { type: 'notice.dismissed' }
  | { type: 'upload.progressed'; key: string; progress: number }
  | { type: `xstate.done.actor.upload.${string}`; output: UploadedDocument; actorId: string }
  | { type: `xstate.error.actor.upload.${string}`; error: unknown; actorId: string }
  | { type: `xstate.done.actor.delete.${string}`; output: unknown; actorId: string }
  | { type: `xstate.error.actor.delete.${string}`; error: unknown; actorId: string };

/** Emitted once the drive has completed the request: the page reloads at the same path. */
export interface UploadPortalEmitted {
  type: 'request.completed';
}

export type { DocumentGroup };
