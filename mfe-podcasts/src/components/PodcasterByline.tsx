import { Trans } from '@podbridge/shared/i18n';
import { href, paths } from '@podbridge/shared/paths';
import { Link } from '@podbridge/shared/router';
import type { Podcast } from '@podbridge/shared/types';
import { Avatar } from '@podbridge/kit';
import { PODCASTS_NAMESPACE, usePodcastTexts } from '../texts';

export interface PodcasterBylineProps {
  owner: Podcast['owner'];
  /** The name to show; the owner's username unless told ('Unknown' without either). */
  name?: string;
  /** The picture's size in px. */
  size: number;
}

/** "by oskar_ek" beside the podcaster's picture, the name a link to their public page: who runs the show. */
export function PodcasterByline({ owner, name = owner.username, size }: PodcasterBylineProps) {
  const { t } = usePodcastTexts();
  const shown = name || t('card.unknown');
  return (
    <>
      <Avatar url={owner.profile_picture_url} name={shown} size={size} />
      <span>
        <Trans
          t={t}
          ns={PODCASTS_NAMESPACE}
          i18nKey="podcaster.by"
          values={{ name: shown }}
          components={{ owner: <Link to={href(paths.podcasterPage, { id: owner.id })} /> }}
        />
      </span>
    </>
  );
}
