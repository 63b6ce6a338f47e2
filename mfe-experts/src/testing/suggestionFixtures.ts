import type { Expert, Podcast } from '@podbridge/shared/types';
import type { GuestReasons, SuggestedGuest, SuggestedGuests } from '../api/suggestedGuests';
import { makeExpert } from './expertFixtures';

export const MY_PODCASTS_URL = '/podcasts/my-podcasts/';

export const suggestedGuestsUrl = (podcastId: number) => `/podcasts/${podcastId}/suggested-guests/`;

export const dismissalUrl = (podcastId: number, expertId: number) =>
  `/podcasts/${podcastId}/suggested-guests/${expertId}/dismiss/`;

/** Reasons that say nothing; a test gives the ones it is about. */
export function makeReasons(overrides: Partial<GuestReasons> = {}): GuestReasons {
  return {
    topics: [],
    talking_points: [],
    languages: [],
    recorded: 0,
    rating_average: null,
    answers_within: null,
    available: true,
    ...overrides,
  };
}

export function makeSuggestion(expert: Partial<Expert> = {}, reasons: Partial<GuestReasons> = {}): SuggestedGuest {
  return { expert: makeExpert(expert), reasons: makeReasons(reasons) };
}

export function makeSuggestedGuests(
  podcast: { id: number; title: string },
  results: SuggestedGuest[],
): SuggestedGuests {
  return { podcast, results };
}

/** One of the podcaster's own shows, as GET /podcasts/my-podcasts/ lists it (only what the widget reads). */
export const myShow = (id: number, title: string, approval_status: Podcast['approval_status'] = 'approved') =>
  ({ id, title, approval_status }) as Podcast;
