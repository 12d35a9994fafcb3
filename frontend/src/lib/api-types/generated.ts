// Generated from openapi.json by `npm run api:types` (frontend/scripts/api-types.mjs): do not edit.
// The schemas' types are named after the backend's request and response classes.

export type SystemSettingsResponse = {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  supportPhone: string;
  /** What the shop prices and invoices in */
  currency: 'EUR' | 'USD';
  /** An IANA time zone */
  timezone: string;
  /** The shop's default language */
  language: 'lt' | 'en' | 'ru';
  allowRegistration: boolean;
  requireEmailVerification: boolean;
};
export type SellerSettingsResponse = {
  /** Empty until an admin saves it */
  legalName: string;
  companyCode: string;
  /** Empty when the seller pays no VAT */
  vatCode: string;
  address: string;
  /** IBAN */
  bankAccount: string;
  invoiceSeries: string;
};
export type PaymentSettingsResponse = {
  sandboxEnabled: boolean;
  makecommerceEnabled: boolean;
  makecommerceShopId: string;
  /** Whether a secret key is saved (it is never returned) */
  makecommerceSecretKeySet: boolean;
  payseraEnabled: boolean;
  payseraProjectId: string;
  /** Whether a sign password is saved (it is never returned) */
  payseraSignPasswordSet: boolean;
  bankTransferEnabled: boolean;
  /** IBAN the bank-transfer instructions name */
  bankAccount: string;
  /** Days a buyer has to pay by bank transfer */
  bankTransferDays: number;
  paymentFeePercent: number;
};
export type EmailSettingsResponse = {
  /** Empty: no SMTP server */
  smtpHost: string;
  smtpPort: number;
  smtpUsername: string;
  /** Whether a password is saved (it is never returned) */
  smtpPasswordSet: boolean;
  fromEmail: string;
  fromName: string;
  emailTemplatesEnabled: boolean;
};
export type MaintenanceSettingsResponse = {
  /** While on, only admins get past the maintenance page */
  maintenanceMode: boolean;
};
export type SettingsResponse = {
  system: SystemSettingsResponse;
  seller: SellerSettingsResponse;
  payment: PaymentSettingsResponse;
  email: EmailSettingsResponse;
  maintenance: MaintenanceSettingsResponse;
  /** Log position of the newest settings change, as a decimal string */
  position: string;
};
export type SettingsChangedResponse = {
  /** Log position of the change, as a decimal string */
  position: string;
};
export type SystemSettingsRequest = {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  supportPhone: string;
  currency: 'EUR' | 'USD';
  /** An IANA time zone */
  timezone: string;
  language: 'lt' | 'en' | 'ru';
  allowRegistration: boolean;
  requireEmailVerification: boolean;
};
export type SellerSettingsRequest = {
  legalName: string;
  companyCode: string;
  /** Empty when the seller pays no VAT */
  vatCode: string;
  address: string;
  bankAccount: string;
  invoiceSeries: string;
};
export type PaymentSettingsRequest = {
  /** The test provider that takes no money; refused in production */
  sandboxEnabled: boolean;
  makecommerceEnabled: boolean;
  makecommerceShopId: string;
  /** Left out keeps the saved key; "" clears it. Never returned. */
  makecommerceSecretKey?: string;
  payseraEnabled: boolean;
  payseraProjectId: string;
  /** Left out keeps the saved password; "" clears it. Never returned. */
  payseraSignPassword?: string;
  bankTransferEnabled: boolean;
  /** IBAN, or empty */
  bankAccount: string;
  /** Whole days a buyer has to pay by bank transfer; left out keeps the saved number */
  bankTransferDays?: number;
  paymentFeePercent: number;
};
export type EmailSettingsRequest = {
  /** Empty: no SMTP server */
  smtpHost: string;
  smtpPort: number;
  smtpUsername: string;
  /** Left out keeps the saved password; "" clears it. Never returned. */
  smtpPassword?: string;
  fromEmail: string;
  fromName: string;
  emailTemplatesEnabled: boolean;
};
export type MaintenanceSettingsRequest = {
  maintenanceMode: boolean;
};
export type TestEmailResponse = {
  /** The server accepted the mail. A failure is 502 saying only that; why is in the server log */
  sent: true;
};
export type TestEmailRequest = {
  /** Where the test mail goes */
  to: string;
};
export type ClearedCachesResponse = {
  /** The caches emptied, by name */
  cleared: string[];
};
export type SettingsExportResponse = {
  system: SystemSettingsResponse;
  seller: SellerSettingsResponse;
  payment: PaymentSettingsResponse;
  email: EmailSettingsResponse;
  maintenance: MaintenanceSettingsResponse;
  /** Log position of the newest settings change, as a decimal string */
  position: string;
  /** When the file was made, UTC */
  exportedAt: string;
};
export type PublicSettingsResponse = {
  siteName: string;
  siteDescription: string;
  contactEmail: string;
  supportPhone: string;
  currency: 'EUR' | 'USD';
  /** The shop's IANA time zone: its days and times */
  timezone: string;
  /** The shop's default language */
  language: 'lt' | 'en' | 'ru';
  allowRegistration: boolean;
  requireEmailVerification: boolean;
  maintenanceMode: boolean;
};
export type ProjectionHealth = {
  name: string;
  version: number;
  generation: number;
  /** Checkpoint: the last log position applied */
  position: string;
  head: string;
  /** Events behind the head of the log */
  lag: number;
  state: string;
  /** Why the projection last failed; absent while it runs well */
  lastError?: string;
};
export type JobHealth = {
  /** The background job */
  name: string;
  /** Whether some process holds the job’s lease and runs it */
  state: 'running' | 'not running anywhere';
  /** The process running it: its INSTANCE_NAME (default hostname:pid); null when none does */
  holder: string | null;
  /** Since when it runs there */
  since: string | null;
  /** Whether this process (the one answering) runs it */
  here: boolean;
  /** Whether this process takes part in running it (false: opted out by RUN_PROJECTIONS/RUN_PROCESS_MANAGERS) */
  runsHere: boolean;
};
export type HealthResponse = {
  status: 'ok' | 'degraded';
  storage: 'embedded' | 'server' | 'production';
  projections: ProjectionHealth[];
  /** Each background job and the process running it; `degraded` when one runs nowhere */
  jobs: JobHealth[];
};
export type LivenessResponse = {
  status: 'ok';
};
export type ReadinessResponse = {
  status: 'ready' | 'unavailable';
};
export type MessageResponse = {
  message: string;
};
export type RegisterRequest = {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
};
export type TokenRequest = {
  /** The token from the mail link */
  token: string;
};
export type EmailRequest = {
  email: string;
};
export type UserResponse = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'user' | 'attendee' | 'organizer' | 'admin' | 'super_admin';
  /** The role and, for admins, `admin` */
  roles: ('user' | 'attendee' | 'organizer' | 'admin' | 'super_admin')[];
  status: 'unverified' | 'verified' | 'suspended';
  verified: boolean;
  createdAt: string;
  lastLoginAt: string | null;
};
export type SessionResponse = {
  user: UserResponse;
  /** The same JWT as the access_token cookie, for `Authorization: Bearer` clients */
  accessToken: string;
  /** Seconds until the access token expires */
  expiresIn: number;
};
export type LoginRequest = {
  email: string;
  password: string;
};
export type ResetPasswordRequest = {
  /** The token from the mail link */
  token: string;
  password: string;
};
export type UserEnvelope = {
  user: UserResponse;
};
export type UpdateProfileRequest = {
  firstName?: string;
  lastName?: string;
};
export type ChangePasswordRequest = {
  currentPassword: string;
  newPassword: string;
};
export type ActorResponse = {
  id: string;
  name: string;
};
export type UserChangeResponse = {
  type: string;
  occurredAt: string;
  /** null: the system */
  actor: ActorResponse | null;
};
export type AdminUserResponse = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'user' | 'attendee' | 'organizer' | 'admin' | 'super_admin';
  status: 'unverified' | 'verified' | 'suspended';
  registeredAt: string;
  /** null: never */
  lastLoginAt: string | null;
  lastChange: UserChangeResponse | null;
};
export type PaginationResponse = {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
};
export type UserCountersResponse = {
  verified: number;
  unverified: number;
  organizer: number;
  suspended: number;
};
export type AdminUsersPageResponse = {
  data: AdminUserResponse[];
  pagination: PaginationResponse;
  /** Over all users, whatever the filters */
  counters: UserCountersResponse;
};
export type AdminUserEnvelope = {
  user: AdminUserResponse;
};
export type ChangeRoleRequest = {
  role: 'user' | 'attendee' | 'organizer' | 'admin' | 'super_admin';
  /** The super admin's own password, typed again: required to grant `admin` or `super_admin` */
  admin_password_confirmation?: string;
};
export type ChangeStatusRequest = {
  status: 'verified' | 'suspended';
};
export type UserHistoryEntryResponse = {
  type: string;
  occurredAt: string;
  /** null: the system */
  actor: ActorResponse | null;
  details: {
    [key: string]: string;
  };
};
export type UserHistoryResponse = {
  data: UserHistoryEntryResponse[];
};
export type LocalizedTextResponse = {
  lt: string;
  en: string;
};
export type LocalizedListResponse = {
  lt: string[];
  en: string[];
};
export type PublicTicketTypeResponse = {
  id: string;
  name: LocalizedTextResponse;
  description: LocalizedTextResponse;
  price: number;
  currency: 'EUR' | 'USD';
  /** Tickets still for sale, never negative */
  available: number;
  maxPerOrder: number;
  /** False outside the sale window or when sold out */
  onSale: boolean;
  saleStartsAt: string;
  saleEndsAt: string;
};
export type PublicEventResponse = {
  id: string;
  title: LocalizedTextResponse;
  /** Paragraphs separated by a blank line */
  description: LocalizedTextResponse;
  category: 'Concert' | 'Festival' | 'Theater' | 'Sports';
  organizer: string;
  startsAt: string;
  endsAt: string | null;
  /** Start date in Europe/Vilnius */
  date: string;
  /** Start time in Europe/Vilnius */
  time: string;
  endDate: string | null;
  /** City */
  location: string;
  venue: string;
  address: string;
  country: string;
  /** The cover at full width; '' without images */
  imageUrl: string;
  /** The cover cut for cards */
  cardImageUrl: string;
  additionalImages: string[];
  features: LocalizedListResponse;
  /** Lowest ticket price ("from") */
  price: number | null;
  currency: 'EUR' | 'USD';
  /** Chosen for the home page hero */
  featured: boolean;
  ticketTypes: PublicTicketTypeResponse[];
};
export type PublicEventsPageResponse = {
  data: PublicEventResponse[];
  pagination: PaginationResponse;
};
export type VenueResponse = {
  name: string;
  address: string;
  city: string;
  country: string;
};
export type EventImageResponse = {
  id: string;
  /** Full width */
  url: string;
  card_url: string;
  thumbnail_url: string;
};
export type EventRevenueResponse = {
  currency: string;
  /** Major units */
  amount: number;
};
export type AdminEventResponse = {
  id: string;
  name: LocalizedTextResponse;
  description: LocalizedTextResponse;
  start_date: string;
  end_date: string | null;
  venue: VenueResponse;
  event_type_id: 'Concert' | 'Festival' | 'Theater' | 'Sports';
  organizer: string;
  features: LocalizedListResponse;
  max_attendees: number;
  status: 'draft' | 'published' | 'cancelled';
  is_published: boolean;
  featured: boolean;
  /** The first is the cover */
  images: EventImageResponse[];
  ticket_types_count: number;
  /** Sold and not given back (a refunded order’s or a voided ticket’s seat) */
  tickets_sold: number;
  /** In the shop’s currency: paid less refunds completed */
  revenue: number;
  /** Paid less refunds completed, per currency: the shop’s first and always, then any other paid in */
  revenue_by_currency: EventRevenueResponse[];
  /** False once any ticket was sold: cancel instead */
  can_delete: boolean;
  created_at: string;
  updated_at: string;
};
export type FieldErrorResponse = {
  field: string;
  message: string;
};
export type RecordedNotYetReadableResponse = {
  statusCode: number;
  message: string;
  /** Always empty: nothing was wrong */
  errors: FieldErrorResponse[];
  /** The id of what the write made */
  id: string;
  /** The write’s log position: send it as X-Min-Position */
  position: string;
};
export type EventNameRequest = {
  lt: string;
  en: string;
};
export type LongTextRequest = {
  /** Paragraphs separated by a blank line */
  lt: string;
  en: string;
};
export type VenueRequest = {
  name: string;
  address: string;
  city: string;
  country?: string;
};
export type FeatureListRequest = {
  lt: string[];
  en: string[];
};
export type EventRequest = {
  name: EventNameRequest;
  description?: LongTextRequest;
  start_date: string;
  end_date: string;
  venue: VenueRequest;
  event_type_id: 'Concert' | 'Festival' | 'Theater' | 'Sports';
  organizer?: string;
  features?: FeatureListRequest;
  max_attendees?: number;
};
export type FeaturedEventsResponse = {
  data: PublicEventResponse[];
};
export type EventTypeResponse = {
  id: 'Concert' | 'Festival' | 'Theater' | 'Sports';
  name: LocalizedTextResponse;
};
export type EventTypesResponse = {
  data: EventTypeResponse[];
};
export type TopicResponse = {
  id: string;
  event_type_id: 'Concert' | 'Festival' | 'Theater' | 'Sports';
  name: LocalizedTextResponse;
};
export type TopicsResponse = {
  data: TopicResponse[];
};
export type SubTopicResponse = {
  id: string;
  /** The topic it belongs to */
  topic_id: string;
  name: LocalizedTextResponse;
};
export type SubTopicsResponse = {
  data: SubTopicResponse[];
};
export type MicrolocationResponse = {
  id: string;
  name: LocalizedTextResponse;
  city: string;
  country: string;
};
export type MicrolocationsResponse = {
  data: MicrolocationResponse[];
};
export type AdminPaginationResponse = {
  page: number;
  limit: number;
  total: number;
  total_pages: number;
};
export type StatusCountsResponse = {
  draft: number;
  published: number;
  cancelled: number;
};
export type AdminEventsPageResponse = {
  data: AdminEventResponse[];
  pagination: AdminPaginationResponse;
  /** Over all events, whatever the filters */
  counts: StatusCountsResponse;
};
export type BulkSkipResponse = {
  id: string;
  reason: string;
};
export type BulkResultResponse = {
  updated: string[];
  skipped: BulkSkipResponse[];
};
export type BulkEventsRequest = {
  event_ids: string[];
};
export type FeaturedRequest = {
  featured: boolean;
};
export type ImageOrderRequest = {
  /** Every image id of the event, the cover first */
  image_ids: string[];
};
export type EventStatisticsResponse = {
  tickets_sold: number;
  tickets_total: number;
  tickets_remaining: number;
  /** In the shop’s currency: paid less refunds completed */
  revenue: number;
  /** Paid less refunds completed, per currency */
  revenue_by_currency: EventRevenueResponse[];
  /** Sold as a percentage of all tickets offered, one decimal */
  capacity_used_percent: number;
  ticket_types_count: number;
};
export type AdminTicketTypeResponse = {
  id: string;
  event_id: string;
  name: LocalizedTextResponse;
  description: LocalizedTextResponse;
  price: number;
  currency: 'EUR' | 'USD';
  quantity: number;
  quantity_sold: number;
  /** Held for orders awaiting payment */
  quantity_held: number;
  quantity_remaining: number;
  max_per_order: number;
  sale_start_date: string;
  sale_end_date: string;
  is_active: boolean;
  /** Active, inside the sale window and not sold out */
  on_sale: boolean;
};
export type TicketTypesResponse = {
  data: AdminTicketTypeResponse[];
};
export type TicketTypeRequest = {
  name: EventNameRequest;
  description?: LongTextRequest;
  price: number;
  currency?: 'EUR' | 'USD';
  quantity?: number;
  max_per_order?: number;
  sale_start_date: string;
  sale_end_date: string;
  is_active?: boolean;
};
export type TicketTypeFiguresResponse = {
  id: string;
  name: LocalizedTextResponse;
  quantity: number;
  quantity_sold: number;
  quantity_remaining: number;
  currency: 'EUR' | 'USD';
  /** What the seats still sold were paid for, in the type’s currency */
  revenue: number;
};
export type TicketStatisticsResponse = {
  total_quantity: number;
  total_sold: number;
  total_remaining: number;
  /** In the shop’s currency: paid less refunds completed */
  revenue: number;
  /** Paid less refunds completed, per currency */
  revenue_by_currency: EventRevenueResponse[];
  ticket_types: TicketTypeFiguresResponse[];
};
export type DiscountCodeResponse = {
  id: string;
  event_id: string;
  code: string;
  discount_type: 'percent' | 'fixed';
  /** Percent, or an amount in currency */
  value: number;
  currency: 'EUR' | 'USD';
  valid_from: string;
  valid_until: string;
  /** null: unlimited */
  usage_limit: number | null;
  used_count: number;
  /** Empty: every ticket type */
  ticket_type_ids: string[];
  is_active: boolean;
  created_at: string;
};
export type DiscountCodesResponse = {
  data: DiscountCodeResponse[];
};
export type DiscountCodeRequest = {
  /** 3–32 letters, digits, - or _; stored upper-case */
  code: string;
  discount_type: 'percent' | 'fixed';
  /** Percent (1–100) or an amount with at most 2 decimals */
  value: number;
  /** For fixed amounts */
  currency?: 'EUR' | 'USD';
  valid_from: string;
  valid_until: string;
  /** null: unlimited */
  usage_limit?: number | null;
  /** Empty: every ticket type of the event */
  ticket_type_ids?: string[];
  is_active?: boolean;
};
export type DiscountUseResponse = {
  order_id: string;
  used_at: string;
  discount: number;
};
export type DiscountCodeUsageResponse = {
  code_id: string;
  code: string;
  used_count: number;
  usage_limit: number | null;
  /** null: unlimited */
  remaining: number | null;
  /** Orders that used it, newest first */
  orders: DiscountUseResponse[];
};
export type PaymentMethodResponse = {
  id: 'sandbox' | 'makecommerce' | 'paysera' | 'bank-transfer';
  name: LocalizedTextResponse;
};
export type CheckoutOptionsResponse = {
  payment_methods: PaymentMethodResponse[];
  /** Payment fee in percent of the discounted subtotal */
  fee_percent: number;
  /** How long an unpaid order holds its seats */
  hold_minutes: number;
  /** How long an order paid by bank transfer holds its seats (never past the event’s start) */
  bank_transfer_hold_hours: number;
};
export type OrderLineResponse = {
  ticket_type_id: string;
  name: LocalizedTextResponse;
  quantity: number;
  unit_price: number;
  discount: number;
  total: number;
};
export type QuoteResponse = {
  lines: OrderLineResponse[];
  subtotal: number;
  discount: number;
  fee: number;
  amount: number;
  currency: string;
  discount_code: string | null;
};
export type TicketLineRequest = {
  /** Ticket type id */
  id: string;
  quantity: number;
  /** The unit price the buyer saw; checked, never trusted */
  price?: number;
};
export type QuoteRequest = {
  tickets: TicketLineRequest[];
  discount_code?: string;
};
export type OrderedEventResponse = {
  id: string;
  name: LocalizedTextResponse;
  starts_at: string;
  /** Europe/Vilnius */
  date: string;
  /** Europe/Vilnius */
  time: string;
  venue: string;
  city: string;
  address: string;
};
export type BuyerTicketResponse = {
  id: string;
  ticket_type: LocalizedTextResponse;
  holder_name: string;
  state: 'valid' | 'used' | 'refunded' | 'voided' | 'event_cancelled';
};
export type BankTransferInstructionsResponse = {
  recipient: string;
  iban: string;
  amount: number;
  currency: string;
  /** The transfer’s payment purpose: the order number */
  reference: string;
  /** Unpaid by then, the order expires */
  pay_by: string;
};
export type GuestOrderResponse = {
  identifier: string;
  number: string;
  status: 'initializing' | 'pending' | 'completed' | 'cancelled' | 'expired';
  payment_status: 'pending' | 'paid' | 'failed' | 'refunded';
  customer_email: string;
  customer_name: string;
  customer_phone: string;
  event: OrderedEventResponse;
  lines: OrderLineResponse[];
  tickets_count: number;
  discount_code: string | null;
  subtotal: number;
  discount: number;
  fee: number;
  /** What the buyer pays */
  amount: number;
  currency: string;
  created_at: string;
  expires_at: string;
  paid_at: string | null;
  /** Unpaid and still holding its seats */
  can_continue_payment: boolean;
  /** Unpaid: until when its seats are held (past it, the hold has expired); null once paid or closed */
  seats_held_until: string | null;
  money_state: 'unpaid' | 'paid' | 'partly_refunded' | 'refunded';
  /** What refunds have given back so far */
  refunded_amount: number;
  /** Refunds asked for and not yet confirmed */
  refund_pending_amount: number;
  /** The event was cancelled: no ticket of it admits */
  event_cancelled: boolean;
  /** The issued tickets, each with what it is worth now */
  tickets: BuyerTicketResponse[];
  /** Signed link to the tickets PDF, valid for an hour; null while no ticket of the order admits */
  tickets_pdf_url: string | null;
  /** Signed link to the invoice (and any credit notes) PDF of a paid order, valid for an hour */
  invoices_pdf_url: string | null;
  /** How to pay, while the buyer has chosen bank transfer and the order awaits the money */
  bank_transfer: BankTransferInstructionsResponse | null;
};
export type GuestOrderEnvelope = {
  order: GuestOrderResponse;
};
export type CreateGuestOrderRequest = {
  guest_email: string;
  guest_first_name: string;
  guest_last_name: string;
  guest_phone: string;
  tickets: TicketLineRequest[];
  discount_code?: string;
};
export type GuestOrdersEnvelope = {
  orders: GuestOrderResponse[];
};
export type OrderSearchSentResponse = {
  sent: boolean;
  message: string;
};
export type SearchOrdersRequest = {
  email: string;
  /** From the link mailed by an earlier search */
  token?: string;
};
export type OrderEmailRequest = {
  email: string;
};
export type PaymentStartedResponse = {
  payment_url: string;
  payment_method: string;
};
export type InitiateGuestPaymentRequest = {
  email: string;
  /** A page of this shop to return to after paying */
  return_url?: string;
  /** A page of this shop to return to after cancelling */
  cancel_url?: string;
  payment_method?: 'sandbox' | 'makecommerce' | 'paysera' | 'bank-transfer';
};
export type InitiatePaymentRequest = {
  orderId: string;
  paymentMethod?: 'sandbox' | 'makecommerce' | 'paysera' | 'bank-transfer';
};
export type ScannedTicketDetails = {
  code: string;
  event_name: LocalizedTextResponse;
  starts_at: string;
  ticket_type: LocalizedTextResponse;
  holder: string;
  order_number: string;
};
export type ScanResponse = {
  result: 'valid' | 'already_used' | 'refunded' | 'voided' | 'event_cancelled' | 'unknown';
  message: string;
  ticket: ScannedTicketDetails | null;
  used_at: string | null;
};
export type VerifyTicketRequest = {
  ticketCode: string;
};
export type OrderCustomerResponse = {
  name: string;
  email: string;
  phone: string;
};
export type LocalizedNameResponse = {
  lt: string;
  en: string;
};
export type OrderEventResponse = {
  id: string;
  name: LocalizedNameResponse;
  starts_at: string;
};
export type AdminOrderRowResponse = {
  id: string;
  /** The id's last 8 characters, upper-case */
  number: string;
  created_at: string;
  customer: OrderCustomerResponse;
  event: OrderEventResponse;
  tickets_count: number;
  total: number;
  currency: string;
  status: 'completed' | 'pending' | 'cancelled' | 'refunded';
  payment_status: 'pending' | 'paid' | 'failed' | 'refunded';
  /** The way of paying chosen last (a provider, or a bank transfer an admin confirms); null before one */
  payment_method: ('sandbox' | 'makecommerce' | 'paysera' | 'bank-transfer') | null;
  /** Given back by confirmed refunds of the order payment */
  refunded: number;
  /** What may still be refunded (0 unless paid) */
  refundable: number;
  refund_state: 'none' | 'uncertain' | 'processing' | 'failed' | 'partially_refunded' | 'refunded';
};
export type AdminOrdersPaginationResponse = {
  page: number;
  limit: number;
  total: number;
  total_pages: number;
};
export type CurrencyAmountResponse = {
  currency: string;
  /** In major units, 2 decimals at most */
  amount: number;
};
export type AdminOrdersSummaryResponse = {
  total_orders: number;
  /** Paid in, less confirmed refunds: one amount per currency something was paid in, never added across; the shop's currency first, always there (0 when nothing) */
  revenue: CurrencyAmountResponse[];
  /** Orders awaiting payment */
  pending_orders: number;
  /** Orders whose whole payment was refunded */
  refunded_orders: number;
};
export type AdminOrdersPageResponse = {
  data: AdminOrderRowResponse[];
  pagination: AdminOrdersPaginationResponse;
  /** Over every order the filters match */
  summary: AdminOrdersSummaryResponse;
};
export type OrderFilters = {
  /** Part of the order number, buyer name, e-mail or phone, any case */
  search?: string;
  /** Only orders in this state; `all` or absent: any */
  status?: 'completed' | 'pending' | 'cancelled' | 'refunded' | 'all';
  /** Only orders whose payment is in this state; `all` or absent: any */
  payment_status?: 'pending' | 'paid' | 'failed' | 'refunded' | 'all';
  /** Only orders whose buyer chose this way of paying last (`bank-transfer`: transfers); `all` or absent: any */
  payment_method?: 'sandbox' | 'makecommerce' | 'paysera' | 'bank-transfer' | 'all';
  /** First day, in Vilnius */
  date_from?: string;
  /** Last day, in Vilnius, included */
  date_to?: string;
};
export type OrderTicketResponse = {
  id: string;
  code: string;
  ticket_type: LocalizedNameResponse;
  holder_name: string;
  /** cancelled: the event was */
  status: 'valid' | 'used' | 'refunded' | 'cancelled' | 'voided';
  admitted_at: string | null;
};
export type OrderPaymentResponse = {
  provider: string;
  result: 'started' | 'paid' | 'failed' | 'cancelled' | 'amount_mismatched' | 'late' | 'duplicate';
  amount: number | null;
  currency: string | null;
  transaction_id: string | null;
  /** The provider's reason for a failure */
  reason: string | null;
  /** null: no start was recorded */
  started_at: string | null;
  finished_at: string | null;
};
export type OrderActorResponse = {
  kind: 'buyer' | 'provider' | 'admin' | 'user' | 'system';
  /** A user's id; null for the others */
  id: string | null;
  /** A user's name today, the buyer's, the provider's or the process's */
  name: string;
  role: string | null;
};
export type OrderRefundResponse = {
  id: string;
  amount: number;
  currency: string;
  state: 'requested' | 'sending' | 'sent' | 'refunded' | 'failed' | 'uncertain';
  reason: string;
  /** The admin's reason text; empty for refunds the system made */
  note: string;
  notify_customer: boolean;
  /** The refund request it carries out */
  refund_request_id: string | null;
  provider: string;
  /** 'provider' or 'merchant' while sent */
  awaiting: string | null;
  /** The provider's reason when refused, or why uncertain (with the reference to look for at the provider) */
  error: string | null;
  /** The latest call's reference in the refund's comment at the provider, to find it in the provider's portal */
  reference: string | null;
  requested_by: OrderActorResponse;
  requested_at: string;
  refunded_at: string | null;
  failed_at: string | null;
};
export type OrderMailResponse = {
  kind: string;
  email: string;
  sent_at: string;
};
export type OrderHistoryEntryResponse = {
  /** The event's position in the order's stream, from 0 */
  position: number;
  type: string;
  key: string;
  at: string;
  actor: OrderActorResponse;
  details: {
    [key: string]: string | number | boolean;
  };
};
export type AdminOrderDetailResponse = {
  id: string;
  number: string;
  created_at: string;
  status: 'completed' | 'pending' | 'cancelled' | 'refunded';
  /** The order's own status (initializing, pending, completed, cancelled, expired) */
  order_status: string;
  payment_status: 'pending' | 'paid' | 'failed' | 'refunded';
  refund_state: 'none' | 'uncertain' | 'processing' | 'failed' | 'partially_refunded' | 'refunded';
  language: 'lt' | 'en';
  customer: OrderCustomerResponse;
  event: OrderEventResponse;
  lines: OrderLineResponse[];
  discount_code: string | null;
  subtotal: number;
  discount: number;
  fee: number;
  total: number;
  currency: string;
  /** What the order payment brought in */
  paid: number;
  refunded: number;
  /** Refunds asked for and not yet confirmed or refused */
  refund_pending: number;
  refundable: number;
  /** When the unpaid seats are released: the hold, or the deadline of a chosen bank transfer */
  expires_at: string;
  /** The way of paying chosen last (a provider, or a bank transfer an admin confirms); null before one */
  payment_method: ('sandbox' | 'makecommerce' | 'paysera' | 'bank-transfer') | null;
  paid_at: string | null;
  /** The order's event was cancelled: its tickets no longer admit */
  event_cancelled: boolean;
  tickets: OrderTicketResponse[];
  payments: OrderPaymentResponse[];
  refunds: OrderRefundResponse[];
  mails: OrderMailResponse[];
  /** The order's stream, oldest first */
  history: OrderHistoryEntryResponse[];
};
export type EventOrdersPageResponse = {
  data: AdminOrderRowResponse[];
  pagination: AdminOrdersPaginationResponse;
};
export type RefundAcceptedResponse = {
  /** refund_started: refunded at once (the provider is asked next); sent_for_approval: it became a refund request for a second admin */
  outcome: 'refund_started' | 'sent_for_approval';
  refund_id: string | null;
  /** When sent for approval */
  refund_request_id: string | null;
  /** When sent for approval: the limit one admin alone would pass */
  second_admin_reason: ('single_refund_max' | 'daily_amount' | 'daily_count' | 'weekly_count' | null) | null;
  /** Log position of the decision, for read-your-writes */
  position: string;
};
export type RefundOrderRequest = {
  /** Major units with at most 2 decimals; at most what is refundable */
  amount: number;
  reason: string;
  /** Mail the buyer once the money is back */
  notify_customer?: boolean;
};
export type CommandAcceptedResponse = {
  /** Log position of the decision, for read-your-writes */
  position: string;
};
export type ConfirmBankTransferRequest = {
  /** Major units with at most 2 decimals; the order’s total */
  amount: number;
};
export type ChangeOrderStatusRequest = {
  status: 'cancelled';
  reason: string;
};
export type TicketsVoidedResponse = {
  /** Log position of the decision, for read-your-writes */
  position: string;
};
export type VoidTicketsRequest = {
  ticket_ids: string[];
  reason: string;
};
export type RefundProgressResponse = {
  refunded: number;
  failed: number;
  waiting: number;
};
export type RefundRequestOrderResponse = {
  order_id: string;
  /** Major units */
  amount: number;
  currency: string;
  /** 1, then one more per retry */
  attempt: number;
  refund_id: string | null;
  state: 'waiting' | 'refunded' | 'failed';
  /** The provider's reason when it failed */
  error: string | null;
  /** When the order itself refused (not the provider): the shop's code, which the screen shows in its language */
  error_code: string | null;
};
export type RefundActorResponse = {
  kind: 'user' | 'system';
  /** The user's id, or the system process's name */
  id: string;
  /** The user's name as the users list shows it; the process's name */
  name: string;
  role: string | null;
};
export type RefundDecisionResponse = {
  by: RefundActorResponse;
  at: string;
  /** Approval notes, or the reason for rejecting */
  text: string;
};
export type RefundRequestResponse = {
  id: string;
  catalog_event_id: string;
  refund_type: 'event_cancelled' | 'bulk';
  status: 'pending' | 'approved' | 'rejected' | 'completed' | 'failed';
  reason: string;
  notify_customers: boolean;
  /** Major units */
  total_amount: number;
  currency: string;
  orders_count: number;
  /** Orders refunded, failed and still waiting */
  progress: RefundProgressResponse;
  orders: RefundRequestOrderResponse[];
  requested_by: RefundActorResponse;
  requested_at: string;
  approval: RefundDecisionResponse | null;
  /** The requester approved it themselves, as the policy allowed */
  self_approved: boolean;
  rejection: RefundDecisionResponse | null;
  finished_at: string | null;
};
export type RefundRequestsResponse = {
  data: RefundRequestResponse[];
};
export type RefundLimitResponse = {
  limit_type: 'daily_amount' | 'daily_count' | 'weekly_count';
  /** Major units for daily_amount, a count otherwise */
  limit_value: number;
  /** Used on today's Vilnius day, or this ISO week */
  current_usage: number;
};
export type RefundLimitsResponse = {
  limits: RefundLimitResponse[];
  self_approval_allowed: boolean;
  /** Major units: the most one admin refunds of an order alone; more becomes a request */
  single_refund_max: number;
};
export type RefundLimitsRequest = {
  /** Refunds approved per Vilnius day, in major units */
  daily_amount: number;
  /** Requests approved per Vilnius day */
  daily_count: number;
  /** Requests approved per ISO week in Vilnius */
  weekly_count: number;
  /** Whether the requester may approve their own request */
  self_approval_allowed: boolean;
  /** Major units: the most one admin refunds of an order alone; more becomes a request for a second admin. Absent: unchanged */
  single_refund_max?: number;
};
export type RefundRequestCreatedResponse = {
  /** The first request: the only one unless the orders were in more than one currency */
  refund_request_id: string;
  /** Every request written: one per currency of the orders, as a request holds one currency */
  refund_request_ids: string[];
};
export type RequestEventRefundRequest = {
  /** The admin's own password, typed again */
  admin_password_confirmation: string;
  order_ids: string[];
  reason: string;
  /** Mail each buyer a refund notice once the money is back */
  notify_customers?: boolean;
  refund_type: 'event_cancelled' | 'bulk';
};
export type SubmittedRefundRequestResponse = {
  id: string;
  orders_count: number;
  /** Major units of `currency` */
  total_amount: number;
  currency: string;
};
export type RefundRequestsCreatedResponse = {
  /** One request per event and currency of the orders */
  refund_requests: SubmittedRefundRequestResponse[];
};
export type BulkRefundOrdersRequest = {
  /** The admin's own password, typed again */
  admin_password_confirmation: string;
  order_ids: string[];
  reason: string;
  /** Mail each buyer a refund notice once the money is back */
  notify_customers?: boolean;
};
export type ApproveRefundRequestRequest = {
  /** The admin's own password, typed again */
  admin_password_confirmation: string;
  approval_notes?: string;
};
export type RejectRefundRequestRequest = {
  reason: string;
};
export type RegisterBuyerResponse = {
  name: string;
  email: string;
};
export type RegisterCorrectedInvoiceResponse = {
  document_number: string;
  issued_on: string;
};
export type RegisterDocumentResponse = {
  document_number: string;
  kind: 'invoice' | 'credit_note';
  series: string;
  number: number;
  /** The date printed on the document */
  issued_on: string;
  issued_at: string;
  order_id: string;
  order_number: string;
  buyer: RegisterBuyerResponse;
  event_name: LocalizedTextResponse;
  /** The document’s total in cents as printed (prices include VAT where it applies); negative on a credit note */
  total_cents: number;
  currency: string;
  /** The invoice a credit note corrects; null on an invoice */
  corrects: RegisterCorrectedInvoiceResponse | null;
};
export type RegisterPaginationResponse = {
  page: number;
  limit: number;
  total: number;
  total_pages: number;
};
export type RegisterCurrencyTotalsResponse = {
  currency: string;
  invoices: number;
  /** What the invoices came to, in cents */
  invoiced_cents: number;
  credit_notes: number;
  /** What the credit notes came to, in cents (negative) */
  credited_cents: number;
  /** Invoiced and credited together, in cents */
  balance_cents: number;
};
export type InvoiceRegisterPageResponse = {
  data: RegisterDocumentResponse[];
  pagination: RegisterPaginationResponse;
  /** One entry per currency of the matching documents, alphabetically; money of two currencies is never added */
  totals: RegisterCurrencyTotalsResponse[];
};
export type ActivitySubjectNamesResponse = {
  lt: string;
  en: string;
};
export type ActivitySubjectResponse = {
  kind: 'user' | 'event';
  id: string;
  /** Current name; null if unknown */
  name: string | null;
  /** An event's current name in each language; absent for users and unknown events */
  names?: ActivitySubjectNamesResponse;
};
export type ActivityResponse = {
  /** Log position, as a decimal string */
  position: string;
  type: string;
  occurredAt: string;
  /** null: the system */
  actor: ActorResponse | null;
  subject: ActivitySubjectResponse;
  details: {
    [key: string]: string;
  };
};
export type ActivityListResponse = {
  data: ActivityResponse[];
};
export type ReportPeriodResponse = {
  key: 'last_3_months' | 'last_6_months' | 'last_year' | 'this_year' | 'custom';
  /** First Vilnius day */
  from: string;
  /** Last Vilnius day, included */
  to: string;
};
export type CurrencyTotalsResponse = {
  currency: 'EUR' | 'USD';
  /** Sales less discounts plus payment fees, in cents */
  gross_revenue_cents: number;
  /** Refunds of sales confirmed by the provider, in cents */
  refunds_cents: number;
  net_revenue_cents: number;
  /** Orders paid in this currency */
  orders: number;
  /** Tickets sold less those of fully refunded orders */
  tickets: number;
};
export type KeyIndicatorsResponse = {
  /** Sales less discounts plus payment fees, in cents */
  gross_revenue_cents: number;
  /** Refunds of sales confirmed by the provider, in cents */
  refunds_cents: number;
  net_revenue_cents: number;
  /** Orders paid */
  orders: number;
  /** Tickets sold less those of fully refunded orders */
  tickets: number;
  /** Gross revenue per paid order, rounded to the cent */
  average_order_cents: number;
  /** Registered users at the end of the period */
  active_users: number;
};
export type SalesMonthResponse = {
  month: string;
  gross_revenue_cents: number;
  refunds_cents: number;
  net_revenue_cents: number;
  orders: number;
  average_order_cents: number;
};
export type TopEventResponse = {
  event_id: string;
  name: LocalizedTextResponse;
  net_revenue_cents: number;
  tickets: number;
};
export type CategoryStatsResponse = {
  category: string;
  /** Events with sales or refunds in the period */
  events: number;
  net_revenue_cents: number;
};
export type UserGrowthResponse = {
  month: string;
  new_users: number;
  total_users: number;
  /** Percent versus the previous month, one decimal; 0 for the first */
  growth_rate: number;
};
export type LedgerKindResponse = {
  kind: string;
  /** Signed: money in positive, money back negative */
  amount_cents: number;
  entries: number;
};
export type SalesReportResponse = {
  period: ReportPeriodResponse;
  /** The as-of moment (UTC) */
  as_of: string | null;
  /** The log position the figures were computed at, a decimal string */
  position: string;
  /** The currency every figure below `totals` is in: the one asked, else the shop's */
  currency: 'EUR' | 'USD';
  /** The period's sales and refunds per currency, never added across: the shop's currency first and always, then every other with sales or refunds in the period */
  totals: CurrencyTotalsResponse[];
  key_indicators: KeyIndicatorsResponse;
  sales_by_month: SalesMonthResponse[];
  top_events: TopEventResponse[];
  category_stats: CategoryStatsResponse[];
  user_growth: UserGrowthResponse[];
  /** Every kind of ledger entry of the period, late and duplicate payments held and returned included */
  ledger: LedgerKindResponse[];
};
export type SalesOverviewResponse = {
  /** Every order's money so far, one entry per currency sold, never added across; the shop's currency first, always there */
  totals: CurrencyTotalsResponse[];
  /** Orders paid, in every currency */
  completed_orders: number;
  /** Orders placed and waiting for their payment */
  pending_orders: number;
};
export type EventCountsResponse = {
  total: number;
  draft: number;
  /** Published and not yet over */
  published: number;
  cancelled: number;
  /** Published events that are over */
  past: number;
};
export type UserStatisticsResponse = {
  total: number;
  superAdmin: number;
  admin: number;
  organizer: number;
  attendee: number;
  user: number;
  verified: number;
  unverified: number;
  suspended: number;
};
export type StatisticsOverviewResponse = {
  /** The finance ledger position the sales were computed at */
  position: string;
  sales: SalesOverviewResponse;
  events: EventCountsResponse;
  users: UserStatisticsResponse;
};
export type PeriodEventStatisticsResponse = {
  total: number;
  draft: number;
  /** Published and not yet over */
  published: number;
  cancelled: number;
  /** Published events that are over */
  past: number;
  /** Only when a period was asked for */
  period?: ReportPeriodResponse;
  /** The finance ledger position of with_sales */
  position?: string;
  /** Events with sales or refunds in the period */
  with_sales?: number;
};
export type PeriodUserStatisticsResponse = {
  total: number;
  superAdmin: number;
  admin: number;
  organizer: number;
  attendee: number;
  user: number;
  verified: number;
  unverified: number;
  suspended: number;
  /** Only when a period was asked for */
  period?: ReportPeriodResponse;
  /** The finance ledger position of the period’s figures */
  position?: string;
  /** Registrations within the period */
  new_users?: number;
  /** Registered users at the end of the period */
  total_users?: number;
};
export type RevenueBucketResponse = {
  /** YYYY-MM, or YYYY-MM-DD of the day or of the week’s Monday */
  bucket: string;
  gross_revenue_cents: number;
  refunds_cents: number;
  net_revenue_cents: number;
  orders: number;
  tickets: number;
};
export type RevenueStatisticsResponse = {
  period: ReportPeriodResponse;
  as_of: string | null;
  position: string;
  currency: string;
  group_by: 'day' | 'week' | 'month';
  /** Every bucket of the period, zeros included */
  data: RevenueBucketResponse[];
};
export type AuditActorResponse = {
  kind: 'user' | 'system';
  /** The user's id, or the system process's name */
  id: string;
  /** The user's name today (their id if unknown), or the process's name */
  name: string;
  /** The role the user acted with; null: the system */
  role: string | null;
};
export type AuditCatalogEventResponse = {
  id: string;
  /** Its Lithuanian name; null once deleted */
  name: string | null;
};
export type AuditLogEntryResponse = {
  /** Position in the event log: the entry key, oldest lowest */
  position: string;
  occurred_at: string;
  action:
    | 'order.paid'
    | 'order.payment_amount_mismatched'
    | 'order.late_payment_received'
    | 'order.late_payment_accepted'
    | 'order.late_payment_rejected'
    | 'order.duplicate_payment_received'
    | 'order.refund_requested'
    | 'order.refund_sent'
    | 'order.refunded'
    | 'order.refund_failed'
    | 'order.refund_retried'
    | 'order.cancelled'
    | 'order.event_cancelled'
    | 'order.confirmation_resent'
    | 'order.tickets_voided'
    | 'event.cancelled'
    | 'refund_request.submitted'
    | 'refund_request.approved'
    | 'refund_request.rejected'
    | 'refund_request.order_refunded'
    | 'refund_request.order_failed'
    | 'refund_request.order_retried'
    | 'refund_request.completed'
    | 'refund_request.failed'
    | 'refund_policy.changed'
    | 'refund_policy.approval_counted'
    | 'refund_policy.single_refund_counted'
    | 'refund_policy.usage_returned'
    | 'settings.system_changed'
    | 'settings.seller_changed'
    | 'settings.payment_changed'
    | 'settings.email_changed'
    | 'settings.maintenance_changed'
    | 'user.role_changed';
  actor: AuditActorResponse;
  order_id: string | null;
  refund_request_id: string | null;
  refund_id: string | null;
  event: AuditCatalogEventResponse | null;
  /** Major units (euros), 2 decimals */
  amount: number | null;
  currency: string | null;
  /** The admin's reason, the provider's answer or the shop's reason code; '' if none */
  reason: string;
  /** The request's X-Request-Id for an admin's call; a process keeps its cause's */
  request_id: string;
  details: {
    [key: string]: string;
  };
};
export type AuditLogPaginationResponse = {
  page: number;
  limit: number;
  total: number;
  total_pages: number;
};
export type AuditLogPageResponse = {
  data: AuditLogEntryResponse[];
  pagination: AuditLogPaginationResponse;
};
export type SubscribeRequest = {
  email: string;
  /** The language of the mails */
  language?: 'lt' | 'en';
};
export type NewsletterTokenRequest = {
  /** The token from the mail link */
  token: string;
};
