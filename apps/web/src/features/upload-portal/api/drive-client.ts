import { createDriveClient, type OutlayClient } from '@outlay/api-client';
import type { Language } from '@/i18n/languages';

/**
 * The drive's fixed API key. It ships with the app, so it is not a secret (the link's uuid
 * is): it keeps crawlers off the drive and lets the drive move without a code change. A build
 * for another drive sets VITE_OUTLAY_DRIVE_API_KEY; the server's default is the same value.
 */
const DRIVE_API_KEY: string =
  (import.meta.env.VITE_OUTLAY_DRIVE_API_KEY as string | undefined) ?? 'outlay-drive-web-2026';

/** The drive client for one link: its language, no session. */
export function createPortalClient(language: Language): OutlayClient {
  return createDriveClient({ apiKey: DRIVE_API_KEY, language });
}
