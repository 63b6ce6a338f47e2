import toast from 'react-hot-toast';
import { Checkbox } from '@podbridge/kit';
import { useMessageEmails } from '../api/messageEmails';
import { useAccountTexts } from '../texts';
import { SectionLabel, SettingCard, SettingHint } from './SettingCard';

/** My Profile's switch for the unread-message emails (at most one a day per conversation). */
export function MessageEmailsCard() {
  const { t } = useAccountTexts();
  const { enabled, loaded, save } = useMessageEmails();
  return (
    <SettingCard as="section" aria-label={t('profile.messageEmails.title')}>
      <SectionLabel>{t('profile.messageEmails.heading')}</SectionLabel>
      <Checkbox
        label={t('profile.messageEmails.label')}
        checked={enabled ?? false}
        disabled={!loaded || save.isPending}
        onChange={(event) =>
          save.mutate(event.target.checked, { onError: () => toast.error(t('profile.messageEmails.failed')) })
        }
      />
      <SettingHint>{t('profile.messageEmails.hint')}</SettingHint>
    </SettingCard>
  );
}
