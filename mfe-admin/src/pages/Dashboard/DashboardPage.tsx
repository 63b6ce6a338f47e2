import { Link } from '@podbridge/shared/router';
import styled from 'styled-components';
import { paths } from '@podbridge/shared/paths';
import { Icon, theme, type IconName, stack } from '@podbridge/kit';
import { adminPaths } from '../../adminPaths';
import { useAdminStats } from '../../api/getStats';
import { AdminLayout } from '../../components/AdminLayout';
import { QueueStatus } from '../../components/QueueStatus';
import { useAdminTexts } from '../../texts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${theme.spacing.md};
`;

const Stat = styled.section<{ $pending?: boolean }>`
  ${stack('xs')}
  padding: ${theme.spacing.lg};
  border: 1px solid ${({ $pending }) => ($pending ? theme.colors.accent : theme.colors.border)};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  h2 {
    display: flex;
    align-items: center;
    gap: ${theme.spacing.xs};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
  }
  strong {
    font-size: ${theme.fontSizes.hero};
    line-height: 1.1;
  }
  a {
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.semibold};
  }
`;

function StatCard({
  title,
  value,
  icon,
  link,
}: {
  title: string;
  value: number;
  icon: IconName;
  link?: { to: string; label: string };
}) {
  return (
    <Stat aria-label={title} $pending={link !== undefined && value > 0}>
      <h2>
        <Icon name={icon} size={16} /> {title}
      </h2>
      <strong>{value}</strong>
      {link && <Link to={link.to}>{link.label}</Link>}
    </Stat>
  );
}

/**
 * /admin: the totals and what needs an admin, each linking to its screen: the two pending counts, open reports and
 * the emails given up after every attempt failed. A count above zero is highlighted.
 */
export function DashboardPage() {
  const { t } = useAdminTexts();
  const { data: stats, isPending, error } = useAdminStats();
  return (
    <AdminLayout title={t('dashboard.title')} lead={t('dashboard.lead')}>
      <QueueStatus
        isPending={isPending}
        error={error}
        forbidden={t('dashboard.forbidden')}
        failed={t('dashboard.failed')}
      />
      {stats && (
        <Grid>
          <StatCard title={t('dashboard.totalUsers')} value={stats.total_users} icon="user" />
          <StatCard title={t('dashboard.totalPodcasts')} value={stats.total_podcasts} icon="mic" />
          <StatCard title={t('dashboard.totalExperts')} value={stats.total_experts} icon="graduation" />
          <StatCard
            title={t('dashboard.pendingExperts')}
            value={stats.pending_experts}
            icon="check"
            link={{ to: paths.adminExperts, label: t('dashboard.reviewExperts') }}
          />
          <StatCard
            title={t('dashboard.pendingPodcasts')}
            value={stats.pending_podcasts}
            icon="check"
            link={{ to: paths.adminPodcastApproval, label: t('dashboard.reviewPodcasts') }}
          />
          <StatCard
            title={t('dashboard.openReports')}
            value={stats.open_reports}
            icon="chat"
            link={{ to: paths.adminReports, label: t('dashboard.reviewReports') }}
          />
          <StatCard
            title={t('dashboard.failedEmails')}
            value={stats.failed_emails}
            icon="mail"
            link={{ to: adminPaths.failedMail, label: t('dashboard.reviewFailedEmails') }}
          />
        </Grid>
      )}
    </AdminLayout>
  );
}
