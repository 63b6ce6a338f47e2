import styled from 'styled-components';
import { externalUrl } from '@podbridge/shared/format';
import type { Expert } from '@podbridge/shared/types';
import { Icon } from '@podbridge/kit';
import { availabilityWords } from '../../components/availability';
import { useExpertTexts } from '../../texts';
import { Contact, ExternalLink } from './AboutParts';

const Audio = styled.audio`
  width: 100%;
  max-width: 420px;
`;

/** A sound file every browser's own player takes; any other sample (a video page, a show) is linked. */
const AUDIO_FILE = /\.(mp3|m4a|ogg|oga|wav|aac|opus)$/i;

/** The city and the region's name; once when they are the same place ('Uppsala', not 'Uppsala, Uppsala'). */
function placeName(city: string | null, region: string | null, language: string): string {
  const town = city?.trim();
  if (!town) return region ?? '';
  if (!region) return town;
  // Accents and case aside ('orebro' is Örebro): the region's name is the one spelt right.
  return town.localeCompare(region, language, { sensitivity: 'base' }) === 0 ? region : `${town}, ${region}`;
}

/** Where the expert is, how they record, whether they take bookings now, and a sample of them speaking. */
export function GuestDetails({ expert }: { expert: Expert }) {
  const { t, i18n } = useExpertTexts();
  const region = expert.region ? t(`regions.${expert.region}`) : null;
  const place = placeName(expert.city, region, i18n.language);
  const sample = externalUrl(expert.sample_url);
  return (
    <Contact>
      {place && (
        <>
          <dt>
            <Icon name="pin" size={16} /> {t('about.location')}
          </dt>
          <dd>{place}</dd>
        </>
      )}
      <dt>
        <Icon name="mic" size={16} /> {t('about.recordingFormat')}
      </dt>
      <dd>{t(`formats.${expert.recording_format}`)}</dd>
      <dt>
        <Icon name="calendar" size={16} /> {t('about.availability')}
      </dt>
      <dd>{availabilityWords(expert, t)}</dd>
      {sample && (
        <>
          <dt>
            <Icon name="headphones" size={16} /> {t('about.sample')}
          </dt>
          <dd>
            {AUDIO_FILE.test(new URL(sample).pathname) ? (
              <Audio controls preload="none" src={sample} aria-label={t('about.sampleAudio', { name: expert.name })}>
                {t('about.noAudio')}
              </Audio>
            ) : (
              <ExternalLink url={sample} />
            )}
          </dd>
        </>
      )}
    </Contact>
  );
}
