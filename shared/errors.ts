/**
 * Every error code the API can answer, with the one HTTP status it always comes with (design.md §4). The server's
 * error factories accept only these codes, the error body schema declares them, each endpoint declaration lists
 * the ones it can answer, and the web compares `ApiError.code` against this union instead of free strings.
 * A new failure gets a new code here first.
 */
export const ERROR_STATUS = {
  // 400: the request cannot be done as sent
  bad_request: 400,
  validation_failed: 400,
  invalid_json: 400,
  activation_token_burnt: 400,
  activation_token_expired: 400,
  activation_token_used: 400,
  invalid_activation_code: 400,
  invalid_activation_token: 400,
  reset_code_invalid: 400,
  reset_code_expired: 400,
  reset_code_burnt: 400,
  invitation_invalid: 404,
  invitation_used: 410,
  invitation_expired: 410,
  invalid_credentials: 400,
  password_not_set: 400,
  wrong_old_password: 400,
  google_email_unverified: 400,
  google_token_expired: 400,
  invalid_google_token: 400,
  cannot_delete_self: 400,
  cannot_demote_self: 400,
  last_super_admin: 400,
  cart_empty: 400,
  category_not_found: 400,
  duplicate_category: 400,
  faq_all_empty: 400,
  coupon_code_required: 400,
  coupon_inactive: 400,
  coupon_not_started: 400,
  coupon_expired: 400,
  coupon_not_for_course: 400,
  coupon_free_course: 400,
  coupon_below_minimum: 400,
  coupon_used_up: 400,
  coupon_user_limit: 400,
  coupon_course_missing: 400,
  invalid_image: 400,
  unreadable_image: 400,
  unsupported_image_type: 400,
  invalid_link: 400,
  not_vdocipher: 400,
  own_review: 400,
  payment_not_verified: 400,
  csv_invalid: 400,
  not_enough_questions: 400,
  // 408: the request's body did not arrive in time (the connection is closed)
  request_timeout: 408,
  // 401: not signed in, or the credentials presented are not (or no longer) good
  unauthorized: 401,
  login_required: 401,
  session_expired: 401,
  refresh_token_reused: 401,
  invalid_api_key: 401,
  // 403: signed in, but not allowed
  forbidden: 403,
  foreign_origin: 403,
  not_course_owner: 403,
  not_review_author: 403,
  super_admin_required: 403,
  video_not_allowed: 403,
  // 404
  not_found: 404,
  route_not_found: 404,
  coupon_not_found: 404,
  course_not_found: 404,
  lesson_not_found: 404,
  not_enrolled: 404,
  not_in_cart: 404,
  not_in_wishlist: 404,
  payment_not_found: 404,
  refund_not_found: 404,
  order_not_found: 404,
  question_not_found: 404,
  review_not_found: 404,
  testimonial_not_found: 404,
  user_not_found: 404,
  video_not_found: 404,
  notification_not_found: 404,
  unsubscribe_link_invalid: 404,
  quiz_not_found: 404,
  attempt_not_found: 404,
  certificate_not_found: 404,
  receipt_not_found: 404,
  complaint_not_found: 404,
  // 409: conflicts with what exists
  conflict: 409,
  already_enrolled: 409,
  refund_already_done: 409,
  refunds_not_allowed: 409,
  refund_window_closed: 409,
  refund_progress_limit: 409,
  refund_already_requested: 409,
  refund_refused_before: 409,
  complaint_already_answered: 409,
  refund_already_decided: 409,
  refund_not_due: 409,
  not_refundable: 409,
  already_in_cart: 409,
  already_in_wishlist: 409,
  already_replied: 409,
  already_reviewed: 409,
  coupon_code_taken: 409,
  course_owned: 409,
  email_already_registered: 409,
  google_account_mismatch: 409,
  price_changed: 409,
  video_not_ready: 409,
  no_attempts_left: 409,
  attempt_closed: 409,
  quiz_not_open: 409,
  question_in_use: 409,
  certificate_name_chosen: 409,
  certificate_already_revoked: 409,
  certificate_not_revoked: 409,
  // 413, 415: Fastify's own refusals of a body
  payload_too_large: 413,
  image_too_large: 413,
  unsupported_media_type: 415,
  // 429
  too_many_requests: 429,
  too_many_uploads: 429,
  // 5xx: our fault, or a service we depend on
  internal_error: 500,
  bad_gateway: 502,
  google_unreachable: 502,
  mail_failed: 502,
  vdocipher_bad_answer: 502,
  vdocipher_rejected: 502,
  vdocipher_unreachable: 502,
  vdocipher_error: 502,
  payment_gateway_error: 502,
  storage_failed: 502,
  service_unavailable: 503,
  uploads_busy: 503,
  database_unreachable: 503,
  google_not_configured: 503,
  payments_disabled: 503,
  vdocipher_not_configured: 503,
  gateway_timeout: 504,
  payment_gateway_timeout: 504,
  storage_timeout: 504,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];
/** The codes that come with one status: `CodeOf<404>` is every "not found" code. */
export type CodeOf<S extends ErrorStatus> = {
  [C in ErrorCode]: (typeof ERROR_STATUS)[C] extends S ? C : never;
}[ErrorCode];

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);

/**
 * Codes any endpoint may answer without declaring them: validation of what it declares (400), the access guard
 * (401/403), rate limits (429), the body parser (413/415) and failures of the server or its database (5xx).
 */
export const COMMON_ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'request_timeout',
  'too_many_requests',
  'too_many_uploads',
  'uploads_busy',
  'internal_error',
  'service_unavailable',
  'database_unreachable',
  'foreign_origin',
] as const satisfies readonly ErrorCode[];
