import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden, media, theme, cluster } from '@podbridge/kit';
import { useAdminTexts } from '../texts';

const Frame = styled.div`
  ${media.md} {
    overflow-x: auto;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
  }
`;

/**
 * A table from medium screens on; on a phone every row is a card of "column: value" lines with its actions
 * under them, so nothing scrolls sideways.
 */
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
  /* Out of sight on a phone (each cell names its column) but still read by screen readers. */
  thead {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  tr {
    display: block;
    margin-bottom: ${theme.spacing.md};
    padding: ${theme.spacing.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
  }
  td {
    display: grid;
    grid-template-columns: 7.5rem minmax(0, 1fr);
    gap: ${theme.spacing.sm};
    padding: 4px 0;
    overflow-wrap: anywhere;
  }
  td::before {
    content: attr(data-label);
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeights.semibold};
  }
  td[data-actions] {
    display: block;
    margin-top: ${theme.spacing.sm};
  }
  td[data-actions]::before {
    content: none;
  }
  ${media.md} {
    min-width: 720px;
    thead {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
    }
    tr {
      display: table-row;
      margin: 0;
      padding: 0;
      border: none;
      border-radius: 0;
      box-shadow: none;
    }
    th,
    td,
    td[data-actions] {
      display: table-cell;
      margin: 0;
      padding: ${theme.spacing.sm} ${theme.spacing.md};
      border-bottom: 1px solid ${theme.colors.border};
      text-align: left;
      vertical-align: middle;
    }
    td::before {
      content: none;
    }
    th {
      background: ${theme.colors.surfaceMuted};
      color: ${theme.colors.textMuted};
      font-weight: ${theme.fontWeights.semibold};
      white-space: nowrap;
    }
    tbody tr:last-child td {
      border-bottom: none;
    }
  }
`;

export const RowActions = styled.div`
  ${cluster('xs', 'sm')}
  ${media.md} {
    flex-wrap: nowrap;
  }
`;

export interface TableRow {
  id: number;
  cells: ReactNode[];
  /** The row's buttons, in the last column. */
  actions?: ReactNode;
}

/** The admin screens' table of items: one row each, with their actions in the last column. */
export function ModerationTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: TableRow[] }) {
  const { t } = useAdminTexts();
  const hasActions = rows.some((row) => row.actions !== undefined);
  return (
    <Frame>
      <Table>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
            {hasActions && <th scope="col">{t('table.actions')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, index) => (
                <td key={columns[index]} data-label={columns[index]}>
                  {cell}
                </td>
              ))}
              {hasActions && <td data-actions="">{row.actions}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </Frame>
  );
}
