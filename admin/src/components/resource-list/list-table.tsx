import type { ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { SortIcon } from '../ui/icons.tsx';
import { ActionMenu, type MenuAction } from '../ui/menu.tsx';

export interface ListColumn<Row> {
  /** The server's sort column. */
  id: string;
  label: string;
  render: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'end';
  /** Short values that read badly when broken (codes, dates, amounts). */
  nowrap?: boolean;
}

/** What opening a row does: go to its form, or show it in place (the audit log's dialog). */
export type DetailConfig<Row> = { label: string } & (
  | { href: (row: Row) => string }
  | { open: (row: Row) => void }
);

export interface ListSort {
  column: string;
  order: 'asc' | 'desc';
}

export interface ListTableProps<Row> {
  title: string;
  columns: ListColumn<Row>[];
  rows: { id: string | number; row: Row; no: number }[];
  numbered: boolean;
  sort: ListSort | null;
  onSort: (sort: ListSort) => void;
  actionsFor: (row: Row) => MenuAction[];
  detail?: DetailConfig<Row>;
  nameOf: (row: Row) => string;
  emptyText?: string;
  busy: boolean;
}

function cellClass(column: Pick<ListColumn<unknown>, 'align' | 'nowrap'>, index: number): string {
  return ['td', index === 0 && 'td-primary', column.align === 'end' && 'td-end', column.nowrap && 'td-nowrap']
    .filter(Boolean)
    .join(' ');
}

/**
 * The rows of a list: a grid with sortable headers (asc, then desc on the same header) and a menu
 * per row; below 768 px each row is a card of label/value lines. A press on a row (click, tap, or
 * Enter on the focused row) opens it; the menu's button handles its own presses, so opening the
 * menu never opens the row.
 */
export function ListTable<Row>(props: ListTableProps<Row>) {
  const { columns, numbered, sort, detail } = props;
  return (
    <div className="table-wrap" aria-busy={props.busy}>
      <Table
        className="table"
        aria-label={props.title}
        sortDescriptor={
          sort
            ? { column: sort.column, direction: sort.order === 'desc' ? 'descending' : 'ascending' }
            : undefined
        }
        onSortChange={(next) =>
          props.onSort({
            column: String(next.column),
            order: next.direction === 'descending' ? 'desc' : 'asc',
          })
        }
      >
        <TableHeader className="table-head">
          {numbered && (
            <Column id="__no" className="th th-no">
              No
            </Column>
          )}
          {columns.map((column, index) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={index === 0}
              allowsSorting={column.sortable !== false}
              className={`th ${column.align === 'end' ? 'th-end' : ''}`}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className="th-inner">
                  {column.label}
                  {allowsSorting && <SortIcon direction={sortDirection} className="sort-icon" />}
                </span>
              )}
            </Column>
          ))}
          <Column id="__menu" className="th th-menu">
            <span className="visually-hidden">Aksi</span>
          </Column>
        </TableHeader>
        <TableBody
          className="table-body"
          items={props.rows}
          renderEmptyState={() => <p className="table-empty">{props.emptyText ?? 'Tidak ada data.'}</p>}
        >
          {({ row, no }) => (
            <Row
              className={detail ? 'tr tr-opens' : 'tr'}
              // A link row: the router navigates, and a modifier press opens a new tab as links do.
              href={detail && 'href' in detail ? detail.href(row) : undefined}
              onAction={detail && 'open' in detail ? () => detail.open(row) : undefined}
            >
              {numbered && (
                <Cell className="td td-no" data-label="No">
                  {no}
                </Cell>
              )}
              {columns.map((column, index) => (
                <Cell key={column.id} className={cellClass(column, index)} data-label={column.label}>
                  {column.render(row)}
                </Cell>
              ))}
              <Cell className="td td-menu">
                <ActionMenu label={`Aksi untuk ${props.nameOf(row)}`} actions={props.actionsFor(row)} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </div>
  );
}
