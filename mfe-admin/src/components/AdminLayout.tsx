import type { ReactNode } from 'react';
import { NavLink } from '@podbridge/shared/router';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { Container, media, theme, useDocumentTitle } from '@podbridge/kit';
import { adminPaths } from '../adminPaths';
import { useAdminTexts, type AdminTextKey } from '../texts';

const Page = styled(Container)`
  padding-top: ${theme.spacing.lg};
  padding-bottom: ${theme.spacing.xxl};
`;

/** One row of pills on wider screens; on a phone they wrap instead of hiding past the edge. */
const Sections = styled.nav`
  margin-bottom: ${theme.spacing.lg};
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.spacing.xs};
    padding: 4px;
    margin: 0;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    list-style: none;
  }
  ${media.md} {
    ul {
      width: max-content;
      border-radius: ${theme.radii.pill};
    }
  }
  a {
    display: block;
    padding: 6px 14px;
    border-radius: ${theme.radii.pill};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    color: ${theme.colors.primary};
  }
  a[aria-current='page'] {
    background: ${theme.colors.primary};
    color: ${theme.colors.white};
  }
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
`;

const Lead = styled.p`
  margin: ${theme.spacing.xs} 0 ${theme.spacing.lg};
  color: ${theme.colors.textMuted};
`;

const Release = styled.p`
  margin-top: ${theme.spacing.xl};
  color: ${theme.colors.textSubtle};
  font-size: ${theme.fontSizes.xs};
`;

/** This remote's release, set at build time; the admin team releases it on its own. */
export const ADMIN_RELEASE = process.env.PODBRIDGE_RELEASE ?? 'development';

const SECTIONS: { to: string; label: AdminTextKey; end: boolean }[] = [
  { to: paths.admin, label: 'layout.nav.dashboard', end: true },
  { to: paths.adminExperts, label: 'layout.nav.experts', end: false },
  { to: paths.adminPodcastApproval, label: 'layout.nav.podcasts', end: false },
  { to: paths.adminReports, label: 'layout.nav.reports', end: false },
  { to: adminPaths.topics, label: 'layout.nav.topics', end: false },
  { to: adminPaths.digests, label: 'layout.nav.digests', end: false },
  { to: adminPaths.failedMail, label: 'layout.nav.failedMail', end: false },
  { to: paths.adminAudit, label: 'layout.nav.audit', end: false },
];

/** The frame of every admin screen: the admin sections, the title and a line under it. */
export function AdminLayout({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  const { t } = useAdminTexts();
  useDocumentTitle(title);
  return (
    <Page>
      <Sections aria-label={t('layout.sections')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.end}>
                {t(section.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </Sections>
      <Title>{title}</Title>
      <Lead>{lead}</Lead>
      {children}
      <Release>{t('layout.release', { release: ADMIN_RELEASE })}</Release>
    </Page>
  );
}
