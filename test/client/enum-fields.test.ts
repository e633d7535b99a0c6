// Enumerations belong to fields (issue 29): each enumeration of the seed the client declares is the type of
// the field that carries it, so a caller's switch over a status is checked. (The typecheck, `tsc`, runs
// these assertions; the runtime part shows the decoded event carries the value the type names.)
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { EventIdentity, InventoryVariantsChangedData } from '../../src/events/types.ts';
import type {
  ActivityType,
  FieldViolation,
  FulfillmentStatus,
  IdentityType,
  InventoryChangeCause,
  OrderApprovalStatus,
  OrderEntity,
  PaymentStatus,
  ValidationKind,
} from '../../src/index.ts';
import type { CartV2Violation } from '../../src/types/cart-v2.ts';
import type { CartLineItem, Severity, SubscriptionFrequency } from '../../src/types/commerce.ts';
import type { IdentityProfile, PhoneTag } from '../../src/types/identity.ts';

describe('enumerations are the types of their fields', () => {
  it('statuses, kinds and causes', () => {
    expectTypeOf<FieldViolation['violatedRule']>().toEqualTypeOf<ValidationKind | undefined>();
    expectTypeOf<OrderEntity['status']>().toEqualTypeOf<OrderApprovalStatus | undefined>();
    expectTypeOf<OrderEntity['paymentStatus']>().toEqualTypeOf<PaymentStatus | undefined>();
    expectTypeOf<OrderEntity['fulfillmentStatus']>().toEqualTypeOf<FulfillmentStatus | undefined>();
    expectTypeOf<NonNullable<OrderEntity['activities']>[number]['type']>().toEqualTypeOf<
      ActivityType | undefined
    >();
    expectTypeOf<InventoryVariantsChangedData['reason']>().toEqualTypeOf<InventoryChangeCause | undefined>();
    expectTypeOf<EventIdentity['identityType']>().toEqualTypeOf<IdentityType>();
    expectTypeOf<CartV2Violation['severity']>().toEqualTypeOf<Severity | undefined>();
    expectTypeOf<
      NonNullable<NonNullable<CartLineItem['subscriptionOptionInfo']>['subscriptionSettings']>['frequency']
    >().toEqualTypeOf<SubscriptionFrequency | undefined>();
    expectTypeOf<NonNullable<IdentityProfile['phonesV2']>[number]['tag']>().toEqualTypeOf<
      PhoneTag | undefined
    >();
    const rule: ValidationKind = 'MAX_LENGTH';
    expect(rule).toBe('MAX_LENGTH');
  });
});
