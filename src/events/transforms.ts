// The payload transforms of spec §7 / protocol §9.4 for the handled events: date strings to Dates,
// decimal strings to numbers, media identifiers and image objects to addresses.
import { convertPaths, toDate, toNumber } from '../http/values.ts';
import { getVideoUrl } from '../media/files.ts';
import { getImageUrl, type ImageAddress, toWixImage } from '../media/image.ts';

/** An image as a `wix:image://` string or a wire object `{id,url,width,height}`, to its address. */
export function toImageAddress(value: unknown): ImageAddress | unknown {
  if (typeof value === 'string' && /^(wix:)?image:\/\//.test(value)) return getImageUrl(value);
  if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string') {
    const image = getImageUrl(toWixImage(value as { id: string }));
    const url = (value as { url?: unknown }).url;
    // Keep an absolute address the platform already gave.
    return typeof url === 'string' && url.startsWith('http') ? { ...image, url } : image;
  }
  return value;
}

function toVideoAddress(value: unknown): unknown {
  if (typeof value === 'string' && /^(wix:)?video:\/\//.test(value)) return getVideoUrl(value);
  if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string')
    return { ...(value as object), ...getVideoUrl(`wix:video://v1/${(value as { id: string }).id}`) };
  return value;
}

/** A page URL object (`{url, relativePath}`) to its address. */
export const pageUrl = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { url?: unknown }).url === 'string'
    ? (value as { url: string }).url
    : value;

const PRODUCT_IMAGES = [
  'media.main.image',
  'media.itemsInfo.items.image',
  'options.choicesSettings.choices.image',
  'options.choicesSettings.choices.linkedMedia.image',
  'options.choicesSettings.choices.displayImage',
  'modifiers.choicesSettings.choices.image',
  'modifiers.choicesSettings.choices.linkedMedia.image',
  'modifiers.choicesSettings.choices.displayImage',
  'variantsInfo.variants.media.image',
];
const PRODUCT_VIDEOS = [
  'media.main.video',
  'media.itemsInfo.items.video',
  'options.choicesSettings.choices.linkedMedia.video',
  'modifiers.choicesSettings.choices.linkedMedia.video',
  'variantsInfo.variants.media.video',
];
const PRODUCT_DECIMALS = [
  'physicalProperties.pricePerUnit.quantity',
  'physicalProperties.shippingWeightRange.minValue',
  'physicalProperties.shippingWeightRange.maxValue',
  'variantsInfo.variants.physicalProperties.weight',
  'variantsInfo.variants.physicalProperties.pricePerUnit.settings.quantity',
  'variantsInfo.variants.revenueDetails.profitMargin',
  'subscriptionDetails.subscriptions.discount.percentOff',
  'minVariantPriceInfo.pricePerUnitData.settings.quantity',
  'minVariantPriceInfo.revenueDetails.profitMargin',
  'minVariantPriceInfo.weight',
  'actualPriceRange.minValue.amount',
  'actualPriceRange.maxValue.amount',
  'compareAtPriceRange.minValue.amount',
  'compareAtPriceRange.maxValue.amount',
  'variantsInfo.variants.price.actualPrice.amount',
  'variantsInfo.variants.price.compareAtPrice.amount',
];

export function transformProduct(entity: unknown): void {
  convertPaths(entity, ['createdDate', 'updatedDate'], toDate);
  convertPaths(entity, ['url'], pageUrl);
  convertPaths(entity, PRODUCT_IMAGES, toImageAddress);
  convertPaths(entity, PRODUCT_VIDEOS, toVideoAddress);
  convertPaths(entity, PRODUCT_DECIMALS, toNumber);
}

export const transformRibbon = (entity: unknown): void =>
  convertPaths(entity, ['createdDate', 'updatedDate'], toDate);

export function transformCartAbandoned(data: unknown): void {
  convertPaths(data, ['creationTime', 'abandonTime'], toDate);
  const totals = (data as { totals?: Record<string, unknown> }).totals;
  if (totals) for (const key of Object.keys(totals)) totals[key] = toNumber(totals[key]);
}

export const transformCartRecovered = (data: unknown): void =>
  convertPaths(data, ['recoveredTime', 'creationTime', 'abandonedTime'], toDate);

export function transformInventory(data: unknown): void {
  convertPaths(data, ['updatedDate'], toDate);
  convertPaths(data, ['fieldMask'], (v) => (typeof v === 'string' ? v.split(',').filter(Boolean) : v));
}
