import type { ReactNode } from 'react';

/** A column heading; amounts are numeric, set right so their digits line up. */
export interface ReportColumn {
  label: string;
  numeric?: boolean;
}

/** One table of the financial report: a caption, its column headings, its rows and an optional foot. */
export function ReportTable({
  caption,
  columns,
  children,
  foot,
}: {
  caption: ReactNode;
  columns: ReportColumn[];
  children: ReactNode;
  foot?: ReactNode;
}) {
  return (
    <table className="report-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.numeric ? 'num' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
      {foot && <tfoot>{foot}</tfoot>}
    </table>
  );
}
