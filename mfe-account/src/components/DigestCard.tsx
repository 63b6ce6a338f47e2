import toast from 'react-hot-toast';
import styled from 'styled-components';
import { describeApiError } from '@podbridge/shared/api';
import { useLanguage } from '@podbridge/shared/i18n';
import { Button, Checkbox } from '@podbridge/kit';
import { useDigest, type DigestSubscription } from '../api/digest';
import { digestTime } from './digestTime';
import { useAccountTexts } from '../texts';
import { SectionLabel, SettingCard, SettingHint } from './SettingCard';

const Resend = styled(Button)`
  align-self: flex-start;
`;

/** The accounts that get a weekly email: an expert the shows looking for guests, a podcaster the new experts. */
export type DigestReader = 'expert' | 'podcaster';

/**
 * My Profile's weekly email: ticking it mails a link to confirm (pending until followed, with a way to send it
 * again), unticking turns it off; the hint says what comes next.
 */
export function DigestCard({ reader }: { reader: DigestReader }) {
  const { t } = useAccountTexts();
  const language = useLanguage();
  const { digest, loaded, save } = useDigest();
  const kind: DigestSubscription['kind'] = digest?.kind ?? (reader === 'expert' ? 'shows' : 'experts');
  const status = digest?.status ?? 'off';
  const next = digest?.next_send_at ? digestTime(digest.next_send_at, language) : null;

  const saveFailed = (error: unknown) => {
    const { status: answer, detail } = describeApiError(error);
    // Too many links asked for: the API says when to try again; anything else is one plain message.
    toast.error(answer === 429 && detail ? detail : t('profile.digest.failed'));
  };

  return (
    <SettingCard as="section" aria-label={t('profile.digest.title')}>
      <SectionLabel>{t('profile.digest.title')}</SectionLabel>
      <Checkbox
        label={t(`profile.digest.label.${kind}`)}
        checked={status !== 'off'}
        disabled={!loaded || save.isPending}
        onChange={(event) => save.mutate(event.target.checked, { onError: saveFailed })}
      />
      {status === 'off' && <SettingHint>{t('profile.digest.hint.off')}</SettingHint>}
      {status === 'pending' && (
        <>
          <SettingHint>{t('profile.digest.hint.pending')}</SettingHint>
          <Resend
            variant="ghost"
            size="sm"
            disabled={save.isPending}
            onClick={() =>
              save.mutate(true, { onSuccess: () => toast.success(t('profile.digest.resent')), onError: saveFailed })
            }
          >
            {t('profile.digest.resend')}
          </Resend>
        </>
      )}
      {status === 'on' && next && <SettingHint>{t('profile.digest.hint.on', next)}</SettingHint>}
    </SettingCard>
  );
}
