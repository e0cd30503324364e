import { useId, type ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components/Button';
import { Collection } from 'react-aria-components/Collection';
import { Dialog as AriaDialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Popover as AriaPopover } from 'react-aria-components/Popover';
import { Tree, TreeItem, TreeItemContent } from 'react-aria-components/Tree';

import type { FieldProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { CheckIcon, ChevronDownIcon, ChevronRightIcon, DangerIcon } from '../icons/icons';
import * as popoverStyles from '../Popover/Popover.css';
import * as selectStyles from '../Select/Select.css';
import * as styles from './TreeSelect.css';

/** One node of the tree: a department and its sub-departments, say. */
export interface TreeSelectNode {
  id: string;
  name: string;
  children: readonly TreeSelectNode[];
}

export interface TreeSelectProps extends Omit<FieldProps, 'errorMessage'> {
  /** The tree; every node can be chosen, parents too. */
  items: readonly TreeSelectNode[];
  /** The chosen node's id, or null. */
  value: string | null;
  onChange: (id: string) => void;
  /** Shown on the trigger when nothing is chosen. */
  placeholder: string;
  isDisabled?: boolean;
  /** An error under the field, which describes the button; its border turns red. */
  errorMessage?: string;
}

/** The path of names from the root to `id` ("Sales › North"), or null when absent. */
function pathTo(nodes: readonly TreeSelectNode[], id: string): string[] | null {
  for (const node of nodes) {
    if (node.id === id) return [node.name];
    const below = pathTo(node.children, id);
    if (below) return [node.name, ...below];
  }
  return null;
}

function parentIds(nodes: readonly TreeSelectNode[]): string[] {
  return nodes.flatMap((node) =>
    node.children.length > 0 ? [node.id, ...parentIds(node.children)] : [],
  );
}

function renderNode(node: TreeSelectNode): ReactNode {
  return (
    <TreeItem id={node.id} textValue={node.name} className={styles.item}>
      <TreeItemContent>
        {({ hasChildItems, isExpanded, isSelected, level }) => (
          <span className={styles.row} style={{ paddingInlineStart: `${(level - 1) * 1.25}rem` }}>
            {hasChildItems ? (
              <AriaButton slot="chevron" className={styles.chevron}>
                {isExpanded ? <ChevronDownIcon size="small" /> : <ChevronRightIcon size="small" />}
              </AriaButton>
            ) : (
              <span className={styles.chevronSpace} aria-hidden="true" />
            )}
            <span className={styles.name}>{node.name}</span>
            {isSelected && (
              <span className={styles.check} aria-hidden="true">
                <CheckIcon size="small" />
              </span>
            )}
          </span>
        )}
      </TreeItemContent>
      <Collection items={node.children}>{renderNode}</Collection>
    </TreeItem>
  );
}

/**
 * A field that chooses one node of a tree (departments and sub-departments): a button like a
 * Select's that opens the tree in a popover. Arrow keys move, → and ← open and close a branch,
 * Enter or Space chooses, Escape closes and puts focus back on the button.
 */
export function TreeSelect({
  label,
  description,
  errorMessage,
  items,
  value,
  onChange,
  placeholder,
  isDisabled,
}: TreeSelectProps) {
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null]
    .filter(Boolean)
    .join(' ');
  const path = value === null ? null : pathTo(items, value);
  const choose = (key: unknown, close: () => void) => {
    if (typeof key === 'string' || typeof key === 'number') {
      onChange(String(key));
      close();
    }
  };
  return (
    <div className={fieldStyles.field}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
      </span>
      <DialogTrigger>
        <AriaButton
          className={
            errorMessage
              ? `${selectStyles.trigger} ${selectStyles.invalidTrigger}`
              : selectStyles.trigger
          }
          aria-labelledby={`${labelId} ${valueId}`}
          aria-describedby={describedBy || undefined}
          data-invalid={errorMessage ? '' : undefined}
          isDisabled={isDisabled}
        >
          <span
            id={valueId}
            className={selectStyles.value}
            data-placeholder={path ? undefined : ''}
          >
            {path ? path.join(' › ') : placeholder}
          </span>
          <span className={selectStyles.chevron} aria-hidden="true">
            <ChevronDownIcon size="small" />
          </span>
        </AriaButton>
        <AriaPopover className={popoverStyles.popover} placement="bottom start">
          <AriaDialog className={styles.dialog} aria-labelledby={labelId}>
            {({ close }) => (
              <Tree
                aria-labelledby={labelId}
                items={items}
                selectionMode="single"
                disallowEmptySelection
                escapeKeyBehavior="none"
                selectedKeys={value === null ? [] : [value]}
                onSelectionChange={(keys) => {
                  if (keys !== 'all') choose([...keys][0], close);
                }}
                onAction={(key) => {
                  choose(key, close);
                }}
                defaultExpandedKeys={parentIds(items)}
                className={styles.tree}
                autoFocus="first"
              >
                {renderNode}
              </Tree>
            )}
          </AriaDialog>
        </AriaPopover>
      </DialogTrigger>
      {description && (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      )}
      {errorMessage && (
        <span id={errorId} className={fieldStyles.error}>
          <DangerIcon size="small" />
          <span>{errorMessage}</span>
        </span>
      )}
    </div>
  );
}
