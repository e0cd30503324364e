import { TextArea } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import { type MemoEntry, useMemoAutosave } from '../model/use-memo-autosave';

/** Longest memo the server keeps (the contract's Memo). */
const MEMO_MAX_LENGTH = 1000;

/**
 * The Memo (spec part 2 §2.2, §4): saved 3 s after the last keystroke, silently; a quiet
 * "Saved" once the server has it. A transfer's memo is its description.
 */
export function MemoField({ entry, stored }: { entry: MemoEntry; stored: string | null }) {
  const { t } = useTranslator();
  const memo = useMemoAutosave(entry, stored);
  return (
    <TextArea
      label={t('transactionDrawer.memo.label')}
      placeholder={t('transactionDrawer.memo.placeholder')}
      value={memo.text}
      onChange={memo.change}
      maxLength={MEMO_MAX_LENGTH}
      status={memo.status === 'saved' ? t('transactionDrawer.memo.saved') : undefined}
    />
  );
}
