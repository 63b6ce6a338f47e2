import { mockApi } from '@podbridge/shared/testing';
import type { Podcast, StoredUserData } from '@podbridge/shared/types';

export const owner: StoredUserData = { id: 7, username: 'ada', user_type: 'podcaster' };
export const listener: StoredUserData = { id: 9, username: 'grace', user_type: 'expert' };

export function makePodcast(overrides: Partial<Podcast> = {}): Podcast {
  return {
    id: 1,
    title: 'Climate Conversations',
    description: 'Weekly talks with scientists about the planet and its future',
    link: 'https://example.com/climate',
    audio_url: null,
    image: null,
    image_url: 'https://cdn.podbridge.test/climate.png',
    thumbnail_url: 'https://cdn.podbridge.test/climate-400.png',
    category: { id: 3, name: 'Science', name_sv: 'Vetenskap' },
    category_id: 3,
    owner: { id: owner.id, username: owner.username, profile_picture_url: null },
    user: owner.id,
    creator_name: 'Ada Lovelace',
    language: 'English',
    audience_languages: ['en'],
    guest_topics: [],
    website: null,
    social_media: null,
    is_approved: true,
    approval_status: overrides.is_approved === false ? 'pending' : 'approved',
    review_reason: null,
    is_featured: false,
    created_at: '2026-03-14T10:00:00Z',
    updated_at: '2026-03-14T10:00:00Z',
    likes_count: 4,
    current_user_liked: false,
    current_user_saved: false,
    comments_count: 2,
    feed: null,
    ...overrides,
  };
}

/** What the like status answers: one more than the fixture's `likes_count`, so a test can wait until it arrived. */
export const LOADED_LIKES = 5;

/** Like status and comments of any podcast: the detail page asks for them on its own. */
export function mockPodcastSocial(): void {
  mockApi()
    .onGet(/\/podcasts\/\d+\/likes\/$/)
    .reply(200, { current_user_liked: false, likes_count: LOADED_LIKES });
  mockApi()
    .onGet(/\/podcasts\/\d+\/comments\/$/)
    .reply(200, []);
}

/** A multipart body sent through the mock, read back as plain fields. */
export function formFields(data: unknown): Record<string, FormDataEntryValue> {
  if (!(data instanceof FormData)) throw new Error('Expected a multipart body');
  return Object.fromEntries(data.entries());
}
