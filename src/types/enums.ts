// The remaining enumerations the spec lists (§3-§9) as string-literal unions, for callers that read the
// platform's objects and events. Types only: nothing here reaches a bundle.

export type OrderApprovalStatus = 'INITIALIZED' | 'APPROVED' | 'CANCELED' | 'PENDING' | 'REJECTED';
export type TransactionStatus =
  | 'APPROVED'
  | 'PENDING'
  | 'PENDING_MERCHANT'
  | 'CANCELED'
  | 'DECLINED'
  | 'REFUNDED'
  | 'PARTIALLY_REFUNDED'
  | 'AUTHORIZED'
  | 'VOIDED';
export type InvoiceStatus =
  | 'Draft'
  | 'Sent'
  | 'Processing'
  | 'Paid'
  | 'Overdue'
  | 'Void'
  | 'Deleted'
  | 'PartiallyPaid'
  | 'PartialAndOverdue';
export type DiscountRuleStatus = 'LIVE' | 'EXPIRED' | 'PENDING';
export type DraftOrderStatus = 'DRAFT' | 'COMMITTED';
export type BackInStockRequestStatus = 'RECEIVED' | 'PROCESSING' | 'NOTIFICATION_SENT' | 'FAILED';
export type PreorderStatus = 'ENABLED' | 'DISABLED' | 'PARTIALLY_ENABLED';
export type SiteStatus = 'ENABLED' | 'DISABLED' | 'PENDING' | 'DEMO';
export type DeletionState = 'TRASH' | 'DELETED' | 'PENDING_PURGE';
export type ActivityType =
  | 'SCHEDULED'
  | 'EMAIL_SENT'
  | 'EMAIL_NOT_SENT'
  | 'NOTIFICATION_SENT'
  | 'TASK_CREATED'
  | 'CUSTOM_ACTIVITY';
export type LocationType = 'VIRTUAL' | 'PHYSICAL';
export type ValidationKind =
  | 'VALIDATION'
  | 'OTHER'
  | 'MAX'
  | 'MIN'
  | 'MAX_LENGTH'
  | 'MIN_LENGTH'
  | 'MAX_SIZE'
  | 'MIN_SIZE'
  | 'FORMAT'
  | 'DECIMAL_LTE'
  | 'DECIMAL_GTE'
  | 'DECIMAL_LT'
  | 'DECIMAL_GT'
  | 'DECIMAL_MAX_SCALE'
  | 'INVALID_ENUM_VALUE'
  | 'REQUIRED_FIELD'
  | 'FIELD_NOT_ALLOWED'
  | 'ONE_OF_ALIGNMENT'
  | 'EXACT_LENGTH'
  | 'EXACT_SIZE'
  | 'REQUIRED_ONE_OF_FIELD';
export type ComparisonOperator = 'EQ' | 'GT' | 'GTE' | 'LT' | 'LTE';
export type RoleValue = 'ADMIN' | 'MEMBER' | 'VISITOR' | 'CONTACT';
export type TaxFallbackReason = 'AUTO_TAX_FAILED' | 'AUTO_TAX_DEACTIVATED';
export type ManualCalculationReason = 'GLOBAL_SETTING_TO_MANUAL' | 'REGION_SETTING_TO_MANUAL';
export type DraftOrderFailure =
  | 'PARTIALLY_OR_FULLY_REFUNDED'
  | 'UNSUPPORTED_CHANNEL_TYPE'
  | 'ORDER_STATUS_IS_NOT_SUPPORTED'
  | 'AMOUNTS_DO_NOT_ADD_UP'
  | 'ORDER_NOT_FOUND'
  | 'SUBSCRIPTION_LINE_ITEM_EXISTS'
  | 'UNSUPPORTED_CATALOG_ITEM'
  | 'TAXABLE_EXISTING_ADDITIONAL_FEE';
export type RefundNotPossibleReason =
  | 'ALREADY_REFUNDED'
  | 'PROVIDER_IS_DOWN'
  | 'INTERNAL_ERROR'
  | 'NOT_PAID'
  | 'ACCESS_DENIED'
  | 'ZERO_PRICE'
  | 'DISABLED_BY_PROVIDER'
  | 'PENDING_REFUND'
  | 'FORBIDDEN'
  | 'TRANSACTION_NOT_FOUND'
  | 'ORDER_IS_PENDING'
  | 'ORDER_IS_REJECTED';
export type CaptureUnavailableReason = 'EXPIRED' | 'NOT_SUPPORTED' | 'OFFLINE' | 'REQUIRES_CARD_READER';
export type LengthUnit = 'KM' | 'MI';
export type WeekDay = 'MON' | 'TUE' | 'WED' | 'THU' | 'FRI' | 'SAT' | 'SUN';
export type DurationUnit = 'MINUTES' | 'HOURS' | 'DAYS';
export type RoundingStrategy = 'NO_ROUNDING' | 'CURRENCY_PRECISION' | 'NEAREST_WHOLE_NUMBER';
export type Visibility = 'PUBLIC' | 'PRIVATE' | 'PROTECTED' | 'GROUP_PROTECTED';
export type PollVisibility = 'CREATOR' | 'VOTERS' | 'EVERYONE';
