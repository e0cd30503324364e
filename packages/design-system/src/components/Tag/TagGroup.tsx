import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import {
  Tag as AriaTag,
  TagGroup as AriaTagGroup,
  TagList,
  type TagGroupProps as AriaTagGroupProps,
  type TagProps as AriaTagProps,
} from 'react-aria-components/TagGroup';

import { useStrings } from '../../i18n/strings';
import { FieldDescription, FieldLabel } from '../Field/Field';
import { CloseIcon } from '../icons/icons';
import * as styles from './Tag.css';

export interface TagGroupProps<T extends object> extends Omit<
  AriaTagGroupProps,
  'className' | 'style' | 'children' | 'render'
> {
  /** The visible label of the group, such as "Filters". */
  label: string;
  description?: ReactNode;
  items?: Iterable<T>;
  /** `Tag`s, or a function rendering one per item. */
  children: ReactNode | ((item: T) => ReactNode);
  /** Shown when there are no tags. */
  emptyMessage?: string;
}

/**
 * A labelled list of tags (applied filters, a role). With `onRemove`, each tag has a remove
 * button ("Remove") and Backspace/Delete removes the focused tag.
 */
export function TagGroup<T extends object>({
  label,
  description,
  items,
  children,
  emptyMessage,
  ...props
}: TagGroupProps<T>) {
  return (
    <AriaTagGroup {...props} className={styles.group}>
      <FieldLabel>{label}</FieldLabel>
      <TagList
        items={items}
        className={styles.list}
        renderEmptyState={emptyMessage ? () => emptyMessage : undefined}
      >
        {children}
      </TagList>
      {description && <FieldDescription>{description}</FieldDescription>}
    </AriaTagGroup>
  );
}

export interface TagProps extends Omit<
  AriaTagProps,
  'className' | 'style' | 'children' | 'render'
> {
  children: ReactNode;
}

export function Tag({ children, ...props }: TagProps) {
  const strings = useStrings();
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <AriaTag {...props} textValue={textValue} className={styles.tag}>
      {({ allowsRemoving }) => (
        <>
          {children}
          {allowsRemoving && (
            <AriaButton slot="remove" className={styles.remove} aria-label={strings.remove}>
              <CloseIcon size="small" />
            </AriaButton>
          )}
        </>
      )}
    </AriaTag>
  );
}
