import styled from 'styled-components';
import { externalUrl } from '@podbridge/shared/format';
import type { Expert } from '@podbridge/shared/types';
import { theme, plainList } from '@podbridge/kit';
import { useExpertTexts } from '../../texts';
import { formatDay } from '../../components/availability';
import { ExternalLink, Section, Subheading } from './AboutParts';

const Appearances = styled.ul`
  ${plainList('xs')}
  overflow-wrap: anywhere;
`;

const When = styled.time`
  color: ${theme.colors.textMuted};
`;

/** The shows the expert was a guest on: show — episode (linked when it has an address), and the date. */
export function PastAppearances({ appearances }: { appearances: Expert['past_appearances'] }) {
  const { t } = useExpertTexts();
  if (appearances.length === 0) return null;
  return (
    <Section>
      <Subheading>{t('about.pastAppearances')}</Subheading>
      <Appearances aria-label={t('about.pastAppearances')}>
        {appearances.map((appearance, index) => {
          const url = externalUrl(appearance.url);
          return (
            // The list is only ever shown whole, never reordered in place: the position is a stable key.
            <li key={index}>
              <strong>{appearance.show}</strong> —{' '}
              {url ? <ExternalLink url={url}>{appearance.episode}</ExternalLink> : appearance.episode}
              {appearance.date && (
                <>
                  {' · '}
                  <When dateTime={appearance.date}>{formatDay(appearance.date)}</When>
                </>
              )}
            </li>
          );
        })}
      </Appearances>
    </Section>
  );
}
