import type { components, paths } from './generated/api';

export type { components, paths };

type Schemas = components['schemas'];
type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** The JSON an endpoint answers with for a status, e.g. `ApiResponse<'/api/podcasts/', 'get'>`. */
export type ApiResponse<
  Path extends keyof paths,
  M extends Method,
  Status extends number = 200,
> = paths[Path][M] extends {
  responses: Record<Status, { content: { 'application/json': infer Body } }>;
}
  ? Body
  : never;

/** The body an endpoint takes (its JSON form; multipart forms send the same fields as text). */
export type ApiRequestBody<Path extends keyof paths, M extends Method> = paths[Path][M] extends {
  requestBody?: { content: infer Content };
}
  ? Content[keyof Content]
  : never;

// The named schemas of the API (components.schemas).
export type Podcast = Schemas['Podcast'];
export type Category = Schemas['Category'];
export type PodcasterProfile = Schemas['PodcasterProfile'];
export type Expert = Schemas['Expert'];
export type ExpertCategory = Schemas['ExpertCategory'];
/** What a directory's search understood: the words to highlight, the topics met, the nearest topics when none matched. */
export type SearchSummary = Schemas['SearchSummary'];
export type TopicRef = SearchSummary['topics'][number];
export type Comment = Schemas['Comment'];
export type Reply = Schemas['Reply'];
export type Reaction = Schemas['Reaction'];
export type ApiUser = ApiResponse<'/api/users/register/', 'post', 201>;
export type ErrorDetail = Schemas['ErrorDetail'];
export type FieldErrors = Schemas['FieldErrors'];
export type UserMessage = Schemas['UserMessage'];
export type Conversation = Schemas['Conversation'];
export type UserBlock = Schemas['UserBlock'];
export type UserSearchResult = Schemas['UserSearchResult'];
export type Booking = Schemas['Booking'];
export type BookingReview = Schemas['BookingReview'];

// Shapes the API answers with at the top level of a response, named here from their endpoints.
export type UserRef = Pick<Podcast['owner'], 'id' | 'username'>;
export type PodcastPage = ApiResponse<'/api/podcasts/', 'get'>;
export type ExpertPage = ApiResponse<'/api/experts/', 'get'>;
export type PodcasterProfilePage = ApiResponse<'/api/podcasts/profiles/', 'get'>;
/** A podcaster's public page: their profile and their published shows. */
export type PodcasterPage = ApiResponse<'/api/podcasts/podcasters/{id}/', 'get'>;
export type LikeState = ApiResponse<'/api/podcasts/{id}/likes/', 'get'>;
export type LikeToggle = ApiResponse<'/api/podcasts/{id}/like/', 'post'>;
export type ReactionToggle = ApiResponse<'/api/experts/profiles/{id}/react/', 'post'>;
export type Tokens = ApiResponse<'/api/users/token/refresh/', 'post'>;
export type LoginResult = ApiResponse<'/api/users/login/', 'post'>;
export type PodcastApproval = ApiResponse<'/api/podcasts/{id}/approve/', 'post'>;
export type ExpertReviewResult = ApiResponse<'/api/experts/profile/approve/{id}/', 'post'>;
export type ContactReceipt = ApiResponse<'/api/contact/', 'post', 201>;
export type Chat = ApiResponse<'/api/user_messages/chat_with_user/', 'get'>;
export type CurrentUserSettings = ApiResponse<'/api/users/me/', 'get'>;
export type AdminStats = ApiResponse<'/api/admin_dashboard/stats/', 'get'>;
export type MessageReport = ApiResponse<'/api/user_messages/{id}/report/', 'post', 201>;
export type AdminPodcastPage = ApiResponse<'/api/admin_dashboard/podcasts/', 'get'>;
export type AdminExpertPage = ApiResponse<'/api/admin_dashboard/experts/', 'get'>;
export type AdminReportPage = ApiResponse<'/api/admin_dashboard/reports/', 'get'>;
export type AdminReport = AdminReportPage['results'][number];
export type SuspendedUserPage = ApiResponse<'/api/admin_dashboard/users/suspended/', 'get'>;
export type AdminActionPage = ApiResponse<'/api/admin_dashboard/actions/', 'get'>;
export type AdminAction = AdminActionPage['results'][number];
export type AdminRef = ApiResponse<'/api/admin_dashboard/admins/', 'get'>[number];
export type SavedPage = ApiResponse<'/api/saved/', 'get'>;
export type SavedItem = SavedPage['results'][number];
export type BookingPage = ApiResponse<'/api/bookings/', 'get'>;
export type BookingSummary = ApiResponse<'/api/bookings/summary/', 'get'>;
export type TrackRecord = ApiResponse<'/api/bookings/track_record/{user_id}/', 'get'>;
export type BookingReviewPage = ApiResponse<'/api/bookings/reviews/', 'get'>;

// Request bodies.
export type NewPodcast = ApiRequestBody<'/api/podcasts/create/', 'post'>;
export type PodcastChanges = ApiRequestBody<'/api/podcasts/{id}/', 'put'>;
export type NewPodcasterProfile = ApiRequestBody<'/api/podcasts/profile/create/', 'post'>;
export type PodcasterProfileChanges = ApiRequestBody<'/api/podcasts/profiles/my_profile/', 'put'>;
export type NewExpert = ApiRequestBody<'/api/experts/create/', 'post'>;
export type ExpertChanges = ApiRequestBody<'/api/experts/my-profile/', 'put'>;
export type NewComment = ApiRequestBody<'/api/podcasts/{id}/comments/', 'post'>;
export type ContactMessage = ApiRequestBody<'/api/contact/', 'post'>;
export type Registration = ApiRequestBody<'/api/users/register/', 'post'>;
export type Login = ApiRequestBody<'/api/users/login/', 'post'>;
export type NewUserMessage = ApiRequestBody<'/api/user_messages/', 'post'>;
export type UserSettingsChanges = ApiRequestBody<'/api/users/me/', 'patch'>;
export type NewBooking = ApiRequestBody<'/api/bookings/', 'post'>;
export type BookingProposal = ApiRequestBody<'/api/bookings/{id}/propose/', 'post'>;
export type NewBookingReview = ApiRequestBody<'/api/bookings/{id}/reviews/', 'post'>;
/** The changes either side makes to a booking, by the action in its path, with the body each takes. */
export interface BookingChanges {
  accept: ApiRequestBody<'/api/bookings/{id}/accept/', 'post'>;
  propose: BookingProposal;
  decline: ApiRequestBody<'/api/bookings/{id}/decline/', 'post'>;
  cancel: ApiRequestBody<'/api/bookings/{id}/cancel/', 'post'>;
  outcome: ApiRequestBody<'/api/bookings/{id}/outcome/', 'post'>;
  confirmation: ApiRequestBody<'/api/bookings/{id}/confirmation/', 'post'>;
  episode_link: ApiRequestBody<'/api/bookings/{id}/episode_link/', 'put'>;
}
