#!/usr/bin/env node
// Fails when a message key is missing from any catalog, when a message is not valid ICU, or
// when a translation uses other placeholders than the English message.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const requireFromWeb = createRequire(join(root, 'apps/web/package.json'));
const intlRequire = createRequire(requireFromWeb.resolve('@formatjs/intl'));
const { parse, TYPE } = await import(intlRequire.resolve('@formatjs/icu-messageformat-parser'));

const catalogDirs = ['apps/web/src/i18n/messages'];
const problems = [];

function argumentsOf(elements, into = new Set()) {
  for (const element of elements) {
    if (element.type !== TYPE.literal && element.type !== TYPE.pound && 'value' in element) {
      into.add(element.value);
    }
    if (element.options) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.children) argumentsOf(element.children, into);
  }
  return into;
}

for (const dir of catalogDirs) {
  const files = readdirSync(join(root, dir)).filter((file) => file.endsWith('.json'));
  const catalogs = Object.fromEntries(
    files.map((file) => [
      file.replace('.json', ''),
      JSON.parse(readFileSync(join(root, dir, file), 'utf8')),
    ]),
  );
  const english = catalogs.en;
  if (!english) {
    problems.push(`${dir}: no en.json`);
    continue;
  }
  for (const [language, catalog] of Object.entries(catalogs)) {
    for (const key of Object.keys(english)) {
      if (!(key in catalog)) problems.push(`${dir}/${language}.json: missing "${key}"`);
    }
    for (const [key, message] of Object.entries(catalog)) {
      if (!(key in english)) {
        problems.push(`${dir}/${language}.json: "${key}" is not in en.json`);
        continue;
      }
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${dir}/${language}.json: "${key}" is empty`);
        continue;
      }
      try {
        const expected = [...argumentsOf(parse(english[key]))].sort().join(',');
        const actual = [...argumentsOf(parse(message))].sort().join(',');
        if (expected !== actual) {
          problems.push(
            `${dir}/${language}.json: "${key}" uses {${actual}} but English uses {${expected}}`,
          );
        }
      } catch (error) {
        problems.push(`${dir}/${language}.json: "${key}" is not valid ICU (${error.message})`);
      }
    }
  }
  console.log(`${dir}: ${Object.keys(english).length} messages × ${files.length} languages`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
