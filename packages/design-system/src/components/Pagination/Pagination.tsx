import { Button as AriaButton } from 'react-aria-components/Button';

import { useStrings } from '../../i18n/strings';
import { IconButton } from '../IconButton/IconButton';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/icons';
import { pageItems } from './pages';
import * as styles from './Pagination.css';

export interface PaginationProps {
  /** The current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark. @default the design system's "Pagination" */
  label?: string;
}

/** Previous/next buttons and page numbers, in a navigation landmark. */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  const strings = useStrings();
  const count = Math.max(1, pageCount);
  return (
    <nav aria-label={label ?? strings.pagination}>
      <ul className={styles.list}>
        <li>
          <IconButton
            size="small"
            label={strings.previousPage}
            icon={<ChevronLeftIcon size="small" />}
            isDisabled={page <= 1}
            onPress={() => {
              onPageChange(page - 1);
            }}
          />
        </li>
        {pageItems(page, count).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <AriaButton
                className={styles.page}
                aria-label={strings.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => {
                  if (item !== page) {
                    onPageChange(item);
                  }
                }}
              >
                {item}
              </AriaButton>
            </li>
          ),
        )}
        <li>
          <IconButton
            size="small"
            label={strings.nextPage}
            icon={<ChevronRightIcon size="small" />}
            isDisabled={page >= count}
            onPress={() => {
              onPageChange(page + 1);
            }}
          />
        </li>
      </ul>
    </nav>
  );
}
