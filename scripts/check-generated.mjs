#!/usr/bin/env node
// Fails when a committed generated file no longer matches what the contract generates.
// It regenerates into a temporary folder and compares byte for byte, naming each file that
// differs, is missing or should not be there.
//
//   node scripts/check-generated.mjs
//   node scripts/check-generated.mjs --committed-dir <dir>   compare <dir> instead of
//                                                           packages/api-client/src/generated
//                                                           (the api-client tests use this)
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, generatedDir } from '../packages/api-client/scripts/generate.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

function committedDirFromArgs(argv) {
  const flag = argv.indexOf('--committed-dir');
  if (flag === -1) return generatedDir;
  const value = argv[flag + 1];
  if (!value) throw new Error('--committed-dir needs a folder');
  return path.resolve(value);
}

/** Lists the problems between the committed folder and a fresh generation; [] when in sync. */
export async function findDrift(committedDir) {
  const freshDir = await mkdtemp(path.join(tmpdir(), 'outlay-generated-'));
  try {
    const names = await generate({ outDir: freshDir });
    const problems = [];
    for (const name of names) {
      const committedFile = path.join(committedDir, name);
      const shown = path.relative(root, committedFile);
      if (!existsSync(committedFile)) {
        problems.push(`${shown} is missing`);
        continue;
      }
      const [committed, fresh] = await Promise.all([
        readFile(committedFile, 'utf8'),
        readFile(path.join(freshDir, name), 'utf8'),
      ]);
      if (committed !== fresh) problems.push(`${shown} differs from what the contract generates`);
    }
    const stale = existsSync(committedDir)
      ? (await readdir(committedDir)).filter((name) => !names.includes(name))
      : [];
    for (const name of stale) {
      problems.push(
        `${path.relative(root, path.join(committedDir, name))} is not generated any more`,
      );
    }
    return problems;
  } finally {
    await rm(freshDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const committedDir = committedDirFromArgs(process.argv);
  const problems = await findDrift(committedDir);
  if (problems.length > 0) {
    console.error(`✖ Generated API client files are out of date:\n  - ${problems.join('\n  - ')}`);
    console.error(
      '  Regenerate them with `npm run contract:generate` (or `pnpm contract:generate`) and commit the result.',
    );
    process.exit(1);
  }
  console.log(
    `✔ Generated API client files match the contract (${path.relative(root, committedDir)}).`,
  );
}
