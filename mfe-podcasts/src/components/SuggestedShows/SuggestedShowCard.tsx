import { useState } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';
import { href, paths } from '@podbridge/shared/paths';
import { MessageButton } from '@podbridge/mfe-messaging/public';
import { Link } from '@podbridge/shared/router';
import { Button, ButtonLink, Hyphenated, Icon, theme, row, stack, wrap } from '@podbridge/kit';
import { useShowDismissal, type SuggestedShow } from '../../api/suggestedShows';
import { usePodcastTexts } from '../../texts';
import { PodcasterByline } from '../PodcasterByline';
import { podcastImage } from '../PodcastCover';
import { pitchDraft, REASON_SEPARATOR, showReasonsText } from './showReasons';

const Article = styled.article`
  ${stack('sm')}
  flex: 1;
  min-width: 0;
  padding: ${theme.spacing.md};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.sm};
  transition: box-shadow ${theme.transitions.normal};
  &:hover {
    box-shadow: ${theme.shadows.md};
  }
  &:focus {
    outline: none;
  }
  &:focus-visible {
    box-shadow: ${theme.shadows.focus};
  }
`;

const Top = styled.div`
  display: grid;
  grid-template-columns: 64px minmax(0, 1fr);
  gap: ${theme.spacing.md};
  align-items: center;
`;

const Thumbnail = styled.img`
  display: block;
  width: 64px;
  height: 64px;
  border-radius: ${theme.radii.md};
  object-fit: cover;
  background: ${theme.colors.surfaceMuted};
`;

const Title = styled.h3`
  font-size: ${theme.fontSizes.md};
  line-height: 1.3;
  overflow-wrap: break-word;
  hyphens: auto;
  a {
    color: ${theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${theme.colors.primary};
    text-decoration: underline;
  }
`;

const Owner = styled.p`
  ${row('xs')}
  margin-top: ${theme.spacing.xxs};
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Reasons = styled.p`
  display: flex;
  gap: ${theme.spacing.xs};
  align-items: flex-start;
  padding: ${theme.spacing.xs} ${theme.spacing.sm};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.primarySoft};
  color: ${theme.colors.primaryDark};
  font-size: ${theme.fontSizes.sm};
  line-height: 1.45;
  overflow-wrap: break-word;
  svg {
    flex-shrink: 0;
    margin-top: 2px;
  }
`;

/** The two main actions share the row; on a phone each takes the whole width. */
const Actions = styled.div`
  ${wrap('sm')}
  margin-top: auto;
  padding-top: ${theme.spacing.xs};
  & > * {
    flex: 1 1 auto;
  }
`;

const Dismiss = styled.div`
  display: flex;
  justify-content: flex-end;
  padding-top: ${theme.spacing.xs};
  border-top: 1px solid ${theme.colors.border};
`;

const NotRelevant = styled(Button)`
  color: ${theme.colors.textMuted};
`;

const Hidden = styled.div`
  ${stack('xxs')}
  align-items: center;
  justify-content: center;
  min-width: 0;
  padding: ${theme.spacing.md};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  text-align: center;
`;

const HiddenTitle = styled.p`
  max-width: 100%;
  font-weight: ${theme.fontWeights.semibold};
  overflow-wrap: break-word;
`;

const Undo = styled.button`
  padding: 0;
  border: none;
  background: none;
  color: ${theme.colors.primary};
  font: inherit;
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: underline;
  cursor: pointer;
  &:hover {
    color: ${theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: none;
    border-radius: ${theme.radii.sm};
    box-shadow: ${theme.shadows.focus};
  }
`;

/** Focus moves to what replaced the control just used, so the keyboard keeps its place. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * One suggested show: its thumbnail, title and owner, why it is suggested, and View show, Pitch yourself (the
 * message dialog with a draft) and Not relevant, which hides it at once with an Undo.
 */
export function SuggestedShowCard({ suggestion }: { suggestion: SuggestedShow }) {
  const { t, i18n } = usePodcastTexts();
  const { podcast, reasons } = suggestion;
  const { dismiss, restore } = useShowDismissal(podcast.id);
  const [hidden, setHidden] = useState(false);
  const [changed, setChanged] = useState(false);
  const titleId = `suggested-show-${podcast.id}`;
  const showPath = href(paths.podcastDetail, { id: podcast.id });

  const hide = () => {
    setHidden(true);
    setChanged(true);
    dismiss.mutate(undefined, {
      onError: () => {
        setHidden(false);
        toast.error(t('suggestedShows.hideFailure'));
      },
    });
  };
  const undo = () => {
    setHidden(false);
    restore.mutate(undefined, {
      onError: () => {
        setHidden(true);
        toast.error(t('suggestedShows.undoFailure'));
      },
    });
  };

  if (hidden) {
    return (
      <Hidden role="group" aria-label={podcast.title}>
        <HiddenTitle>{podcast.title}</HiddenTitle>
        <p>
          <span role="status">{t('suggestedShows.hidden')}</span>
          <span aria-hidden="true">{REASON_SEPARATOR}</span>
          <Undo type="button" ref={focusOnMount} onClick={undo}>
            {t('suggestedShows.undo')}
          </Undo>
        </p>
      </Hidden>
    );
  }

  return (
    <Article aria-labelledby={titleId} tabIndex={-1} ref={changed ? focusOnMount : undefined}>
      <Top>
        <Thumbnail src={podcastImage(podcast, 'card')} alt="" loading="lazy" />
        <div>
          <Title id={titleId}>
            <Link to={showPath}>
              <Hyphenated text={podcast.title} lang={podcast.language} />
            </Link>
          </Title>
          <Owner>
            <PodcasterByline owner={podcast.owner} size={20} />
          </Owner>
        </div>
      </Top>
      <Reasons>
        <Icon name="check" size={16} />
        <span>{showReasonsText(reasons, t, i18n.language)}</span>
      </Reasons>
      <Actions>
        <MessageButton
          label={t('suggestedShows.pitch')}
          recipient={{ id: podcast.owner.id, username: podcast.owner.username }}
          draft={pitchDraft(podcast, reasons, t, i18n.language)}
        />
        <ButtonLink to={showPath} variant="outline">
          {t('suggestedShows.view')}
        </ButtonLink>
      </Actions>
      <Dismiss>
        <NotRelevant variant="ghost" size="sm" onClick={hide}>
          <Icon name="close" size={14} />
          {t('suggestedShows.notRelevant')}
        </NotRelevant>
      </Dismiss>
    </Article>
  );
}
