// Loads the contract (openapi/outlay.yaml and the files it references) the way
// openapi-typescript does, so the generator and the contract tests read the same document.
import { bundle, createConfig } from '@redocly/openapi-core';
import { fileURLToPath } from 'node:url';

/** Absolute path of the root contract document. */
export const contractPath = fileURLToPath(new URL('../../../openapi/outlay.yaml', import.meta.url));

/**
 * The contract bundled into one document. With `dereference: true` every `$ref` is replaced
 * by the object it points to (for JSON Schema validation); otherwise references to split
 * files become local `#/components/...` references.
 */
export async function loadContract({ dereference = false } = {}) {
  const config = await createConfig({}, { extends: ['minimal'] });
  const { bundle: document, problems } = await bundle({ ref: contractPath, config, dereference });
  const errors = problems.filter((problem) => problem.severity === 'error');
  if (errors.length > 0) {
    const details = errors.map((problem) => `  - ${problem.message}`).join('\n');
    throw new Error(`The contract ${contractPath} does not bundle:\n${details}`);
  }
  return document.parsed;
}
