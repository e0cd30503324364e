import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flows } from './flows';

// Every machine is QA's to list, draw and walk: a new flow folder needs its entry in flows.ts.
const machineFolders = readdirSync(new URL('..', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .filter((entry) =>
    readdirSync(new URL(`../${entry.name}/`, import.meta.url)).includes(`${entry.name}.machine.ts`),
  )
  .map((entry) => entry.name)
  .sort();

describe('the flows QA lists', () => {
  it('name every machine of the package', () => {
    const listed = flows.map((entry) => entry.id);
    expect(machineFolders.filter((folder) => !listed.includes(folder))).toEqual([]);
  });

  it('load a model of a machine that is built, with a way to start it', async () => {
    for (const entry of flows) {
      if (!entry.model) continue;
      expect(machineFolders).toContain(entry.id);
      const model = await entry.model();
      expect(model.variants.length).toBeGreaterThan(0);
    }
  });
});
