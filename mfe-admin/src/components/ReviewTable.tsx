import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, VisuallyHidden, theme } from '@podbridge/shared/ui';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
`;

const Table = styled.table`
  width: 100%;
  min-width: 720px;
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};
  th,
  td {
    padding: ${theme.spacing.sm} ${theme.spacing.md};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    background: ${theme.colors.surfaceMuted};
    color: ${theme.colors.textMuted};
    font-weight: ${theme.fontWeights.semibold};
    white-space: nowrap;
  }
  tr:last-child td {
    border-bottom: none;
  }
  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.spacing.xs};
`;

export interface ReviewRow {
  id: number;
  /** Read in the Approve/Reject buttons' accessible names. */
  label: string;
  cells: ReactNode[];
}

/** A queue of items waiting for an admin: one row each with Approve and Reject. */
export function ReviewTable({
  caption,
  columns,
  rows,
  busy,
  onApprove,
  onReject,
}: {
  caption: string;
  columns: string[];
  rows: ReviewRow[];
  busy: boolean;
  onApprove: (id: number) => void;
  onReject: (id: number) => void;
}) {
  return (
    <Scroll>
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
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {row.cells.map((cell, index) => (
                <td key={columns[index]}>{cell}</td>
              ))}
              <td>
                <Actions>
                  <Button
                    size="sm"
                    variant="primary"
                    disabled={busy}
                    aria-label={`Approve ${row.label}`}
                    onClick={() => onApprove(row.id)}
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={busy}
                    aria-label={`Reject ${row.label}`}
                    onClick={() => onReject(row.id)}
                  >
                    Reject
                  </Button>
                </Actions>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Scroll>
  );
}
