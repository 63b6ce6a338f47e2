import type { Expert, PodcasterProfile, StoredUserData } from '@podbridge/shared/types';

export const podcaster: StoredUserData = { id: 7, username: 'ada', email: 'ada@podbridge.se', user_type: 'podcaster' };
export const expert: StoredUserData = { id: 9, username: 'grace', email: 'grace@experts.se', user_type: 'expert' };

export function makePodcasterProfile(overrides: Partial<PodcasterProfile> = {}): PodcasterProfile {
  return {
    id: 1,
    user: { id: podcaster.id, username: podcaster.username },
    bio: 'I host a science show',
    website: 'https://ada.example',
    social_links: {},
    profile_picture: null,
    profile_picture_url: null,
    channel_name: 'Ada Talks',
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

export function makeExpertProfile(overrides: Partial<Expert> = {}): Expert {
  return {
    id: 4,
    user: { id: expert.id, username: expert.username },
    name: 'Grace Hopper',
    bio: 'Computer scientist',
    expertise: ['Compilers', 'Navy'],
    talking_points: ['Debugging'],
    languages: ['en'],
    city: 'Arlington',
    region: 'outside_sweden',
    recording_format: 'remote',
    available_from: null,
    is_available: true,
    sample_url: null,
    past_appearances: [],
    experience_years: 40,
    email: null,
    website: 'https://grace.example',
    social_media: '@grace on every network',
    profile_picture: null,
    profile_picture_url: null,
    categories: [],
    category_ids: [],
    approval_status: 'pending',
    review_reason: null,
    is_featured: false,
    is_approved: false,
    likes_count: 0,
    current_user_liked: false,
    current_user_saved: false,
    comments_count: 0,
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}
