#!/usr/bin/env node
// Fails when a message key is missing from any catalog, when a message is not valid ICU, or
// when a translation uses other placeholders than the English message.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const requireFromWeb = createRequire(join(root, 'apps/web/package.json'));
const { parse, TYPE } = await import(requireFromWeb.resolve('@formatjs/icu-messageformat-parser'));

// Catalogs live in <dir>/<language>/<area>.json; every language must hold every English id.
const catalogDirs = ['apps/web/src/i18n/messages'];
const problems = [];

function readLanguage(dir) {
  const merged = {};
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const area = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const [key, message] of Object.entries(area)) {
      if (key in merged) problems.push(`${dir}/${file}: "${key}" is defined twice`);
      merged[key] = message;
    }
  }
  return merged;
}

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
  const languages = readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const catalogs = Object.fromEntries(
    languages.map((language) => [language, readLanguage(join(root, dir, language))]),
  );
  const english = catalogs.en;
  if (!english) {
    problems.push(`${dir}: no en/ folder`);
    continue;
  }
  for (const [language, catalog] of Object.entries(catalogs)) {
    for (const key of Object.keys(english)) {
      if (!(key in catalog)) problems.push(`${dir}/${language}: missing "${key}"`);
    }
    for (const [key, message] of Object.entries(catalog)) {
      if (!(key in english)) {
        problems.push(`${dir}/${language}: "${key}" is not in English`);
        continue;
      }
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${dir}/${language}: "${key}" is empty`);
        continue;
      }
      try {
        const expected = [...argumentsOf(parse(english[key]))].sort().join(',');
        const actual = [...argumentsOf(parse(message))].sort().join(',');
        if (expected !== actual) {
          problems.push(
            `${dir}/${language}: "${key}" uses {${actual}} but English uses {${expected}}`,
          );
        }
      } catch (error) {
        problems.push(`${dir}/${language}: "${key}" is not valid ICU (${error.message})`);
      }
    }
  }
  console.log(`${dir}: ${Object.keys(english).length} messages × ${languages.length} languages`);
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
