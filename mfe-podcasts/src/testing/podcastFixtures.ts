import type { screen } from '@testing-library/react';
import { mockApi } from '@podbridge/shared/testing';
import type { Podcast, PodcasterPage, StoredUserData } from '@podbridge/shared/types';

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
    owner: { id: owner.id, user: owner.id, username: owner.username, profile_picture_url: null },
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

/** The page of `owner` as a podcaster: profile, links (one that is not http(s)) and two published shows. */
export function makePodcaster(overrides: Partial<PodcasterPage> = {}): PodcasterPage {
  return {
    id: owner.id,
    username: owner.username,
    display_name: owner.username,
    profile_picture_url: 'https://cdn.podbridge.test/ada.webp',
    bio: 'I host two shows about science.\nBased in Uppsala.',
    website: 'https://www.ada.example.se/about',
    social_links: { instagram: 'https://instagram.com/ada', mastodon: 'javascript:alert(1)' },
    channel_name: 'Ada Sound',
    member_since: '2025-02-03T10:00:00Z',
    podcasts: [
      makePodcast({
        feed: {
          verified: true,
          episode_count: 31,
          latest_episode_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          cadence: 'weekly',
          active: true,
        },
      }),
      makePodcast({ id: 2, title: 'Lab Notes', link: null }),
    ],
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

/**
 * A show's "by <name>" line found by its name's link in `scope` (`screen` or `within(...)`): the line's text and
 * where the name leads, the podcaster's page.
 */
export function podcasterByline(scope: Pick<typeof screen, 'getByRole'>, name: string) {
  const link = scope.getByRole('link', { name });
  return { text: link.parentElement?.textContent, href: link.getAttribute('href') };
}
