// The drift check, run as CI runs it, against copies of the committed generated files.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const generatedDir = fileURLToPath(new URL('../src/generated/', import.meta.url));
let copy: string;

function runCheck(committedDir: string) {
  const run = spawnSync(
    process.execPath,
    ['scripts/check-generated.mjs', '--committed-dir', committedDir],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

beforeEach(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'outlay-generated-copy-'));
  cpSync(generatedDir, copy, { recursive: true });
});
afterEach(() => {
  rmSync(copy, { recursive: true, force: true });
});

describe('scripts/check-generated.mjs', { timeout: 30_000 }, () => {
  it('passes on an unchanged copy of the committed files', () => {
    const { status, output } = runCheck(copy);
    expect(output).toContain('match the contract');
    expect(status).toBe(0);
  });

  it('fails, naming the file, when schema.ts was edited', () => {
    const schema = path.join(copy, 'schema.ts');
    writeFileSync(schema, readFileSync(schema, 'utf8').replace("'admin'", "'owner'"));

    const { status, output } = runCheck(copy);

    expect(status).toBe(1);
    expect(output).toMatch(/schema\.ts differs from what the contract generates/);
    expect(output).not.toMatch(/operations\.ts/);
  });

  it('fails when operations.ts is missing or a stale file is left behind', () => {
    rmSync(path.join(copy, 'operations.ts'));
    writeFileSync(path.join(copy, 'old.ts'), 'export {};\n');

    const { status, output } = runCheck(copy);

    expect(status).toBe(1);
    expect(output).toMatch(/operations\.ts is missing/);
    expect(output).toMatch(/old\.ts is not generated any more/);
  });
});
