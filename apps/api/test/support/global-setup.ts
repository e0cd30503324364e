import type { TestProject } from 'vitest/node';
import { isPostgresUrl } from '../../src/db/open.js';
import { buildSeededTemplate } from './seeded-template.js';
import { ensureOcr } from '../../../../scripts/ensure-ocr.mjs';

/** Builds the seeded demo database once for the run (seeded-template.ts); removes it after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The receipt inbox's tests read PDFs and photos with Debian's tools (installed when missing
  // and the run is root's; without them those tests say what is missing).
  ensureOcr();
  const url = process.env.DATABASE_URL;
  const built = await buildSeededTemplate(isPostgresUrl(url) ? url : undefined);
  project.provide('seededTemplate', built.template);
  return () => built.remove();
}
