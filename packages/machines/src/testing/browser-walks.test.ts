import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { browserShare, readBrowserWalks, writeBrowserWalk } from './browser-walks';

const folders: string[] = [];
function freshFolder(): URL {
  const folder = mkdtempSync(join(tmpdir(), 'browser-walks-'));
  folders.push(folder);
  return pathToFileURL(`${folder}/`);
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const report = {
  flow: 'invite',
  variant: 'opened from the Team page',
  walkedAt: '2026-11-25T03:30:00.000Z',
  steps: ['Start → editing', 'invitations.submitted → validating'],
  seen: ['invite', 'invite.editing', 'invite.sent'],
  stateNodes: ['invite', 'invite.editing', 'invite.validating', 'invite.sent'],
};

describe('browser walks as qa:paths reads them', () => {
  it('reads back the last walk of each flow', () => {
    const folder = freshFolder();
    writeBrowserWalk(report, folder);
    writeBrowserWalk({ ...report, flow: 'sign-up', seen: [] }, folder);
    const walks = readBrowserWalks(folder);
    expect([...walks.keys()].sort()).toEqual(['invite', 'sign-up']);
    expect(walks.get('invite')).toEqual(report);
  });

  it('joins the walks of one flow, naming the walk that saw each state', () => {
    const folder = freshFolder();
    writeBrowserWalk({ ...report, walk: 'sent', seen: ['invite', 'invite.sent'] }, folder);
    writeBrowserWalk(
      { ...report, walk: 'refused', seen: ['invite', 'invite.editing', 'invite.validating'] },
      folder,
    );
    const joined = readBrowserWalks(folder).get('invite');
    expect(joined?.seen).toEqual(['invite', 'invite.editing', 'invite.validating', 'invite.sent']);
    expect(joined?.seenBy).toEqual({
      invite: 'refused',
      'invite.editing': 'refused',
      'invite.validating': 'refused',
      'invite.sent': 'sent',
    });
    expect(joined?.steps[0]).toBe('[refused] Start → editing');
    expect(joined && browserShare(joined)).toBe('4/4 100%');
  });

  it('says how much of the machine the browser saw, or that it was not walked', () => {
    expect(browserShare(report)).toBe('3/4 75%');
    expect(browserShare(undefined)).toBe('not walked');
  });

  it('finds no walks where none ran', () => {
    expect(readBrowserWalks(new URL('missing/', freshFolder())).size).toBe(0);
  });
});
