import { useState } from 'react';
import styled from 'styled-components';
import toast from 'react-hot-toast';
import { externalUrl, formatDateTime, formatRelativeTime, formatShortDate } from '@podbridge/shared/format';
import type { Podcast } from '@podbridge/shared/types';
import { Alert, Button, Card, CardTitle, FactList, theme, cluster, stack } from '@podbridge/kit';
import { useFeedStatus, useRefreshFeed, useVerifyFeed, type FeedStatus } from '../../api/podcastFeed';
import { InsetPanel } from '../../components/InsetPanel';
import { feedErrorText } from '../../components/feedErrors';
import { usePodcastTexts } from '../../texts';

const Panel = styled(Card)`
  ${stack('md')}
`;

const Actions = styled.div`
  ${cluster('sm')}
`;

/** Dashed: a step still to take. */
const Verify = styled(InsetPanel)`
  border: 1px dashed ${theme.colors.border};
  background: none;
`;

const Code = styled.code`
  display: block;
  padding: ${theme.spacing.sm};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceMuted};
  font-size: ${theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Address = styled.a`
  overflow-wrap: anywhere;
`;

/** The tag a host adds to their feed's channel to prove it is theirs (Podcasting 2.0). */
const verificationTag = (code: string) => `<podcast:txt purpose="verify">${code}</podcast:txt>`;

function CopyButton({ text }: { text: string }) {
  const { t } = usePodcastTexts();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      console.error('Copy failed', error);
      toast.error(t('detail.copyFailed'));
    }
  };
  return (
    <Button variant="light" size="sm" onClick={() => void copy()}>
      {copied ? t('feed.owner.copied') : t('feed.owner.copy')}
    </Button>
  );
}

function VerifyBox({ status, verify }: { status: FeedStatus; verify: ReturnType<typeof useVerifyFeed> }) {
  const { t } = usePodcastTexts();
  return (
    <Verify>
      <h3>{t('feed.owner.verifyTitle')}</h3>
      <p>{t('feed.owner.verifyIntro')}</p>
      <Muted>{t('feed.owner.codeLabel')}</Muted>
      <Code data-testid="verification-code">{status.verification_code}</Code>
      <Muted>{t('feed.owner.tagLabel')}</Muted>
      <Code>{verificationTag(status.verification_code)}</Code>
      <Actions>
        <CopyButton text={verificationTag(status.verification_code)} />
        <Button size="sm" loading={verify.isPending} onClick={() => verify.mutate()}>
          {t('feed.owner.check')}
        </Button>
      </Actions>
      {verify.isError && <Alert variant="warning">{feedErrorText(verify.error, t('feed.owner.failure'))}</Alert>}
    </Verify>
  );
}

/**
 * The owner's panel for a show with a feed: where it is read from and when, why it fails if it does, "Refresh now"
 * (once an hour), and until the show is verified, the code to put into the feed and "Check now".
 */
export function FeedPanel({ podcast }: { podcast: Podcast }) {
  const { t } = usePodcastTexts();
  const { data: status, isError } = useFeedStatus(podcast.id, true);
  const refresh = useRefreshFeed(podcast.id);
  const verify = useVerifyFeed(podcast.id);
  if (isError) return <Alert variant="error">{t('feed.owner.failure')}</Alert>;
  if (!status) return null;
  const address = externalUrl(status.url);
  const waitUntil = new Date(status.refresh_available_at);
  const mustWait = waitUntil.getTime() > Date.now();
  const published = verify.data?.published;
  return (
    <Panel as="section" aria-labelledby="podcast-feed">
      <CardTitle id="podcast-feed">{t('feed.owner.title')}</CardTitle>
      <FactList>
        <dt>{t('feed.owner.address')}</dt>
        <dd>
          {address ? (
            <Address href={address} target="_blank" rel="noopener noreferrer">
              {status.url}
            </Address>
          ) : (
            status.url
          )}
        </dd>
        <dt>{t('feed.owner.lastRead')}</dt>
        <dd>{status.checked_at ? formatRelativeTime(status.checked_at) : t('feed.owner.never')}</dd>
      </FactList>
      {status.failing_since && (
        <Alert variant="warning">
          {t('feed.owner.failing', { date: formatShortDate(status.failing_since), reason: status.last_error ?? '' })}
        </Alert>
      )}
      {status.verified_at ? (
        <Alert variant="success">
          {published === true
            ? t('feed.owner.published')
            : t('feed.owner.verifiedSince', { date: formatShortDate(status.verified_at) })}
        </Alert>
      ) : (
        <VerifyBox status={status} verify={verify} />
      )}
      <Actions>
        <Button
          variant="outline"
          size="sm"
          loading={refresh.isPending}
          disabled={mustWait}
          onClick={() => refresh.mutate(undefined, { onSuccess: () => toast.success(t('feed.owner.refreshed')) })}
        >
          {t('feed.owner.refresh')}
        </Button>
        {mustWait && <Muted>{t('feed.owner.refreshWait', { when: formatDateTime(waitUntil) })}</Muted>}
      </Actions>
      {refresh.isError && <Alert variant="warning">{feedErrorText(refresh.error, t('feed.owner.failure'))}</Alert>}
    </Panel>
  );
}
