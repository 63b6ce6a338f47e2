import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { Container, theme } from '@podbridge/shared/ui';

const Page = styled(Container)`
  padding-top: ${theme.spacing.lg};
  padding-bottom: ${theme.spacing.xxl};
`;

const Back = styled(Link)`
  display: inline-block;
  margin-bottom: ${theme.spacing.sm};
  color: ${theme.colors.primary};
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
`;

const Lead = styled.p`
  margin: ${theme.spacing.xs} 0 ${theme.spacing.lg};
  color: ${theme.colors.textMuted};
`;

/** The frame of every admin screen: title, a line under it, and the way back to the dashboard on the queues. */
export function AdminLayout({
  title,
  lead,
  back = true,
  children,
}: {
  title: string;
  lead: string;
  back?: boolean;
  children: ReactNode;
}) {
  return (
    <Page as="main">
      {back && (
        <Back to={paths.admin}>
          <span aria-hidden="true">←</span> Admin Dashboard
        </Back>
      )}
      <Title>{title}</Title>
      <Lead>{lead}</Lead>
      {children}
    </Page>
  );
}
