/**
 * The name and one-line summary of every operation of the API, by method and path: the OpenAPI document carries them
 * (`operationId` names a generated client's method; the summary heads the operation in /api/docs). A route's own
 * `summary` wins over the one here, and its `description`; the one here describes the operations whose routes have
 * none. A route missing here fails the docs test, so a new route gets its name with it.
 */
export const OPERATIONS: Record<string, readonly [operationId: string, summary: string, description?: string]> = {
  'GET /api/health/': [
    'getHealth',
    'Liveness: the API answers',
    'Answers 200 while the process runs; a load balancer or a monitor polls it.',
  ],
  'GET /api/ready/': [
    'getReadiness',
    'Readiness: this instance can serve',
    'For a load balancer: 200 while the database (and Redis when configured) answers; 503 naming what does not, and ' +
      '503 from the moment the instance starts shutting down. Every answer carries `x-request-id`.',
  ],
  'GET /api/metrics': [
    'getMetrics',
    "Metrics: this instance's counters for Prometheus",
    "For Prometheus to scrape: this instance's requests by route, latencies, database use, job queue, jobs, emails, " +
      'public cache, open event streams and process figures, in the text exposition format. Only with ' +
      '`Authorization: Bearer <METRICS_TOKEN>` (the server\'s own token, not a sign-in token): 401 without it or with ' +
      'another; 404 while METRICS_TOKEN is unset (metrics off).',
  ],

  'POST /api/users/register/': [
    'registerUser',
    'Register an account',
    'Creates a podcaster or expert account and emails a verification link (valid 3 days); signing in waits for it.',
  ],
  'GET /api/users/verify-email/{token}/': [
    'verifyEmail',
    'Verify an email address (the link in the email)',
    'Marks the email address verified. The link works once; an expired or unknown one is a 400.',
  ],
  'POST /api/users/resend-verification/': [
    'resendVerification',
    'Send the verification link again',
    'Emails a new verification link if the username or email names an unverified account; the answer is the same either way.',
  ],
  'POST /api/users/login/': [
    'logIn',
    'Sign in',
    'Signs in with a username or email and a password: an access token and a refresh token (longer with remember_me).',
  ],
  'POST /api/users/token/refresh/': [
    'refreshToken',
    'Renew the access token',
    'Exchanges a refresh token for a new access token. With `rotate: true` a new refresh token comes too and the ' +
      'one sent stops working (sending it again ends the sign-in); without, the same refresh token is answered back.',
  ],
  'POST /api/users/logout/': [
    'logOut',
    'Sign out (end the refresh token)',
    'Ends the refresh token, so it cannot renew the session.',
  ],
  'GET /api/users/me/': [
    'getCurrentUser',
    'The signed-in user with their settings',
    'The signed-in account: public fields and its own settings (message emails, language).',
  ],
  'PATCH /api/users/me/': ['updateCurrentUser', 'Change your own settings'],
  'GET /api/users/search/search/': ['searchUsers', 'Find users to message'],
  'POST /api/users/password-reset/': [
    'requestPasswordReset',
    'Ask for a password reset link',
    'Emails a reset link (valid 1 hour, works once) if an account has this email; the answer is the same either way.',
  ],
  'POST /api/users/password-reset/confirm/': [
    'confirmPasswordReset',
    'Choose a new password with the reset link',
    'Sets a new password with the token from the reset link and signs the account out everywhere.',
  ],

  'GET /api/podcasts/categories/': ['listPodcastCategories', 'Podcast categories', 'Every podcast category, by name.'],
  'GET /api/podcasts/': ['listPodcasts', 'The podcast directory'],
  'GET /api/podcasts/featured/': ['listFeaturedPodcasts', 'Featured podcasts'],
  'GET /api/podcasts/my-podcasts/': [
    'listMyPodcasts',
    'Your own podcasts',
    "The signed-in user's podcasts, whatever their review, newest first.",
  ],
  'GET /api/podcasts/pending/': ['listPendingPodcasts', 'Podcasts waiting for approval (admins)'],
  'POST /api/podcasts/create/': [
    'createPodcast',
    'Create a podcast',
    'Creates a podcast for the signed-in podcaster (JSON or multipart with a cover); it waits for an admin unless its feed is verified.',
  ],
  'GET /api/podcasts/{id}/': [
    'getPodcast',
    'A podcast',
    'A published podcast, or one of your own or (for admins) any; 404 otherwise.',
  ],
  'PUT /api/podcasts/{id}/': ['updatePodcast', 'Change your podcast'],
  'DELETE /api/podcasts/{id}/': [
    'deletePodcast',
    'Delete your podcast',
    'Deletes your podcast with its comments, likes and episodes; owner only.',
  ],
  'POST /api/podcasts/{id}/approve/': [
    'approvePodcast',
    'Approve a podcast (admins)',
    'Publishes a pending podcast; audited, and its owner is told by email. Admins only.',
  ],
  'POST /api/podcasts/profile/create/': [
    'createPodcasterProfile',
    'Create your podcaster profile',
    "Creates the signed-in podcaster's profile (bio, channel, links, picture); one per account.",
  ],
  'GET /api/podcasts/profiles/': ['listPodcasterProfiles', 'Podcaster profiles', 'Podcaster profiles, a page at a time.'],
  'GET /api/podcasts/profiles/my_profile/': [
    'getMyPodcasterProfile',
    'Your podcaster profile',
    "The signed-in podcaster's profile; 404 before it is made.",
  ],
  'PUT /api/podcasts/profiles/my_profile/': [
    'updateMyPodcasterProfile',
    'Change your podcaster profile',
    "Changes the signed-in podcaster's profile; omitted fields stay.",
  ],
  'GET /api/podcasts/podcasters/{id}/': ['getPodcasterPage', "A podcaster's public page"],
  'GET /api/podcasts/{id}/likes/': [
    'listPodcastLikes',
    "A podcast's likes",
    "A published podcast's likes, oldest first.",
  ],
  'POST /api/podcasts/{id}/like/': [
    'togglePodcastLike',
    'Like or unlike a podcast',
    'Likes the podcast, or takes the like back when given already; answers the new count.',
  ],
  'PUT /api/podcasts/{id}/save/': ['savePodcast', 'Save a podcast or take it off your Saved list'],
  'GET /api/podcasts/{id}/comments/': [
    'listPodcastComments',
    "A podcast's comments",
    "A published podcast's comments, oldest first.",
  ],
  'POST /api/podcasts/{id}/comments/': [
    'addPodcastComment',
    'Comment on a podcast',
    'Adds a comment by the signed-in user to a published podcast.',
  ],
  'PUT /api/podcasts/{id}/comments/{commentId}/': [
    'editPodcastComment',
    'Change your comment on a podcast',
    'Changes the text of your own comment.',
  ],
  'DELETE /api/podcasts/{id}/comments/{commentId}/': [
    'deletePodcastComment',
    'Delete a comment on a podcast',
    "Deletes your own comment with its replies (an admin hides someone else's with a reason instead).",
  ],
  'POST /api/podcasts/feed-preview/': ['previewPodcastFeed', "Read a show's RSS feed to fill a new podcast"],
  'GET /api/podcasts/{id}/episodes/': ['listPodcastEpisodes', "A show's latest episodes from its feed"],
  'GET /api/podcasts/{id}/feed/': ['getPodcastFeed', "Your show's feed: address, last read, verification"],
  'PUT /api/podcasts/{id}/feed/': ['linkPodcastFeed', 'Link your show to its RSS feed'],
  'POST /api/podcasts/{id}/feed/refresh/': ['refreshPodcastFeed', "Read your show's feed now"],
  'POST /api/podcasts/{id}/feed/verify/': ['verifyPodcastFeed', 'Check the verification code in your feed'],

  'POST /api/contact/': [
    'sendContactMessage',
    'Write to PodBridge',
    'Sends a message to the PodBridge team by email; rate limited.',
  ],

  'GET /api/experts/categories/': ['listExpertCategories', 'Expert categories', 'Every expert category, by name.'],
  'GET /api/experts/': ['listExperts', 'The expert directory'],
  'GET /api/experts/featured/': ['listFeaturedExperts', 'Featured experts'],
  'GET /api/experts/profiles/featured/': ['listFeaturedExpertProfiles', 'Featured experts (the original address)'],
  'GET /api/experts/profiles/{id}/': [
    'getExpert',
    'An expert profile',
    'A published expert profile, or your own or (for admins) any; 404 otherwise.',
  ],
  'GET /api/experts/my-profile/': ['getMyExpertProfile', 'Your expert profile'],
  'PUT /api/experts/my-profile/': ['updateMyExpertProfile', 'Change your expert profile'],
  'POST /api/experts/create/': ['createExpertProfile', 'Create your expert profile'],
  'GET /api/experts/pending/': ['listPendingExperts', 'Expert profiles waiting for review (admins)'],
  'POST /api/experts/profile/approve/{id}/': ['reviewExpertProfile', 'Approve or reject an expert profile (admins)'],
  'PATCH /api/experts/{id}/': ['updateExpert', 'Change your expert profile by id'],
  'DELETE /api/experts/{id}/': ['deleteExpert', 'Delete your expert profile'],
  'GET /api/experts/profiles/{id}/reactions/': ['listExpertLikes', "An expert profile's likes"],
  'POST /api/experts/profiles/{id}/react/': ['toggleExpertLike', 'Like or unlike an expert profile'],
  'PUT /api/experts/profiles/{id}/save/': ['saveExpert', 'Save an expert or take them off your Saved list'],
  'GET /api/experts/profiles/{id}/comments/': [
    'listExpertComments',
    "An expert profile's comments",
    "A published expert profile's comments, oldest first.",
  ],
  'POST /api/experts/profiles/{id}/add_comment/': [
    'addExpertComment',
    'Comment on an expert profile',
    'Adds a comment by the signed-in user to a published expert profile.',
  ],
  'PUT /api/experts/profiles/{id}/edit_comment/': ['editExpertComment', 'Change your comment on an expert profile'],
  'DELETE /api/experts/profiles/{id}/delete_comment/': ['deleteExpertComment', 'Delete a comment on an expert profile'],

  'POST /api/user_messages/': ['sendMessage', 'Send a message'],
  'GET /api/user_messages/conversations/': ['listConversations', 'Your conversations'],
  'GET /api/user_messages/chat_with_user/': ['getConversation', 'Your conversation with one user'],
  'GET /api/user_messages/blocks/': ['listBlockedUsers', 'Users you block'],
  'POST /api/user_messages/blocks/': ['blockUser', 'Block a user'],
  'DELETE /api/user_messages/blocks/{user_id}/': [
    'unblockUser',
    'Unblock a user',
    'Stops blocking the user: their new messages reach you again.',
  ],
  'POST /api/user_messages/{id}/report/': ['reportMessage', 'Report a message to the admins'],

  'GET /api/events/': ['streamEvents', 'Live events for the signed-in user (server-sent events)'],

  'GET /api/admin_dashboard/stats/': ['getAdminStats', 'Totals and what waits for review (admins)'],
  'GET /api/admin_dashboard/podcasts/': ['listPodcastsForReview', 'Podcasts by review state (admins)'],
  'GET /api/admin_dashboard/experts/': ['listExpertsForReview', 'Expert profiles by review state (admins)'],
  'POST /api/admin_dashboard/podcasts/{id}/reject/': ['rejectPodcast', 'Reject a pending podcast (admins)'],
  'POST /api/admin_dashboard/experts/{id}/reject/': ['rejectExpert', 'Reject a pending expert profile (admins)'],
  'POST /api/admin_dashboard/podcasts/{id}/unpublish/': ['unpublishPodcast', 'Unpublish a podcast (admins)'],
  'POST /api/admin_dashboard/experts/{id}/unpublish/': ['unpublishExpert', 'Unpublish an expert profile (admins)'],
  'POST /api/admin_dashboard/podcasts/{id}/republish/': [
    'republishPodcast',
    'Publish an unpublished podcast again (admins)',
  ],
  'POST /api/admin_dashboard/experts/{id}/republish/': [
    'republishExpert',
    'Publish an unpublished expert profile again (admins)',
  ],
  'PUT /api/admin_dashboard/podcasts/{id}/featured/': [
    'featurePodcast',
    'Feature a podcast or stop featuring it (admins)',
  ],
  'PUT /api/admin_dashboard/experts/{id}/featured/': [
    'featureExpert',
    'Feature an expert or stop featuring them (admins)',
  ],
  'GET /api/admin_dashboard/reports/': ['listReports', 'Reported messages (admins)'],
  'POST /api/admin_dashboard/reports/{id}/dismiss/': ['dismissReport', 'Close a report with no action (admins)'],
  'POST /api/admin_dashboard/reports/{id}/warn/': [
    'warnReportedSender',
    'Warn the sender of a reported message (admins)',
  ],
  'POST /api/admin_dashboard/reports/{id}/suspend/': [
    'suspendReportedSender',
    'Suspend the sender of a reported message (admins)',
  ],
  'GET /api/admin_dashboard/users/suspended/': ['listSuspendedUsers', 'Suspended accounts (admins)'],
  'POST /api/admin_dashboard/users/{id}/unsuspend/': ['unsuspendUser', 'Lift a suspension (admins)'],
  'GET /api/admin_dashboard/actions/': ['listAdminActions', 'The audit trail (admins)'],
  'GET /api/admin_dashboard/admins/': ['listAuditedAdmins', "The audit trail's admins (admins)"],
  'GET /api/admin_dashboard/mail/failed/': ['listFailedMail', 'Emails given up after every attempt failed (admins)'],
  'POST /api/admin_dashboard/mail/failed/{id}/retry/': ['retryFailedMail', 'Send a given-up email again (admins)'],
  'POST /api/admin_dashboard/comments/{id}/hide/': ['hideComment', "Hide someone's comment (admins)"],
  'POST /api/admin_dashboard/comments/{id}/restore/': ['restoreComment', 'Show a hidden comment again (admins)'],
  'POST /api/admin_dashboard/moderation/{type}/{id}/': [
    'moderateItem',
    'Moderate a podcast, an expert profile or a comment (admins)',
    "Takes one of the actions the item's `moderation.actions` offers (admins see `moderation` on every podcast, " +
      'expert profile and comment): approve, reject (reason), unpublish (reason), republish, feature, unfeature; hide ' +
      "(reason) or restore a comment. Answers the item's moderation after it. Audited; the owner or author is " +
      'emailed (approved, rejected, unpublished, hidden) by the job queue, retried until sent. 409 when the state ' +
      "does not allow the action (`already_hidden`, `not_hidden`, `own_comment`: an admin's own comment is deleted, not hidden).",
  ],
  'GET /api/admin_dashboard/digests/': [
    'listDigestSubscribers',
    'Who gets the weekly email (admins)',
    'Everyone who asked for the weekly email: its kind, on or pending, time zone, next and last send. Admins only.',
  ],
  'GET /api/admin_dashboard/digests/{id}/': ['previewDigest', "Preview a user's next weekly email (admins)"],

  'GET /api/saved/': ['listSaved', 'Your saved podcasts and experts'],

  'POST /api/bookings/': ['createBooking', 'Invite an expert to record'],
  'GET /api/bookings/': [
    'listBookings',
    'Your bookings',
    'Your bookings, as the podcaster or the expert, filtered by state; the latest change first.',
  ],
  'GET /api/bookings/summary/': ['getBookingSummary', 'How many bookings wait for you'],
  'GET /api/bookings/reviews/': ['listReviews', 'The reviews a user received'],
  'GET /api/bookings/track_record/{user_id}/': ['getTrackRecord', "A user's record on PodBridge"],
  'GET /api/bookings/{id}/': [
    'getBooking',
    'A booking',
    "One of your bookings with its times, history and what you may do next; 404 for anyone else's.",
  ],
  'GET /api/bookings/{id}/invite.ics': ['getBookingInvite', "A booking's calendar invite"],
  'POST /api/bookings/{id}/accept/': ['acceptBooking', 'Accept one of the proposed times'],
  'POST /api/bookings/{id}/propose/': ['proposeBookingTimes', 'Propose other times'],
  'POST /api/bookings/{id}/decline/': ['declineBooking', 'Decline an invitation'],
  'POST /api/bookings/{id}/cancel/': ['cancelBooking', 'Cancel a booking'],
  'POST /api/bookings/{id}/outcome/': ['setBookingOutcome', 'Say how the recording went'],
  'POST /api/bookings/{id}/confirmation/': ['confirmBookingOutcome', 'Confirm or dispute how the recording went'],
  'PUT /api/bookings/{id}/episode_link/': ['setBookingEpisodeLink', 'Link the published episode'],
  'POST /api/bookings/{id}/reviews/': ['reviewBooking', 'Review the other side of a booking'],

  'GET /api/topics/': ['listTopics', 'Topics'],
  'POST /api/topics/': ['createTopic', 'Add a topic (admins)'],
  'GET /api/topics/admin/': ['listTopicsForAdmins', 'Topics with their aliases and use (admins)'],
  'PATCH /api/topics/{id}/': ['updateTopic', 'Change a topic (admins)'],
  'DELETE /api/topics/{id}/': ['deleteTopic', 'Delete a topic (admins)'],

  'GET /api/podcasts/{id}/suggested-guests/': ['listSuggestedGuests', "Suggested guests for one of the viewer's shows"],
  'POST /api/podcasts/{id}/suggested-guests/{expertId}/dismiss/': [
    'dismissSuggestedGuest',
    'Mark a suggested guest not relevant for the show',
    "The expert no longer appears among the show's suggested guests for its owner. Owner only.",
  ],
  'DELETE /api/podcasts/{id}/suggested-guests/{expertId}/dismiss/': [
    'restoreSuggestedGuest',
    'Undo "not relevant" for a suggested guest',
    "The expert may appear among the show's suggested guests again. Owner only.",
  ],
  'GET /api/experts/profile/suggested-shows/': [
    'listSuggestedShows',
    'Shows looking for guests like the signed-in expert',
  ],
  'POST /api/experts/profile/suggested-shows/{podcastId}/dismiss/': [
    'dismissSuggestedShow',
    'Mark a suggested show not relevant',
    "The show no longer appears among the signed-in expert's suggested shows.",
  ],
  'DELETE /api/experts/profile/suggested-shows/{podcastId}/dismiss/': [
    'restoreSuggestedShow',
    'Undo "not relevant" for a suggested show',
    "The show may appear among the signed-in expert's suggested shows again.",
  ],

  'GET /api/digest/': [
    'getDigestSubscription',
    'Your weekly email: off, waiting for confirmation, or on',
    "The signed-in user's weekly email: off, pending until the confirmation link is followed, or on with its next time.",
  ],
  'PUT /api/digest/': ['subscribeToDigest', 'Turn the weekly email on'],
  'DELETE /api/digest/': [
    'unsubscribeFromDigest',
    'Turn the weekly email off',
    'Turns the weekly email off at once; nothing more is sent.',
  ],
  'POST /api/digest/confirm/{token}/': [
    'confirmDigest',
    'Confirm the weekly email (the link in the confirmation email)',
  ],
  'POST /api/digest/unsubscribe/{token}/': [
    'unsubscribeFromDigestByLink',
    'Unsubscribe from the weekly email (the link in every digest)',
  ],
};
