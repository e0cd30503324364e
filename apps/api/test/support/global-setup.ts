import type { TestProject } from 'vitest/node';
import { isPostgresUrl } from '../../src/db/open.js';
import { buildSeededTemplate } from './seeded-template.js';

/** Builds the seeded demo database once for the run (seeded-template.ts); removes it after. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  const built = await buildSeededTemplate(isPostgresUrl(url) ? url : undefined);
  project.provide('seededTemplate', built.template);
  return () => built.remove();
}
