// Why a file was refused before upload (spec part 2 §5, §8), as the drawer words it. The size
// and limit texts are the spec's; the type text is ours (the spec gives none for the drawer).
import type { FileRejection } from '@outlay/design-system';
import type { MessageId } from '@/i18n/catalogs';

export type FileKind = 'receipt' | 'invoice';

export interface RejectionMessage {
  id: MessageId;
  values: Record<string, string | number>;
}

/**
 * What to say about one choice's refused files: one message per type or size problem, and one
 * for all the files over the limit, naming them (the limit is said once, however many).
 */
export function rejectionMessages(
  rejections: readonly FileRejection[],
  kind: FileKind,
): RejectionMessage[] {
  const messages: RejectionMessage[] = [];
  const overLimit: string[] = [];
  for (const rejection of rejections) {
    switch (rejection.reason) {
      case 'size':
        messages.push({ id: 'transactionDrawer.files.tooLarge', values: {} });
        break;
      case 'type':
        messages.push({
          id: 'transactionDrawer.files.type',
          values: { name: rejection.file.name },
        });
        break;
      case 'count':
        overLimit.push(rejection.file.name);
        break;
    }
  }
  if (overLimit.length > 0) {
    messages.push({
      id: 'transactionDrawer.files.overLimit',
      values: { kind, names: overLimit.join(', '), count: overLimit.length },
    });
  }
  return messages;
}
