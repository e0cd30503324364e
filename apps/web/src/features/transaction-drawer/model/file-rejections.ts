// Why a file was refused before upload (spec part 2 §5, §8), as the drawer words it. The size
// and limit texts are the spec's; the type text is ours (the spec gives none for the drawer).
import type { FileRejection } from '@outlay/design-system';
import type { MessageId } from '../../../i18n/catalogs';

export type FileKind = 'receipt' | 'invoice';

export function rejectionMessage(
  rejection: FileRejection,
  kind: FileKind,
): { id: MessageId; values: Record<string, string> } {
  switch (rejection.reason) {
    case 'size':
      return { id: 'transactionDrawer.files.tooLarge', values: {} };
    case 'count':
      return { id: 'transactionDrawer.files.limit', values: { kind } };
    case 'type':
      return { id: 'transactionDrawer.files.type', values: { name: rejection.file.name } };
  }
}
