// A second Outlay process for the lock tests: takes the folder lock the way a server does,
// says so, and holds it until it is stopped.
import { lockDirectory } from '../../../src/db/directory-lock.js';

const dir = process.argv[2];
if (dir === undefined) throw new Error('usage: hold-directory-lock <dir>');
lockDirectory(dir, 'The PGlite database');
process.stdout.write('locked\n');
setInterval(() => undefined, 60_000);
