import type { BulkCells, BulkColumn, BulkRowProblem } from '@outlay/rules';
import { BULK_COLUMNS } from '@outlay/rules';
import { Button, Table, type TableColumn, TextField } from '@outlay/design-system';
import type { MessageId } from '@/i18n/message-ids';
import { useTranslator } from '@/i18n/intl';
import { COLUMN_LABEL } from '../lib/bulk-labels';

type Line = BulkCells & { id: number };

/**
 * A new batch's rows, each cell a field with its problem, and a button to remove the row
 * (loaded by the bulk payment page once it has painted).
 */
export function BulkRowsTable({
  rows,
  problems,
  onCellChange,
  onRemove,
}: {
  rows: readonly BulkCells[];
  problems: readonly BulkRowProblem[];
  onCellChange: (index: number, column: BulkColumn, value: string) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslator();
  const problemOf = (index: number, column: BulkColumn) =>
    problems.find((problem) => problem.row === index + 1 && problem.column === column);

  const lines: Line[] = rows.map((row, index) => ({ ...row, id: index }));
  const columns: TableColumn<Line>[] = [
    {
      id: 'row',
      name: t('payments.bulk.column.row'),
      isRowHeader: true,
      render: (line) => String(line.id + 1),
    },
    ...BULK_COLUMNS.map((column): TableColumn<Line> => ({
      id: column,
      name: t(COLUMN_LABEL[column]),
      minWidth: 'medium',
      render: (line) => {
        const problem = problemOf(line.id, column);
        return (
          <TextField
            label={t(COLUMN_LABEL[column])}
            aria-label={t('payments.bulk.cellLabel', {
              row: line.id + 1,
              column: t(COLUMN_LABEL[column]),
            })}
            value={line[column]}
            onChange={(value) => {
              onCellChange(line.id, column, value);
            }}
            isInvalid={problem !== undefined}
            errorMessage={
              problem ? t(`payments.bulk.problem.${problem.problem}` as MessageId) : undefined
            }
          />
        );
      },
    })),
    {
      id: 'remove',
      name: t('payments.bulk.removeRow'),
      hideHeader: true,
      render: (line) => (
        <Button
          variant="secondary"
          aria-label={t('payments.bulk.removeRowNumber', { row: line.id + 1 })}
          onPress={() => {
            onRemove(line.id);
          }}
        >
          {t('payments.bulk.removeRow')}
        </Button>
      ),
    },
  ];

  return (
    <Table
      aria-label={t('payments.bulk.rows')}
      columns={columns}
      rows={lines}
      dependencies={[problems]}
    />
  );
}
