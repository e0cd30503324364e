import { Banner, LiveRegion } from '@outlay/design-system';
import { useTranslator } from '@/i18n/intl';
import type { UnsavedDraft, UnsavedDrafts } from '../model/unsaved-drafts';

const missingOf = ({ definition }: UnsavedDraft) =>
  definition.categoryId === null
    ? definition.taxRateId === null
      ? 'both'
      : 'category'
    : 'taxRate';

/**
 * The edits not saved yet, each named with what it still needs (saving needs a category and a
 * tax rate, spec part 2 §5): in view until they are complete, after a reload too, so nothing
 * chosen is dropped without the user being told. The live region, on the page from the start,
 * says it as the list changes.
 */
export function UnsavedBanner({ drafts }: { drafts: UnsavedDrafts }) {
  const { t } = useTranslator();
  const lines = [...drafts].map(([id, draft]) => ({
    id,
    text: t('accounting.unsaved.row', { merchant: draft.title, missing: missingOf(draft) }),
  }));
  // The spec's warning that saving needs both (part 2 §5), then each edit and what it needs.
  const title = t('accounting.incomplete');
  return (
    <>
      <LiveRegion visuallyHidden>
        {lines.length === 0 ? '' : [title, ...lines.map((line) => line.text)].join(' ')}
      </LiveRegion>
      {lines.length > 0 && (
        <Banner tone="warning" title={title}>
          {lines.length === 1 ? (
            lines[0]?.text
          ) : (
            <ul>
              {lines.map((line) => (
                <li key={line.id}>{line.text}</li>
              ))}
            </ul>
          )}
        </Banner>
      )}
    </>
  );
}
