import { mockApi } from '@podbridge/shared/testing';
import type { Expert, Reaction, StoredUserData } from '@podbridge/shared/types';

export const owner: StoredUserData = { id: 7, username: 'marie', user_type: 'expert' };
export const podcaster: StoredUserData = { id: 9, username: 'ada', user_type: 'podcaster' };
export const otherExpert: StoredUserData = { id: 11, username: 'linus', user_type: 'expert' };

export function makeExpert(overrides: Partial<Expert> = {}): Expert {
  return {
    id: 1,
    user: { id: owner.id, username: owner.username },
    name: 'Marie Curie',
    bio: 'Physicist and chemist who pioneered research on radioactivity and won two Nobel prizes',
    expertise: ['Radioactivity', 'Chemistry'],
    talking_points: ['Women in science', 'Radium'],
    experience_years: 25,
    website: 'https://curie.example',
    social_media: null,
    email: 'contact@curie.example',
    profile_picture: null,
    profile_picture_url: 'https://cdn.podbridge.test/marie.png',
    categories: [{ id: 3, name: 'Physics', name_sv: 'Fysik' }],
    category_ids: [3],
    languages: ['sv', 'en'],
    city: 'Lund',
    region: 'skane',
    recording_format: 'both',
    available_from: null,
    is_available: true,
    sample_url: 'https://curie.example/sample.mp3',
    past_appearances: [
      {
        show: 'Mind Matters',
        episode: 'Radium and me',
        url: 'https://pods.example/mind-matters/12',
        date: '2026-03-01',
      },
    ],
    likes_count: 4,
    current_user_liked: false,
    current_user_saved: false,
    comments_count: 2,
    is_approved: true,
    approval_status: 'approved',
    review_reason: null,
    is_featured: false,
    created_at: '2026-03-14T10:00:00Z',
    updated_at: '2026-03-14T10:00:00Z',
    ...overrides,
  };
}

/** What the reactions answer: one more than the fixture's `likes_count`, so a test can wait until it arrived. */
export const LOADED_LIKES = 5;

/** Reactions and comments of any expert: the detail page's widgets ask for them on their own. */
export function mockExpertSocial(): void {
  const reactions: Reaction[] = Array.from({ length: LOADED_LIKES }, (_, index) => ({
    id: index + 1,
    reaction_type: 'like' as const,
    user: { id: 100 + index, username: `fan${index}`, display_name: `fan${index}`, picture: null },
    created_at: '2026-03-14T10:00:00Z',
  }));
  mockApi()
    .onGet(/\/experts\/profiles\/\d+\/reactions\/$/)
    .reply(200, reactions);
  mockApi()
    .onGet(/\/experts\/profiles\/\d+\/comments\/$/)
    .reply(200, []);
}

/** A multipart body sent through the mock, read back as plain fields. */
export function formFields(data: unknown): Record<string, FormDataEntryValue> {
  if (!(data instanceof FormData)) throw new Error('Expected a multipart body');
  return Object.fromEntries(data.entries());
}
