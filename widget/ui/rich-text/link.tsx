// The attributes of a description's link (a text link, a linked image, a button, a preview): an in-page link
// to a node of this description, or an http(s)/mailto address opened with noopener and noreferrer.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { Link } from '../../../src/types/rich-content.ts';
import { isObject, type RenderContext } from './context.ts';
import { linkRel, linkTarget, safeLinkUrl } from './safe-url.ts';

type LinkProps = Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'rel' | 'target' | 'onClick'>;

/** The attributes for `<a>`, or `undefined` when the link goes nowhere a shopper may be sent. */
export function linkProps(link: Link | undefined, ctx: RenderContext): LinkProps | undefined {
  if (!isObject(link)) return undefined;
  if (link.anchor !== undefined) {
    const href = ctx.anchors.href(link.anchor);
    return href ? { href, onClick: ctx.anchors.follow(String(link.anchor)) } : undefined;
  }
  const href = safeLinkUrl(link.url);
  if (!href) return undefined;
  const props: LinkProps = { href, rel: linkRel(link.rel) };
  const target = linkTarget(link.target);
  if (target) props.target = target;
  return props;
}

/** `children` inside the link, or as they are when the link is not safe to follow. */
export function linked(link: Link | undefined, ctx: RenderContext, children: ReactNode): ReactNode {
  const props = linkProps(link, ctx);
  return props ? <a {...props}>{children}</a> : children;
}
