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

  it('load a model for every flow that is built', async () => {
    for (const entry of flows) {
      const built = machineFolders.includes(entry.id);
      expect({ id: entry.id, model: entry.model !== null }).toEqual({ id: entry.id, model: built });
      const model = await entry.model?.();
      if (model) expect(model.variants.length).toBeGreaterThan(0);
    }
  });
});
