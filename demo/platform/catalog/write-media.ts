// Merchant writes on product media (protocol §7.2): add and remove images, link images to option choices.

import { type FieldViolation, validationError, violation } from '../http/errors.ts';
import type { RequestContext, Route } from '../http/router.ts';
import type { Platform } from '../platform.ts';
import { requireMerchant } from './access.ts';
import { findChoice as findOptionChoice } from './choices.ts';
import { updateProduct } from './commit.ts';
import { imageItem } from './factory.ts';
import { stableId } from './ids.ts';
import { isObj } from './json.ts';
import { requireProduct } from './store.ts';
import type { Choice, MediaItem, Product } from './types.ts';

/** The choice named `choice` (a colour by its name, not its code) of the option named `option`. */
function findChoice(product: Product, option: unknown, choice: unknown): Choice | undefined {
  const found = product.productOptions.find((o) => o.name === option);
  return found && findOptionChoice(found, choice);
}

/** `{url}` (an outside image) or `{mediaId}` (served by the emulator), optionally linked to a choice. */
function readNewMedia(product: Product, input: unknown) {
  if (!Array.isArray(input) || !input.length)
    throw validationError([violation('media', 'must be a non-empty array', 'MIN_SIZE', { min: 1 })]);
  const problems: FieldViolation[] = [];
  const items = input.map((m, i) => {
    const at = `media[${i}]`;
    if (!isObj(m)) {
      problems.push(violation(at, 'must be an object with url or mediaId', 'FORMAT'));
      return undefined;
    }
    let item: MediaItem | undefined;
    if (typeof m.url === 'string') {
      if (!/^https?:\/\/\S+$/.test(m.url))
        problems.push(violation(`${at}.url`, 'must be an http(s) URL', 'FORMAT'));
      else item = imageItem(`${stableId(m.url).slice(0, 13)}.img`, m.url.split('/').pop() ?? 'image', m.url);
    } else if (typeof m.mediaId === 'string' && /^[\w.~-]{1,100}$/.test(m.mediaId)) {
      item = imageItem(m.mediaId, m.mediaId);
    } else
      problems.push(
        violation(
          at,
          'needs url (http or https) or mediaId (letters, digits, . _ ~ -)',
          'REQUIRED_ONE_OF_FIELD',
        ),
      );
    let choice: Choice | undefined;
    if (isObj(m.choice)) {
      choice = findChoice(product, m.choice.option, m.choice.choice);
      if (!choice)
        problems.push(
          violation(`${at}.choice`, `is not an option and choice of ${product.name}`, 'VALIDATION'),
        );
    }
    return item && { item, choice };
  });
  if (problems.length) throw validationError(problems);
  return items.filter((x) => x !== undefined);
}

function readChoiceMedia(product: Product, input: unknown, needIds: boolean) {
  if (!Array.isArray(input) || !input.length)
    throw validationError([violation('media', 'must be a non-empty array', 'MIN_SIZE', { min: 1 })]);
  const problems: FieldViolation[] = [];
  const result = input.map((m, i) => {
    const at = `media[${i}]`;
    const choice = isObj(m) ? findChoice(product, m.option, m.choice) : undefined;
    if (!choice)
      problems.push(violation(at, `option and choice must name a choice of ${product.name}`, 'VALIDATION'));
    const ids =
      isObj(m) && Array.isArray(m.mediaIds)
        ? m.mediaIds.filter((x): x is string => typeof x === 'string')
        : [];
    if (needIds && !ids.length) problems.push(violation(`${at}.mediaIds`, 'must list media ids', 'MIN_SIZE'));
    for (const id of ids)
      if (!product.media.items.some((it) => it.id === id))
        problems.push(
          violation(
            `${at}.mediaIds`,
            `${JSON.stringify(id)} is not a media item of this product`,
            'VALIDATION',
          ),
        );
    return { choice, ids };
  });
  if (problems.length) throw validationError(problems);
  return result as Array<{ choice: Choice; ids: string[] }>;
}

const setChoiceMedia = (choice: Choice, items: MediaItem[]) => {
  if (items.length) choice.media = { mainMedia: items[0]!, items };
  else delete choice.media;
};

export function mediaWriteRoutes(platform: Platform): Route[] {
  const target = (ctx: RequestContext) => {
    requireMerchant(platform, ctx);
    return requireProduct(platform, ctx.params.id ?? '');
  };
  return [
    {
      method: 'POST',
      path: '/stores/v1/products/:id/media',
      handler: (ctx) => {
        const product = target(ctx);
        const added = readNewMedia(product, ctx.payload.media);
        updateProduct(platform, product, ctx.baseUrl, () => {
          for (const { item, choice } of added) {
            if (!product.media.items.some((it) => it.id === item.id)) product.media.items.push(item);
            if (choice) setChoiceMedia(choice, [...(choice.media?.items ?? []), item]);
          }
          return ['media'];
        });
        return {};
      },
    },
    {
      method: 'POST',
      path: '/stores/v1/products/:id/media/delete',
      handler: (ctx) => {
        const product = target(ctx);
        const ids = ctx.payload.mediaIds;
        if (!Array.isArray(ids) || ids.some((x) => typeof x !== 'string'))
          throw validationError([
            violation(
              'mediaIds',
              'must be an array of media ids (an empty array removes all)',
              'REQUIRED_FIELD',
            ),
          ]);
        // An empty list removes all media of the product, as the platform does.
        const remove = (item: MediaItem) => ids.length === 0 || (ids as string[]).includes(item.id);
        updateProduct(platform, product, ctx.baseUrl, () => {
          product.media.items = product.media.items.filter((it) => !remove(it));
          for (const option of product.productOptions)
            for (const choice of option.choices)
              setChoiceMedia(
                choice,
                (choice.media?.items ?? []).filter((it) => !remove(it)),
              );
          return ['media'];
        });
        return {};
      },
    },
    {
      method: 'PATCH',
      path: '/stores/v1/products/:id/choices/media',
      handler: (ctx) => {
        const product = target(ctx);
        const links = readChoiceMedia(product, ctx.payload.media, true);
        updateProduct(platform, product, ctx.baseUrl, () => {
          for (const { choice, ids } of links)
            setChoiceMedia(
              choice,
              ids.map((id) => product.media.items.find((it) => it.id === id)!),
            );
          return ['options'];
        });
        return {};
      },
    },
    {
      method: 'POST',
      path: '/stores/v1/products/:id/choices/media/delete',
      handler: (ctx) => {
        const product = target(ctx);
        const links = readChoiceMedia(product, ctx.payload.media, false);
        updateProduct(platform, product, ctx.baseUrl, () => {
          for (const { choice, ids } of links)
            setChoiceMedia(
              choice,
              ids.length ? (choice.media?.items ?? []).filter((it) => !ids.includes(it.id)) : [],
            );
          return ['options'];
        });
        return {};
      },
    },
  ];
}
