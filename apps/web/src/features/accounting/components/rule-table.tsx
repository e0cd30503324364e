import {
  Button,
  EditableCell,
  Heading,
  Stack,
  Table,
  type TableColumn,
  Text,
} from '@outlay/design-system';
import type { ReactNode } from 'react';
import { useTranslator } from '@/i18n/intl';

export interface RuleTableProps<Rule> {
  title: string;
  description: string;
  rules: readonly Rule[];
  /** What a rule is about (a category, a merchant): one rule each. */
  subject: {
    column: string;
    keyOf: (rule: Rule) => string | number;
    nameOf: (rule: Rule) => string;
  };
  /** What the rule chooses for it (a tax rate, a category), edited in place. */
  choice: {
    column: string;
    field: string;
    nameOf: (rule: Rule) => string;
    editor: (rule: Rule, close: () => void) => ReactNode;
  };
  canEdit: boolean;
  saving: boolean;
  onRemove: (rule: Rule) => void;
  /** The form that adds a rule, under the table. */
  children?: ReactNode;
}

/** One kind of accounting rule as a table: its subject, its choice edited in place, Remove. */
export function RuleTable<Rule>(props: RuleTableProps<Rule>) {
  const { t } = useTranslator();
  const { subject, choice } = props;
  const columns: TableColumn<{ id: string | number; rule: Rule }>[] = [
    {
      id: 'subject',
      name: subject.column,
      isRowHeader: true,
      render: ({ rule }) => subject.nameOf(rule),
    },
    {
      id: 'choice',
      name: choice.column,
      fill: true,
      render: ({ rule }) => (
        <EditableCell
          aria-label={t('accounting.table.cell', {
            value: choice.nameOf(rule),
            field: choice.field,
            merchant: subject.nameOf(rule),
          })}
          editorTitle={choice.field}
          isDisabled={!props.canEdit || props.saving}
          editor={(close) => choice.editor(rule, close)}
        >
          {choice.nameOf(rule)}
        </EditableCell>
      ),
    },
    {
      id: 'remove',
      name: t('accounting.rules.remove.column'),
      hideHeader: true,
      render: ({ rule }) =>
        props.canEdit ? (
          <Button
            variant="secondary"
            size="small"
            isDisabled={props.saving}
            onPress={() => {
              props.onRemove(rule);
            }}
          >
            {t('accounting.rules.remove')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Stack space="medium">
      <Heading level={2} size={3}>
        {props.title}
      </Heading>
      <Text tone="muted">{props.description}</Text>
      <Table
        aria-label={props.title}
        columns={columns}
        rows={props.rules.map((rule) => ({ id: subject.keyOf(rule), rule }))}
        emptyState={<Text tone="muted">{t('accounting.rules.none')}</Text>}
      />
      {props.children}
    </Stack>
  );
}
