// The store's gift cards (state slice `cart.giftCards`, documented in docs/emulator.md) and the Cart V2 refusals
// for them (current-cart-v-2 `AddGiftCardToCurrentCartApplicationErrors`, reasons `InvalidGiftCardReason`).
import { applicationError, type PlatformError } from '../http/errors.ts';
import type { Platform } from '../platform.ts';

/** `paymentInfo.giftCards[].appId`: the emulator's own gift-card provider (the platform's id is not public). */
export const GIFT_CARD_APP_ID = '6c0e5b8e-3ef1-4c55-9f67-0d7c9e0b6a11';

export interface GiftCard {
  id: string;
  code: string;
  balance: number;
  expiresAt?: string;
  disabled?: boolean;
}

export function seedGiftCards(): GiftCard[] {
  return [
    { id: 'a1c00000-0000-4000-8000-0000000091f1', code: 'GIFT-5000-ABCD', balance: 50 },
    { id: 'a1c00000-0000-4000-8000-0000000091f2', code: 'GIFT-0000-USED', balance: 0 },
    {
      id: 'a1c00000-0000-4000-8000-0000000091f3',
      code: 'GIFT-2024-OLDX',
      balance: 25,
      expiresAt: '2025-01-01T00:00:00.000Z',
    },
  ];
}

export const giftCards = (platform: Platform) =>
  platform.state.slice<GiftCard[]>('cart.giftCards', seedGiftCards);

export const findGiftCard = (platform: Platform, code: string): GiftCard | undefined =>
  giftCards(platform).find((g) => g.code === code.trim().toUpperCase());

export const obfuscated = (code: string): string => `****${code.slice(-4)}`;

/** Why the card cannot pay now, as the platform's reason, or undefined. */
export function giftCardReason(
  card: GiftCard,
  now: number,
): 'EXPIRED' | 'DISABLED' | 'EMPTY_BALANCE' | undefined {
  if (card.disabled) return 'DISABLED';
  if (card.expiresAt && Date.parse(card.expiresAt) <= now) return 'EXPIRED';
  if (card.balance <= 0) return 'EMPTY_BALANCE';
  return undefined;
}

export const unknownGiftCard = (code: string): PlatformError =>
  applicationError(428, 'INVALID_GIFT_CARD_CODE', 'There is no gift card with this code', {
    giftCardCode: code,
  });

export const giftCardRefused = (card: GiftCard, reason: string): PlatformError =>
  applicationError(428, 'INVALID_GIFT_CARD_STATUS', `The gift card cannot be used (${reason})`, {
    giftCardCode: card.code,
    reason,
    giftCardId: card.id,
  });
