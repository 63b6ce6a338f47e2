import type { Booking, BookingPage, StoredUserData } from '@podbridge/shared/types';

export const anna: StoredUserData = { id: 1, username: 'anna', user_type: 'podcaster' };
export const erik: StoredUserData = { id: 2, username: 'erik', user_type: 'expert' };

const NO_ACTIONS: Booking['actions'] = {
  accept: false,
  propose: false,
  decline: false,
  cancel: false,
  mark_outcome: false,
  confirm: false,
  set_episode_link: false,
  review: false,
};

let nextId = 40;

/** A booking between anna (podcaster) and erik (expert, profile 12), as `role` sees it; waiting for erik by default. */
export function makeBooking(overrides: Partial<Booking> = {}, actions: Partial<Booking['actions']> = {}): Booking {
  nextId += 1;
  return {
    id: nextId,
    status: 'pending',
    awaiting: 'expert',
    your_role: 'expert',
    podcast: { id: 5, title: 'Science Weekly', awaiting_review: false },
    podcaster: { id: anna.id, username: anna.username, display_name: anna.username, picture: null },
    expert: {
      id: erik.id,
      username: erik.username,
      display_name: 'Erik Svensson',
      picture: null,
      profile_id: 12,
      name: 'Erik Svensson',
    },
    topic: 'Black holes for beginners',
    format: 'remote',
    place: null,
    time_zone: 'Europe/Stockholm',
    duration_minutes: 60,
    recording_link: 'https://studio.example/anna',
    note: 'Looking forward to it!',
    slots: [
      { id: 301, starts_at: '2027-01-12T09:00:00.000Z', proposed_by: 'podcaster' },
      { id: 302, starts_at: '2027-01-14T13:30:00.000Z', proposed_by: 'podcaster' },
    ],
    starts_at: null,
    decline_reason: null,
    cancel_reason: null,
    cancelled_by: null,
    expert_confirmation: null,
    dispute_reason: null,
    episode_link: null,
    reviews: [],
    actions: { ...NO_ACTIONS, ...actions },
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function pageOf(results: Booking[], count = results.length): BookingPage {
  return { count, next: null, previous: null, results };
}
